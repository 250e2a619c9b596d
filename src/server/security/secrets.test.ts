import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decrypt, encrypt, KEY_FILE, loadKeyring, sign, verifySigned } from './secrets';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'quire-keys-')));

describe('the keyring', () => {
  it('makes a key file readable by its owner alone on first start, and reads it back after', () => {
    fresh();
    const first = loadKeyring({ appSecret: null, appSecretPrevious: [], dataDir: dir });
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, KEY_FILE), 'utf8').length).toBeGreaterThanOrEqual(40);
    const again = loadKeyring({ appSecret: null, appSecretPrevious: [], dataDir: dir });
    expect(again.current('two-factor').equals(first.current('two-factor'))).toBe(true);
  });

  it('takes APP_SECRET instead, with a different key for each purpose', () => {
    fresh();
    const keyring = loadKeyring({ appSecret: 'a'.repeat(40), appSecretPrevious: [], dataDir: dir });
    expect(() => statSync(join(dir, KEY_FILE))).toThrow();
    expect(keyring.current('two-factor').equals(keyring.current('oauth-state'))).toBe(false);
  });

  it('after a rotation, still opens and verifies what the previous secret made, and makes new values with the new one', () => {
    fresh();
    const before = loadKeyring({ appSecret: 'old-secret-'.repeat(4), appSecretPrevious: [], dataDir: dir });
    const sealed = encrypt(before.current('two-factor'), 'JBSWY3DPEHPK3PXP');
    const signed = sign(before.current('oauth-state'), 'state');
    const after = loadKeyring({ appSecret: 'new-secret-'.repeat(4), appSecretPrevious: ['old-secret-'.repeat(4)], dataDir: dir });
    expect(decrypt(after.candidates('two-factor'), sealed)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', index: 1 });
    expect(verifySigned(after.candidates('oauth-state'), signed)).toBe('state');
    expect(decrypt(after.candidates('two-factor'), encrypt(after.current('two-factor'), 'x')).index).toBe(0);
    const forgotten = loadKeyring({ appSecret: 'new-secret-'.repeat(4), appSecretPrevious: [], dataDir: dir });
    expect(() => decrypt(forgotten.candidates('two-factor'), sealed)).toThrow();
    expect(verifySigned(forgotten.candidates('oauth-state'), signed)).toBeNull();
  });
});
