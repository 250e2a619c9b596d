import { MESSAGES, minutesUntil, twoFactorSoftLockoutMessage } from '../../../shared/validation/auth';
import { sameSitePath } from '../../components/SignIn/susi-state';
import type { SignInConfig, SusiEntry } from '../../components/SignIn/susi-types';
import { SUSI_STEPS } from '../../components/SignIn/susi-types';

export interface SignInQuery {
  config: SignInConfig;
  /** Where a visitor who is already signed in goes. */
  redirect: string;
  /** A two-factor lockout that sent the reader back here. */
  lockoutMessage: string | null;
}

const ENTRIES: readonly SusiEntry[] = ['lists', 'stories', 'notifications', 'stats', 'newsletter_landing', 'email_login_timeout'];

/**
 * The lockout a two-factor sign-in ended in: the page is sent `error` (the result's type), `failCount`
 * and, for a soft lockout, `lockedOutUntil` (ms).
 */
export function lockoutMessage(params: URLSearchParams, now = Date.now()): string | null {
  const error = params.get('error') ?? '';
  const until = Number(params.get('lockedOutUntil'));
  if (/permanent/i.test(error)) return MESSAGES.twoFactorPermanentLockout;
  if (/soft|lockout/i.test(error) || (Number.isFinite(until) && until > 0)) {
    return twoFactorSoftLockoutMessage(Number.isFinite(until) && until > 0 ? minutesUntil(until, now) : 1);
  }
  return null;
}

/** What /m/signin was asked for: operation, redirect, entry, step, and a two-factor lockout. */
export function readSignInQuery(search: string, origin?: string, now = Date.now()): SignInQuery {
  const params = new URLSearchParams(search);
  const operation = params.get('operation');
  const entry = params.get('entry') ?? params.get('susiEntry');
  const step = params.get('step');
  const redirect = sameSitePath(params.get('redirect') || '/', origin);
  const lockout = lockoutMessage(params, now);
  const config: SignInConfig = {
    isEmbedded: true,
    redirectTo: redirect,
    // The sign-in page opens on signing in ('Welcome back.') unless a link asks for signing up.
    operation: operation === 'register' ? 'register' : 'login',
    susiEntry: ENTRIES.find((e) => e === entry),
    // Locked out of the second factor: its input stays hidden; the reader starts over from the options.
    step: lockout ? undefined : SUSI_STEPS.find((s) => s === step),
    token: lockout ? undefined : (params.get('token') ?? undefined),
  };
  return { config, redirect, lockoutMessage: lockout };
}
