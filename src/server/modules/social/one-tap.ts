import { randomNonce } from 'openid-client';
import type { Database } from '../../db';
import { keyringOf, sign, verifySigned } from '../../security';

/**
 * Google one-tap hands the page an ID token. The nonce inside it must match the one this server gave the
 * same browser in an HttpOnly, SameSite=Lax cookie: a token replayed from elsewhere, or a cross-site form
 * signing the reader into someone else's account, carries no matching cookie.
 */
export const ONE_TAP_NONCE_COOKIE = 'quire_one_tap';
export const ONE_TAP_NONCE_TTL_MS = 10 * 60_000;
const PREFIX = 'one-tap:';

export async function issueOneTapNonce(db: Database, now = Date.now()): Promise<{ nonce: string; cookie: string }> {
  const nonce = randomNonce();
  return { nonce, cookie: sign(keyringOf(db).current('oauth-state'), `${PREFIX}${now + ONE_TAP_NONCE_TTL_MS}:${nonce}`) };
}

export async function readOneTapNonce(db: Database, cookie: unknown, now = Date.now()): Promise<string | null> {
  if (typeof cookie !== 'string' || cookie.length > 512) return null;
  const payload = verifySigned(keyringOf(db).candidates('oauth-state'), cookie);
  const match = payload ? /^one-tap:(\d+):([A-Za-z0-9_-]+)$/.exec(payload) : null;
  if (!match || now >= Number(match[1])) return null;
  return match[2] ?? null;
}
