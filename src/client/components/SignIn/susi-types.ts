import type { SusiOperation } from '../../../shared/validation/auth';

export type { SusiOperation };

/** Every step of the sign-in / sign-up modal (spec 2 §2.1). */
export const SUSI_STEPS = [
  'SIGNIN_OPTIONS',
  'SIGNUP_OPTIONS',
  'ENTER_EMAIL',
  'UNRECOGNIZED_EMAIL',
  'CHECK_YOUR_INBOX',
  'ENTER_NAME',
  'CREATE_PASSWORD',
  'ENTER_PASSWORD',
  'VERIFY_2FA_CODE',
  'ENTER_RECOVERY_CODE',
] as const;

export type SusiStep = (typeof SUSI_STEPS)[number];

/**
 * The two readings of the step set: 'short' (Reading A: options, email, magic link) when passwords
 * are off, 'passwords' (Reading B: adds name, password and two-factor steps) when they are on.
 */
export type SusiReading = 'short' | 'passwords';

/** Sidenav entry points: a sign-up started there lands on the home page. */
export const SIDENAV_ENTRIES = ['lists', 'stories', 'notifications', 'stats'] as const;

/** Where the modal was opened from; it picks the redirect and the context line. */
export type SusiEntry =
  | (typeof SIDENAV_ENTRIES)[number]
  | 'metabar'
  | 'follow'
  | 'clap'
  | 'respond'
  | 'highlight'
  | 'newsletter_landing'
  | 'email_login_timeout';

/** How the sign-in email went out, as the server answers in SusiMethod.value. */
export type SentMethod = 'magic_link' | 'login_code' | 'password_reset';

export interface NamedEntity {
  id: string;
  name: string;
}

/** What a caller may set when opening the modal (spec 2 §2.1, "Modal configuration"). */
export interface SignInConfig {
  /** An address to go to once signed in, when no redirectTo is given. */
  actionUrl?: string;
  collection?: NamedEntity | null;
  /** Shown inside a page rather than over it: no close button, and the email is kept. */
  isEmbedded?: boolean;
  operation?: SusiOperation;
  post?: { id: string; title: string } | null;
  /** Where to land after signing in or up; defaults to the current page. */
  redirectTo?: string;
  /** A pending second-factor token, for opening at VERIFY_2FA_CODE or ENTER_RECOVERY_CODE. */
  token?: string;
  step?: SusiStep;
  user?: NamedEntity | null;
  newsletterV3?: NamedEntity | null;
  susiEntry?: SusiEntry;
}
