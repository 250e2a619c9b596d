import type { FlagValues } from './flags';
import type { SiteState } from './site';

/** What the server hands the browser with every page, beside the endpoint address and the cache. */
export interface SessionState {
  xsrf: string | null;
  isLoggedInCookie: boolean;
  isSpoofed: boolean;
  /** The signed-in reader dismissed the verify-email notice earlier in this browser session (./verify-email-notice). */
  verifyEmailNoticeDismissed?: boolean;
}

export type ToastStyle = 'MESSAGE' | 'ERROR' | 'ACCENT' | 'RETRYABLE_ERROR';
export type ToastDuration = number | 'forever' | 'next-page';

export interface ToastSpec {
  message: string;
  toastStyle?: ToastStyle;
  duration?: ToastDuration;
  extraParams?: Record<string, string>;
}

export interface NavigationState {
  currentLocation: string;
  referrer: string | null;
  queryString: string;
  currentHash: string;
  toast: ToastSpec | null;
}

export type SocialProvider = 'google' | 'facebook' | 'apple' | 'twitter';

/** What the sign-in screens need to know about this instance. */
export interface AuthSettings {
  /** Social providers with a client id and secret configured (flags may still hide one). */
  providers: SocialProvider[];
  /** The Google client id for one-tap, when Google is configured. */
  googleClientId: string | null;
}

export interface PreloadedState {
  productName: string;
  appVersion: string;
  session: SessionState;
  auth: AuthSettings;
  flags: FlagValues;
  navigation: NavigationState;
  /** The site the page is served on: the instance's own address, or a publication's or person's custom domain. */
  site?: SiteState;
}
