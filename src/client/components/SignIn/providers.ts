import type { FlagValues } from '../../../shared/flags';
import type { SocialProvider } from '../../../shared/preloaded-state';
import { buildPath } from '../../../shared/routes';
import type { SusiOperation } from './susi-types';

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'Twitter',
};

const START_ROUTES: Record<SocialProvider, string> = {
  google: 'ConnectGoogle',
  facebook: 'ConnectFacebook',
  apple: 'StartAppleAuth',
  twitter: 'AuthenticateTwitter',
};

const DISABLE_FLAGS = {
  google: 'disable_login_google',
  facebook: 'disable_login_facebook',
  apple: 'disable_login_apple',
  twitter: 'disable_login_twitter',
} as const satisfies Record<SocialProvider, keyof FlagValues>;

/** Providers the instance has configured, minus those a flag turns off; Apple also needs enable_apple_sign_in. */
export function availableProviders(configured: readonly SocialProvider[], flags: FlagValues): Set<SocialProvider> {
  return new Set(configured.filter((p) => !flags[DISABLE_FLAGS[p]] && (p !== 'apple' || flags.enable_apple_sign_in)));
}

export function pickProviders(available: Set<SocialProvider>, order: readonly SocialProvider[]): SocialProvider[] {
  return order.filter((p) => available.has(p));
}

/** The server route that starts a provider's sign-in, carrying where to land and which operation. */
export function providerHref(provider: SocialProvider, redirect: string, operation: SusiOperation): string {
  return buildPath(START_ROUTES[provider], {}, { query: { redirect, operation } });
}
