import type { Executor } from '../../db';
import { hashPassword } from '../../security/passwords';
import type { UserModel } from '../../core';
import { userByEmail, usersByUnverifiedEmail } from '../users';

/** Hashes and stores a password in one go (operators' tools and tests; a request hashes before its transaction). */
export async function setPassword(db: Executor, userId: string, password: string): Promise<void> {
  await savePasswordHash(db, userId, await hashPassword(password));
}

/** Stores a hash made beforehand (hashing is slow: keep it out of transactions). */
export async function savePasswordHash(db: Executor, userId: string, passwordHash: string, now = Date.now()): Promise<void> {
  await db
    .insertInto('user_passwords')
    .values({ user_id: userId, hash: passwordHash, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ hash: passwordHash, updated_at: now }))
    .execute();
}

export async function passwordHashOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user_passwords').select('hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.hash ?? null;
}

export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  return (await passwordHashOf(db, userId)) !== null;
}

export interface PasswordAccount {
  user: UserModel;
  passwordHash: string | null;
}

/**
 * The account a password sign-in names. A verified address wins; an account made with a password whose
 * address is not confirmed yet may still sign in with that password (the oldest such one, if several).
 */
export async function passwordAccountByEmail(db: Executor, email: string): Promise<PasswordAccount | null> {
  const verified = await userByEmail(db, email);
  if (verified) return { user: verified, passwordHash: await passwordHashOf(db, verified.id) };
  const waiting = await usersByUnverifiedEmail(db, email);
  if (waiting.length === 0) return null;
  const hashes = await db.selectFrom('user_passwords').select(['user_id', 'hash']).where('user_id', 'in', waiting.map((u) => u.id)).execute();
  const hashOf = new Map(hashes.map((row) => [row.user_id, row.hash]));
  const user = waiting.find((u) => hashOf.has(u.id));
  return user ? { user, passwordHash: hashOf.get(user.id)! } : null;
}
