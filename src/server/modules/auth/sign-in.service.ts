import type { ServiceContext } from '../../core';
import { setSessionCookie } from '../../http/session-cookie';
import { safeRedirectPath } from '../../security/redirects';
import { endSession, sessionTimeouts, startSession } from './sessions.service';
import { hashToken, isWellFormedToken, newSecretToken } from '../../security/tokens';

/** How long the password (or link) stays good for while the second factor is entered. */
export const SECOND_FACTOR_TOKEN_TTL_MS = 10 * 60_000;

/** A new session on every sign-in; the browser's previous session (if any) ends, so a planted cookie is worthless. */
export async function openSession(ctx: ServiceContext, input: { userId: string; now?: number }): Promise<void> {
  const { userId } = input;
  const now = input.now ?? Date.now();
  const timeouts = sessionTimeouts(ctx.config);
  if (ctx.session) await endSession(ctx.db, ctx.session.id, now);
  const { token } = await startSession(ctx, { userId, client: ctx.request, now });
  setSessionCookie(ctx.cookies, ctx.config, token, timeouts.absoluteMs);
}

export async function hasTwoFactor(ctx: ServiceContext, input: { userId: string }): Promise<boolean> {
  const row = await ctx.db.selectFrom('two_factor').select('user_id').where('user_id', '=', input.userId).executeTakeFirst();
  return row !== undefined;
}

export type FirstFactorOutcome = { kind: 'signed-in'; userId: string; redirect: string } | { kind: 'second-factor'; token: string };

/**
 * The first factor (password, email link, provider) has been proven. Without two-factor the reader is
 * signed in; with it, a short-lived token stands in until the code is entered.
 */
export async function passFirstFactor(
  ctx: ServiceContext,
  input: { user: { id: string; email: string | null }; redirect: string | null | undefined; now?: number },
): Promise<FirstFactorOutcome> {
  const { db } = ctx;
  const { user } = input;
  const now = input.now ?? Date.now();
  const target = safeRedirectPath(input.redirect);
  if (await hasTwoFactor(ctx, { userId: user.id })) {
    const token = newSecretToken();
    await db
      .insertInto('auth_tokens')
      .values({
        token_hash: hashToken(token),
        kind: 'second_factor',
        email: user.email ?? '',
        user_id: user.id,
        operation: 'login',
        redirect: target,
        created_at: now,
        expires_at: now + SECOND_FACTOR_TOKEN_TTL_MS,
      })
      .execute();
    return { kind: 'second-factor', token };
  }
  await openSession(ctx, { userId: user.id, now });
  return { kind: 'signed-in', userId: user.id, redirect: target };
}

export interface PendingSecondFactor {
  userId: string;
  redirect: string;
}

/** The sign-in a second-factor token stands for, if it is live; reading does not use it up. */
export async function pendingSecondFactor(ctx: ServiceContext, input: { token: string; now?: number }): Promise<PendingSecondFactor | null> {
  const { token } = input;
  const now = input.now ?? Date.now();
  if (!isWellFormedToken(token)) return null;
  const row = await ctx.db
    .selectFrom('auth_tokens')
    .select(['user_id', 'redirect', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'second_factor')
    .executeTakeFirst();
  if (!row || !row.user_id || row.used_at !== null || now >= row.expires_at) return null;
  return { userId: row.user_id, redirect: row.redirect };
}

/** Uses the token up; only one caller can win, so a code cannot open two sessions. */
export async function consumeSecondFactor(ctx: ServiceContext, input: { token: string; now?: number }): Promise<boolean> {
  const result = await ctx.db
    .updateTable('auth_tokens')
    .set({ used_at: input.now ?? Date.now() })
    .where('token_hash', '=', hashToken(input.token))
    .where('kind', '=', 'second_factor')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The redirect of the two-factor page for a pending sign-in (used by link and provider callbacks). */
export function secondFactorPagePath(token: string): string {
  return `/two-factor-authentication?token=${encodeURIComponent(token)}`;
}
