import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeBackupCode } from '../../src/server/security/backup-codes';
import { decrypt, encrypt, keyringOf, LEGACY_KEYS_FILE } from '../../src/server/security';
import { freshDatabaseUrl } from '../support/database';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

let dir: string;
let database: { url: string; drop: () => Promise<void> };
const OLD = 'old-instance-secret-'.repeat(3);
const NEW = 'new-instance-secret-'.repeat(3);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quire-secrets-'));
  const fresh = await freshDatabaseUrl();
  database = fresh.url === 'sqlite::memory:' ? { url: `sqlite:${join(dir, 'quire.db')}`, drop: async () => {} } : fresh;
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string>) => ({ DATABASE_URL: database.url, DATA_DIR: dir, ...extra });

describe('keys that sign and seal come from configuration, never from the database', () => {
  it('moves keys an older version kept in the database out, re-seals its seeds, and keeps its backup codes working', async () => {
    // The database as an older version left it: its own keys in app_secrets, a seed and a backup code made with them.
    const setup = await createTestApp(env({ APP_SECRET: OLD }));
    const user = await createUser(setup.deps.db);
    const legacySeedKey = randomBytes(32);
    const legacyCodeKey = randomBytes(32);
    await setup.deps.db
      .insertInto('app_secrets')
      .values([
        { name: 'two-factor', value: legacySeedKey.toString('base64'), created_at: 1 },
        { name: 'two-factor-backup-codes', value: legacyCodeKey.toString('base64'), created_at: 1 },
      ])
      .execute();
    await setup.deps.db
      .insertInto('two_factor')
      .values({ user_id: user.id, method: 'AUTH_APP', secret: encrypt(legacySeedKey, 'JBSWY3DPEHPK3PXP'), enabled_at: 1, updated_at: 1 })
      .execute();
    const legacyHash = createHmac('sha256', legacyCodeKey).update(`${user.id}:ABCD2345`).digest('hex');
    await setup.deps.db.insertInto('two_factor_backup_codes').values({ user_id: user.id, code_hash: legacyHash, created_at: 1 }).execute();
    await setup.close();

    const started = await createTestApp(env({ APP_SECRET: OLD }));
    try {
      expect(await started.deps.db.selectFrom('app_secrets').selectAll().execute()).toEqual([]);
      expect(statSync(join(dir, LEGACY_KEYS_FILE)).mode & 0o777).toBe(0o600);
      const { secret } = await started.deps.db.selectFrom('two_factor').select('secret').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(decrypt(keyringOf(started.deps.db).current('two-factor'), secret!).plain).toBe('JBSWY3DPEHPK3PXP');
      expect(await consumeBackupCode({ db: started.deps.db, keys: started.deps.db }, user.id, 'abcd-2345', Date.now())).toBe(true);
    } finally {
      await started.close();
    }

    // Rotation: the new secret seals, the previous one still opens until every seed is re-sealed at start.
    const rotated = await createTestApp(env({ APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD }));
    try {
      const { secret } = await rotated.deps.db.selectFrom('two_factor').select('secret').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(decrypt(keyringOf(rotated.deps.db).current('two-factor'), secret!).plain).toBe('JBSWY3DPEHPK3PXP');
    } finally {
      await rotated.close();
    }

    // Once re-sealed, the previous secret can go.
    const after = await createTestApp(env({ APP_SECRET: NEW }));
    try {
      const { secret } = await after.deps.db.selectFrom('two_factor').select('secret').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(decrypt(keyringOf(after.deps.db).candidates('two-factor'), secret!)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', index: 0 });
    } finally {
      await after.close();
    }
  });

  it('refuses an APP_SECRET too short to be one', async () => {
    await expect(createTestApp(env({ APP_SECRET: 'short' }))).rejects.toThrow('APP_SECRET must be at least 32 characters');
  });
});
