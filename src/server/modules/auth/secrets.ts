import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { safeEqual } from './tokens';

const cache = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit key made once per instance and kept in the database, so every process of a scale-out
 * deployment signs and encrypts with the same one and nothing needs configuring.
 */
export function appSecret(db: Database, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

async function loadOrCreate(db: Database, name: string): Promise<Buffer> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return Buffer.from(existing.value, 'base64');
  const value = randomBytes(32).toString('base64');
  try {
    await db.insertInto('app_secrets').values({ name, value, created_at: Date.now() }).execute();
    return Buffer.from(value, 'base64');
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return Buffer.from(winner.value, 'base64');
  }
}

export function sign(key: Buffer, payload: string): string {
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The payload of a value made by `sign`, or null when it was altered. */
export function verifySigned(key: Buffer, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = signed.slice(0, dot);
  return safeEqual(sign(key, payload), signed) ? payload : null;
}

/** AES-256-GCM, for secrets that must be read back (two-factor seeds). */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
