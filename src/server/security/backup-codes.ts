import { randomInt } from 'node:crypto';
import type { Database, Executor } from '../db';
import { BACKUP_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../shared/validation/auth';
import { keyedHashes, keyringOf } from './secrets';

/** No 0/O, 1/I/L: codes are read off paper and typed back. 31^8 ≈ 2^39 per code. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and without the spaces or dashes people add when copying them. */
export function normalizeBackupCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Keyed and bound to the account, so a leaked table cannot be matched against guesses without the
 * instance key. The first hash is the current key's; the others match codes made before a rotation.
 * `keys` is the root database handle the instance keyring is registered for (a transaction is not).
 */
function backupCodeHashes(keys: Database, userId: string, code: string): string[] {
  return keyedHashes(keyringOf(keys).candidates('two-factor-backup-codes'), `${userId}:${normalizeBackupCode(code)}`);
}

/** Where backup codes are kept: `db` reads and writes (the caller's transaction), `keys` finds the instance keyring. */
export interface BackupCodeStore {
  db: Executor;
  keys: Database;
}

/**
 * A fresh set replaces every earlier code; the plain codes are returned once and never kept. The delete and
 * the insert belong together: run it inside the caller's transaction.
 */
export async function replaceBackupCodes(store: BackupCodeStore, userId: string, now: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(newBackupCode());
  const rows = [...codes].map((code) => ({ user_id: userId, code_hash: backupCodeHashes(store.keys, userId, code)[0]!, created_at: now }));
  await store.db.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute();
  await store.db.insertInto('two_factor_backup_codes').values(rows).execute();
  return [...codes];
}

/** Uses a code up; of two requests with the same code only one wins. */
export async function consumeBackupCode(store: BackupCodeStore, userId: string, code: string, now: number): Promise<boolean> {
  const result = await store.db
    .updateTable('two_factor_backup_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', 'in', backupCodeHashes(store.keys, userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function backupCodesRemaining(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_backup_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteBackupCodes(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute();
}
