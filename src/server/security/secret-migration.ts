import type { Database } from '../db';
import { decrypt, encrypt, readLegacyKeys, writeLegacyKeys, type Keyring } from './secrets';

/**
 * Brings stored secrets in line with the configured keys, at every start:
 * - keys an older version kept in the database (`app_secrets`) move out to a 0600 file under DATA_DIR,
 *   so values made with them (backup codes, which cannot be re-hashed) keep working, and leave the database;
 * - every two-factor seed not sealed with the current key (a legacy key, or APP_SECRET_PREVIOUS after a
 *   rotation) is sealed again with it.
 */
export async function alignStoredSecrets(db: Database, keyring: Keyring, dataDir: string): Promise<{ movedKeys: number; resealedSeeds: number }> {
  const stored = await db.selectFrom('app_secrets').select(['name', 'value']).execute();
  if (stored.length > 0) {
    writeLegacyKeys(dataDir, { ...readLegacyKeys(dataDir), ...Object.fromEntries(stored.map((row) => [row.name, row.value])) });
  }
  let resealedSeeds = 0;
  const keys = keyring.candidates('two-factor');
  await db.transaction().execute(async (trx) => {
    for (const table of ['two_factor', 'two_factor_enrollments'] as const) {
      const key = table === 'two_factor' ? 'user_id' : 'authy_id';
      const rows = await trx.selectFrom(table).select([key, 'secret']).where('secret', 'is not', null).execute();
      for (const row of rows as { secret: string | null; user_id?: string; authy_id?: string }[]) {
        const opened = decrypt(keys, row.secret ?? '');
        if (opened.index === 0) continue;
        await trx
          .updateTable(table)
          .set({ secret: encrypt(keyring.current('two-factor'), opened.plain) })
          .where(key, '=', (row.user_id ?? row.authy_id)!)
          .execute();
        resealedSeeds += 1;
      }
    }
    if (stored.length > 0) await trx.deleteFrom('app_secrets').execute();
  });
  return { movedKeys: stored.length, resealedSeeds };
}
