import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import type { Executor } from '../../db';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/validation/auth';
import { toUser, type UserModel } from '../../core';
import { isGuessablePassword } from './password-strength';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `Algorithm.Argon2id` is a const enum. */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Why a new password is refused, in the words shown to the reader, or null when it is acceptable. */
export function checkNewPassword(password: string, userInputs: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (isGuessablePassword(password, userInputs)) return MESSAGES.passwordTooCommon;
  return null;
}

/** The same characters typed on different systems (composed or decomposed accents) must give the same password. */
function normalized(password: string): string {
  return password.normalize('NFKC');
}

/** Hashes the whole password (never truncated) into a PHC string that carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), HASH_OPTIONS);
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, normalized(password));
  } catch {
    return false;
  }
}

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
