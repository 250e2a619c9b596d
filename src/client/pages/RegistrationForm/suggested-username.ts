import { USERNAME_MAX_LENGTH } from '../../../shared/validation/auth';

/**
 * The username offered for a name, the way the server derives one when none is given: lowercase
 * letters and digits, at least 3 characters. The server still decides whether it is free.
 */
export function suggestedUsername(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  if (base.length === 0) return '';
  return base.length >= 3 ? base : `reader${base}`;
}
