import { randomBytes } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '../../../shared/validation/gifts';
import { decrypt, encrypt, keyedHashes, keyringOf } from '../../security';

const HASH_PURPOSE = 'gift-codes';
const SEAL_PURPOSE = 'gift-codes-sealed';

/** A new code in canonical form: 16 characters of base 32 from the crypto source (80 bits; 256 / 32 leaves no bias). */
export function newGiftCode(): string {
  const bytes = randomBytes(GIFT_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += GIFT_CODE_ALPHABET[byte % GIFT_CODE_ALPHABET.length];
  return code;
}

/** The keyed hashes a canonical code may be stored under (the current secret's first; older ones after a rotation). */
export function giftCodeHashes(db: object, code: string): string[] {
  return keyedHashes(keyringOf(db).candidates(HASH_PURPOSE), code);
}

export function giftCodeHash(db: object, code: string): string {
  const [hash] = giftCodeHashes(db, code);
  if (!hash) throw new Error('No key for gift codes');
  return hash;
}

export function sealGiftCode(db: object, code: string): string {
  return encrypt(keyringOf(db).current(SEAL_PURPOSE), code);
}

export function unsealGiftCode(db: object, sealed: string): string {
  return decrypt(keyringOf(db).candidates(SEAL_PURPOSE), sealed).plain;
}

/**
 * Codes written where the instance's keys are not at hand (the demo seeder runs before the app is built)
 * carry this mark and the plain code until `sealPendingGiftCodes` hashes and seals them at start.
 */
export const UNSEALED_PREFIX = 'unsealed:';
