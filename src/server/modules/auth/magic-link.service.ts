import type { Executor } from '../../db';
import { hashToken, newSecretToken } from './tokens';

export const MAGIC_LINK_TTL_MS = 15 * 60_000;

export type MagicLinkOperation = 'login' | 'register';

/** Only same-site paths are followed after sign-in, so a link can never send a reader elsewhere. */
export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}

export async function createMagicLinkToken(
  db: Executor,
  input: { email: string; userId: string | null; operation: MagicLinkOperation; redirect?: string | null; fullName?: string | null },
  now = Date.now(),
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      kind: 'magic_link',
      email: input.email.toLowerCase(),
      user_id: input.userId,
      operation: input.operation,
      redirect: safeRedirectPath(input.redirect),
      full_name: input.fullName ?? null,
      created_at: now,
      expires_at: now + MAGIC_LINK_TTL_MS,
    })
    .execute();
  return token;
}

export type MagicLinkRedemption =
  | { kind: 'ok'; userId: string; redirect: string }
  | { kind: 'expired'; email: string }
  | { kind: 'invalid' };

/** Single use: the row is claimed by an update that only succeeds once. */
export async function redeemMagicLink(db: Executor, token: string, now = Date.now()): Promise<MagicLinkRedemption> {
  const tokenHash = hashToken(token);
  const row = await db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', tokenHash).where('kind', '=', 'magic_link').executeTakeFirst();
  if (!row || row.used_at !== null || !row.user_id) return { kind: 'invalid' };
  if (now >= row.expires_at) return { kind: 'expired', email: row.email };
  const claimed = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'invalid' };
  return { kind: 'ok', userId: row.user_id, redirect: row.redirect };
}
