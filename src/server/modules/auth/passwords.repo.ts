import type { Executor } from '../../db';
import { hashPassword } from '../../security/passwords';
import { toUser, type UserModel } from '../../core';

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
  const verified = await db
    .selectFrom('users')
    .leftJoin('user_passwords', 'user_passwords.user_id', 'users.id')
    .selectAll('users')
    .select('user_passwords.hash as password_hash')
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (verified) return { user: toUser(verified), passwordHash: verified.password_hash };
  const unverified = await db
    .selectFrom('users')
    .innerJoin('user_passwords', 'user_passwords.user_id', 'users.id')
    .selectAll('users')
    .select('user_passwords.hash as password_hash')
    .where('users.unverified_email', '=', email)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return unverified ? { user: toUser(unverified), passwordHash: unverified.password_hash } : null;
}
