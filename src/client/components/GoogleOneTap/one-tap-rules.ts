import { matchRoute } from '../../../shared/routes';

/** The only screens one-tap may appear on (spec 2 §2.1). */
export const ONE_TAP_ROUTES: readonly string[] = [
  'ShowHome',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowUser',
  'ShowSequenceLibrary',
  'ShowSequencePost',
  'ShowCollectionHome',
];

/** After the reader cancels, one-tap stays away this long (the spec leaves the length open). */
export const ONE_TAP_DISMISSAL_MS = 2 * 60 * 60_000;
export const ONE_TAP_DISMISSED_KEY = 'quire.oneTap.dismissedAt';
/** Below the md breakpoint the prompt would cover the page a reader just arrived on. */
export const ONE_TAP_NARROW_BELOW_PX = 728;

export function isOneTapRoute(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && ONE_TAP_ROUTES.includes(match.route.name);
}

export interface OneTapSituation {
  dismissedAt: number | null;
  now: number;
  /** document.referrer: where the reader arrived from. */
  referrer: string;
  origin: string;
  viewportWidth: number;
}

/**
 * Skipped when the reader cancelled it recently, and when they arrive from another site (such as that
 * site's own sign-in) on a screen narrower than md.
 */
export function skipOneTap(situation: OneTapSituation): boolean {
  const { dismissedAt, now } = situation;
  if (dismissedAt !== null && now - dismissedAt >= 0 && now - dismissedAt < ONE_TAP_DISMISSAL_MS) return true;
  return situation.viewportWidth < ONE_TAP_NARROW_BELOW_PX && fromAnotherSite(situation.referrer, situation.origin);
}

function fromAnotherSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}

/** The email inside a Google ID token (the page only uses it to choose the next step; the server verifies the token). */
export function emailFromCredential(credential: string): string | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where it is blocked (reading the property itself can throw). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDismissedAt(storage: Pick<Storage, 'getItem'> | null): number | null {
  if (!storage) return null;
  try {
    const value = Number(storage.getItem(ONE_TAP_DISMISSED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'> | null, now = Date.now()): void {
  try {
    if (!storage) return;
    storage.setItem(ONE_TAP_DISMISSED_KEY, String(now));
  } catch {
    // Storage full or blocked: one-tap may simply show again.
  }
}
