import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/validation/auth';
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

/**
 * Hashes the whole password (never truncated) into a PHC string that carries its own salt and parameters.
 * Slow on purpose: call it before a transaction opens, never inside one.
 */
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
