import type { CookieJar } from '../../security';
import { randomInt } from 'node:crypto';
import type { Config } from '../../config';
import type { ServiceContext } from '../../core';
import { LOGIN_CODE_LENGTH } from '../../../shared/validation/auth';
import { MAGIC_LINK_TTL_MS } from './magic-link.service';
import { secretCookie } from '../../security/cookies';
import { hashToken, newSecretToken, safeEqual } from '../../security/tokens';

/** Wrong guesses a code survives; the one after kills it (a million codes, five guesses). */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_CODE_TTL_MS = MAGIC_LINK_TTL_MS;

export const LOGIN_CODE_MESSAGES = {
  expired: 'That code has expired. Please request a new one.',
  incorrect: 'That code is incorrect. Please try again.',
  tooManyAttempts: 'Too many incorrect codes. Please request a new one.',
} as const;

/** Binds a code to the browser that asked for it. */
const loginCodeCookie = secretCookie('quire_lc');

export function readLoginCodeCookie(ctx: ServiceContext): string | null {
  return loginCodeCookie.read(ctx.cookies, ctx.config);
}

function setLoginCodeCookie(cookies: CookieJar, config: Config, binding: string) {
  loginCodeCookie.set(cookies, config, binding, LOGIN_CODE_TTL_MS);
}

export function clearLoginCodeCookie(ctx: ServiceContext) {
  loginCodeCookie.clear(ctx.cookies, ctx.config);
}

/**
 * The stored hash covers the browser's secret binding as well as the code, so it is unique per request
 * and a leaked table row cannot be brute-forced back to a code without the cookie.
 */
function codeHash(binding: string, code: string): string {
  return hashToken(`${binding}:${code}`);
}

export function newLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/**
 * A code for one account, usable only from the browser that asked for it: that browser gets a fresh
 * random binding in an HttpOnly cookie, and the row keeps only the binding's hash.
 */
export async function issueLoginCode(
  ctx: ServiceContext,
  input: { userId: string; email: string; redirect: string; now?: number },
): Promise<string> {
  const { db, cookies, config } = ctx;
  const now = input.now ?? Date.now();
  const code = newLoginCode();
  const binding = newSecretToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: codeHash(binding, code),
      kind: 'login_code',
      email: input.email.toLowerCase(),
      user_id: input.userId,
      operation: 'login',
      redirect: input.redirect,
      binding: hashToken(binding),
      created_at: now,
      expires_at: now + LOGIN_CODE_TTL_MS,
    })
    .execute();
  setLoginCodeCookie(cookies, config, binding);
  return code;
}

export type LoginCodeCheck =
  | { kind: 'ok'; userId: string; email: string; redirect: string }
  | { kind: 'expired' }
  | { kind: 'incorrect' }
  | { kind: 'tooManyAttempts' };

/**
 * Checks a code against the live one of this browser's binding. Every try is counted in one atomic
 * update before the comparison, so parallel guesses cannot exceed the limit; the right code is then
 * claimed once.
 */
export async function checkLoginCode(
  ctx: ServiceContext,
  input: { binding: string | null; code: string; now?: number },
): Promise<LoginCodeCheck> {
  const { db } = ctx;
  const { binding, code } = input;
  const now = input.now ?? Date.now();
  if (!binding) return { kind: 'expired' };
  const bindingHash = hashToken(binding);
  const row = await db
    .selectFrom('auth_tokens')
    .select(['token_hash', 'user_id', 'email', 'redirect', 'expires_at'])
    .where('binding', '=', bindingHash)
    .where('kind', '=', 'login_code')
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || !row.user_id || now >= Number(row.expires_at)) return { kind: 'expired' };
  const counted = await db
    .updateTable('auth_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .where('attempts', '<', LOGIN_CODE_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { kind: 'tooManyAttempts' };
  if (!safeEqual(codeHash(binding, code), row.token_hash)) {
    return Number(counted.attempts) >= LOGIN_CODE_MAX_ATTEMPTS ? { kind: 'tooManyAttempts' } : { kind: 'incorrect' };
  }
  const claimed = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'expired' };
  return { kind: 'ok', userId: row.user_id, email: row.email, redirect: row.redirect };
}
