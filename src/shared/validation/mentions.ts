import { USERNAME_MAX_LENGTH } from './auth';
import { USERNAME_MIN_LENGTH } from './profile';

/**
 * Each '@username' in plain text (a series part, a private note), not inside a word, an address or an email
 * address: where it is and the name, lowercase. It mentions that person when the name is someone's.
 */
export function usernameMentions(text: string): { start: number; end: number; username: string }[] {
  const pattern = new RegExp(`(?<![\\w@./])@([A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}})(?!\\w)`, 'g');
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, username: m[1]!.toLowerCase() }));
}
