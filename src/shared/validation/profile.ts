/**
 * Profile rules, shared by the server (which enforces them) and the browser (which checks as you type):
 * usernames, bios, and the custom style sheet of "Design your profile" (fonts and colours, spec 2 §3, §5).
 */
import { check, pipe, regex, toLowerCase, transform, trim } from 'valibot';
import { routes } from '../routes';
import { USERNAME_MAX_LENGTH } from './auth';
import { charCount, maxChars, textField, verdict } from './schema';
import { STYLE_SHEET_MESSAGES } from './style-sheet';

export const USERNAME_MIN_LENGTH = 3;
/** A bio is a line or two under the name: the profile, the hover card and the byline's footer show it. */
export const BIO_MAX_LENGTH = 160;
/** The bio counter appears once this much is typed (as the note counters do). */
export const BIO_COUNTER_FROM = 100;

export const PROFILE_MESSAGES = {
  usernameFormat: `Usernames must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long and use only letters, numbers and underscores.`,
  usernameTaken: 'That username is already taken. Please choose another.',
  usernameReserved: 'That username is reserved. Please choose another.',
  usernameAvailable: 'This username is available.',
  usernameYours: 'This is your username.',
  bioTooLong: `Your bio must be at most ${BIO_MAX_LENGTH} characters.`,
  bioHiddenCharacters: 'Your bio can’t contain invisible, control or text-direction characters.',
  signInToEdit: 'Please sign in to change your profile.',
  imageNotYours: 'Please upload the picture again.',
  cropInvalid: 'Please choose a square inside the picture.',
  colorInvalid: STYLE_SHEET_MESSAGES.colorInvalid,
  fontInvalid: STYLE_SHEET_MESSAGES.fontInvalid,
  nothingToSave: 'There is nothing to save.',
  saved: 'Your profile was saved.',
  designSaved: 'Your design was saved.',
} as const;

/**
 * Words that cannot be usernames: the first segment of every address Quire answers (so a username never
 * reads like one of its pages, e.g. in `/feed/@{username}` or a subdomain), and names that would pass for
 * the instance speaking.
 */
const OWN_WORDS = [
  'admin', 'administrator', 'api', 'app', 'assets', 'blog', 'css', 'dev', 'edit', 'editor', 'email', 'feed',
  'feeds', 'fonts', 'graphql', 'help', 'home', 'icons', 'images', 'img', 'js', 'login', 'logout', 'mail', 'media',
  'moderator', 'new', 'news', 'null', 'official', 'owner', 'quire', 'root', 'security', 'settings', 'signin',
  'signout', 'signup', 'staff', 'static', 'stats', 'status', 'support', 'system', 'team', 'undefined', 'upload',
  'uploads', 'user', 'users', 'www',
];

function routeWords(): string[] {
  const words = new Set<string>();
  for (const route of routes) {
    const first = route.path.split('/')[1] ?? '';
    if (!first || first.includes('{')) continue;
    // Usernames are letters, digits and underscores: `new-story` is reserved as `new_story` and `newstory`.
    const word = first.toLowerCase();
    words.add(word.replace(/[^a-z0-9]+/g, '_'));
    words.add(word.replace(/[^a-z0-9]+/g, ''));
  }
  return [...words].filter(Boolean);
}

export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([...OWN_WORDS, ...routeWords()]);

export type UsernameCheck = { ok: true; username: string } | { ok: false; message: string };

/** A username as typed: trimmed, without a leading @, lowercased; its format, then not a reserved word. */
export const usernameSchema = pipe(
  textField(PROFILE_MESSAGES.usernameFormat),
  trim(),
  transform((text) => text.replace(/^@/, '')),
  toLowerCase(),
  regex(new RegExp(`^[a-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`), PROFILE_MESSAGES.usernameFormat),
  check((username) => !RESERVED_USERNAMES.has(username), PROFILE_MESSAGES.usernameReserved),
);

/** Lowercased and trimmed, or why it is refused (format or reserved). Whether it is free is the server's to say. */
export function checkUsername(raw: string | null | undefined): UsernameCheck {
  const result = verdict(usernameSchema, raw);
  return result.ok ? { ok: true, username: result.value } : result;
}

// Control, zero-width, bidirectional and other invisible characters (a bio is one plain paragraph).
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/;

export type BioCheck = { ok: true; bio: string } | { ok: false; message: string };

/** Trimmed, line breaks folded to spaces; nothing hidden; at most BIO_MAX_LENGTH characters (as people count them). */
export const bioSchema = pipe(
  textField(PROFILE_MESSAGES.bioTooLong),
  transform((text) => text.replace(/\s*\n\s*/g, ' ').trim()),
  check((bio) => !HIDDEN.test(bio), PROFILE_MESSAGES.bioHiddenCharacters),
  maxChars(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong),
);

export function checkBio(raw: string | null | undefined): BioCheck {
  const result = verdict(bioSchema, raw);
  return result.ok ? { ok: true, bio: result.value } : result;
}

/** Characters as a reader counts them (an emoji is one), for the limit and the counter alike. */
export const bioLength = charCount;

// The custom style sheet's rules live beside, in style-sheet.ts (the story page needs them without these).
export * from './style-sheet';
