import { USERNAME_MAX_LENGTH } from '../validation/auth';

/**
 * The username a name suggests: lowercase letters and digits, at least 3 characters, room left for
 * a numeric suffix when it is taken. Empty when the name has no letters or digits at all.
 */
export function usernameFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  if (base.length === 0) return '';
  return base.length >= 3 ? base : `reader${base}`;
}
