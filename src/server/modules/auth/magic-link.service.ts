import type { RequestInfo, ServiceContext } from '../../core';
import { secretCookie } from '../../security/cookies';
import { hashToken, isWellFormedToken } from '../../security/tokens';
import { insertToken, type EmailTokenKind, type IssuedTokenInput } from './tokens.repo';

export const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** How long a verified email may wait on the registration form before the link must be asked for again. */
export const ACCOUNT_TOKEN_TTL_MS = 30 * 60_000;

export type MagicLinkOperation = 'login' | 'register';

export type { EmailTokenKind, IssuedTokenInput } from './tokens.repo';


/** Where a token was asked for, kept for audit (a link may still be opened on another device). */
export function auditBinding(client: RequestInfo): string {
  return `${client.ip} ${client.userAgent}`.slice(0, 300);
}

/** Stores a new single-use token (only its hash) and hands back the raw value for the link. */
export function issueToken(ctx: ServiceContext, input: IssuedTokenInput): Promise<string> {
  return insertToken(ctx.db, input);
}

export interface ClaimedToken {
  email: string;
  userId: string | null;
  operation: string;
  redirect: string;
  fullName: string | null;
}

export type TokenClaim = { kind: 'ok'; token: ClaimedToken } | { kind: 'expired'; email: string } | { kind: 'invalid' };

/** Uses a token up: the update only succeeds once, so two requests racing with one link cannot both win. */
export async function claimToken(ctx: ServiceContext, input: { kind: EmailTokenKind; token: string; now?: number }): Promise<TokenClaim> {
  const { db } = ctx;
  const { kind, token } = input;
  const now = input.now ?? Date.now();
  if (!isWellFormedToken(token)) return { kind: 'invalid' };
  const tokenHash = hashToken(token);
  const row = await db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', tokenHash).where('kind', '=', kind).executeTakeFirst();
  if (!row || row.used_at !== null) return { kind: 'invalid' };
  if (now >= Number(row.expires_at)) return { kind: 'expired', email: row.email };
  const claimed = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'invalid' };
  return {
    kind: 'ok',
    token: { email: row.email, userId: row.user_id, operation: row.operation, redirect: row.redirect, fullName: row.full_name },
  };
}

/** A token that is still live, without using it up. */
export async function peekToken(ctx: ServiceContext, input: { kind: EmailTokenKind; token: string; now?: number }): Promise<ClaimedToken | null> {
  const { db } = ctx;
  const { kind, token } = input;
  const now = input.now ?? Date.now();
  if (!isWellFormedToken(token)) return null;
  const row = await db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', hashToken(token)).where('kind', '=', kind).executeTakeFirst();
  if (!row || row.used_at !== null || now >= Number(row.expires_at)) return null;
  return { email: row.email, userId: row.user_id, operation: row.operation, redirect: row.redirect, fullName: row.full_name };
}

export function createMagicLinkToken(
  ctx: ServiceContext,
  input: {
    email: string;
    userId: string | null;
    operation: MagicLinkOperation;
    redirect?: string | null;
    fullName?: string | null;
    binding?: string;
    now?: number;
  },
): Promise<string> {
  return issueToken(ctx, { ...input, kind: 'magic_link', ttlMs: MAGIC_LINK_TTL_MS });
}

export type MagicLinkRedemption =
  | { kind: 'ok'; userId: string; email: string; redirect: string }
  | { kind: 'register'; email: string; fullName: string | null; redirect: string }
  | { kind: 'expired'; email: string }
  | { kind: 'invalid' };

/** Single use: a sign-in link names its account; a sign-up link names only the email it was sent to. */
export async function redeemMagicLink(ctx: ServiceContext, input: { token: string; now?: number }): Promise<MagicLinkRedemption> {
  const claim = await claimToken(ctx, { kind: 'magic_link', token: input.token, now: input.now });
  if (claim.kind !== 'ok') return claim;
  const { userId, email, redirect, fullName, operation } = claim.token;
  if (operation === 'register' && userId === null) return { kind: 'register', email, fullName, redirect };
  if (!userId) return { kind: 'invalid' };
  return { kind: 'ok', userId, email, redirect };
}

/** The proven email of a sign-up whose reader still has to give a name (the registration form). */
export function createAccountToken(
  ctx: ServiceContext,
  input: { email: string; redirect: string; fullName?: string | null; binding?: string; now?: number },
): Promise<string> {
  return issueToken(ctx, { ...input, kind: 'account_token', userId: null, operation: 'register', ttlMs: ACCOUNT_TOKEN_TTL_MS });
}

/** Holds a verified email's account token while the registration form is filled in. */
const accountTokenCookie = secretCookie('quire_at');

export function setAccountTokenCookie(ctx: ServiceContext, input: { token: string }) {
  accountTokenCookie.set(ctx.cookies, ctx.config, input.token, ACCOUNT_TOKEN_TTL_MS);
}

export function readAccountTokenCookie(ctx: ServiceContext): string | null {
  return accountTokenCookie.read(ctx.cookies, ctx.config);
}

export function clearAccountTokenCookie(ctx: ServiceContext) {
  accountTokenCookie.clear(ctx.cookies, ctx.config);
}
