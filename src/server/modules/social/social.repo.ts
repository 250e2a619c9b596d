import type { Executor } from '../../db';

export interface SocialAccount {
  provider: string;
  providerUserId: string;
  userId: string;
  email: string | null;
  createdAt: number;
}

const columns = ['provider', 'provider_user_id', 'user_id', 'email', 'created_at'] as const;

function toSocialAccount(row: { provider: string; provider_user_id: string; user_id: string; email: string | null; created_at: number | string }): SocialAccount {
  return { provider: row.provider, providerUserId: row.provider_user_id, userId: row.user_id, email: row.email, createdAt: Number(row.created_at) };
}

/** Fails with a unique violation when that provider account is already linked (to anyone). */
export async function linkSocialAccount(
  db: Executor,
  input: { provider: string; providerUserId: string; userId: string; email: string | null },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({ provider: input.provider, provider_user_id: input.providerUserId, user_id: input.userId, email: input.email, created_at: now })
    .execute();
}

export async function socialAccount(db: Executor, provider: string, providerUserId: string): Promise<SocialAccount | null> {
  const row = await db
    .selectFrom('social_accounts')
    .select(columns)
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
  return row ? toSocialAccount(row) : null;
}

export async function socialConnections(db: Executor, userId: string): Promise<SocialAccount[]> {
  const rows = await db.selectFrom('social_accounts').select(columns).where('user_id', '=', userId).orderBy('created_at').orderBy('provider').execute();
  return rows.map(toSocialAccount);
}

/** Removes every link of the account to that provider; answers how many there were. */
export async function unlink(db: Executor, userId: string, provider: string): Promise<number> {
  const result = await db.deleteFrom('social_accounts').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  return Number(result.numDeletedRows);
}
