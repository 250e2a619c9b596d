import { randomBytes } from 'node:crypto';

/** Ids are 12 lowercase hex characters (48 random bits). */
export function newId(): string {
  return randomBytes(6).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{12}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
