import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. Only the hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Has the shape `newSecretToken` makes (anything else is refused before a lookup). */
export function isWellFormedToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 128 random bits as 32 hex characters: share keys, verification tokens, anything looked up as it is. */
export function newHexToken(): string {
  return randomBytes(16).toString('hex');
}
