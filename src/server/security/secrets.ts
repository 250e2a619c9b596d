import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeEqual } from './tokens';

/**
 * The keys that sign tokens and encrypt two-factor seeds. They come from configuration, never from the
 * database: APP_SECRET, else a key file made once under DATA_DIR (mode 0600). Each purpose gets its own
 * key derived from the secret (HKDF). APP_SECRET_PREVIOUS (comma-separated) keeps older secrets
 * readable while their values are re-encrypted or expire: see README, "Rotating the app secret".
 */
export interface Keyring {
  /** The key new values are made with. */
  current(purpose: string): Buffer;
  /** Every key a stored value may have been made with, the current one first. */
  candidates(purpose: string): Buffer[];
}

export const KEY_FILE = 'app-secret.key';
/** Keys an older version kept in the database, moved out to this file (mode 0600) by the migration. */
export const LEGACY_KEYS_FILE = 'legacy-keys.json';

export interface SecretSource {
  appSecret: string | null;
  appSecretPrevious: string[];
  dataDir: string;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `quire:${purpose}`, 32));
}

function writePrivate(path: string, content: string) {
  writeFileSync(path, content, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** The instance's secret: APP_SECRET, else the key file, made on first start. */
function instanceSecret(source: SecretSource): Buffer {
  if (source.appSecret) return Buffer.from(source.appSecret, 'utf8');
  const path = join(source.dataDir, KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(source.dataDir, { recursive: true });
    writePrivate(path, randomBytes(32).toString('base64'));
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'utf8');
}

export function readLegacyKeys(dataDir: string): Record<string, string> {
  const path = join(dataDir, LEGACY_KEYS_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

export function writeLegacyKeys(dataDir: string, keys: Record<string, string>): void {
  mkdirSync(dataDir, { recursive: true });
  writePrivate(join(dataDir, LEGACY_KEYS_FILE), JSON.stringify(keys));
}

export function loadKeyring(source: SecretSource): Keyring {
  const secret = instanceSecret(source);
  const previous = source.appSecretPrevious.map((value) => Buffer.from(value, 'utf8'));
  const cache = new Map<string, Buffer[]>();
  return {
    current: (purpose) => derive(secret, purpose),
    candidates(purpose) {
      let keys = cache.get(purpose);
      if (!keys) {
        const legacy = readLegacyKeys(source.dataDir)[purpose];
        keys = [derive(secret, purpose), ...previous.map((p) => derive(p, purpose)), ...(legacy ? [Buffer.from(legacy, 'base64')] : [])];
        cache.set(purpose, keys);
      }
      return keys;
    },
  };
}

export function sign(key: Buffer, payload: string): string {
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The payload of a value made by `sign` with any of the keys, or null when it was altered. */
export function verifySigned(keys: Buffer | readonly Buffer[], signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = signed.slice(0, dot);
  return (Array.isArray(keys) ? keys : [keys as Buffer]).some((key) => safeEqual(sign(key, payload), signed)) ? payload : null;
}

/** AES-256-GCM, for secrets that must be read back (two-factor seeds). */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decryptWith(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** Opens a sealed value with the first of the keys that made it; `index` says which (0: the current key). */
export function decrypt(keys: Buffer | readonly Buffer[], sealed: string): { plain: string; index: number } {
  const list = Array.isArray(keys) ? keys : [keys as Buffer];
  for (const [index, key] of list.entries()) {
    try {
      return { plain: decryptWith(key, sealed), index };
    } catch {
      // Made with another key: try the next.
    }
  }
  throw new Error('No key opens this sealed value');
}

/** The HMAC of a value under each key, the current one first (stored hashes made before a rotation still match). */
export function keyedHashes(keys: readonly Buffer[], value: string): string[] {
  return keys.map((key) => createHmac('sha256', key).update(value).digest('hex'));
}

const keyrings = new WeakMap<object, Keyring>();

/** Makes a keyring the one for everything done with this database handle (set once, when the app is built). */
export function registerKeyring(db: object, keyring: Keyring): void {
  keyrings.set(db, keyring);
}

/** The keyring of the app that owns this database handle. */
export function keyringOf(db: object): Keyring {
  const keyring = keyrings.get(db);
  if (!keyring) throw new Error('No keyring is registered for this database: build the app first');
  return keyring;
}
