/** Rules, limits and words of private notes (spec 1 §2, §5, §8, §9), shared by server and client. */
import { pipe, string, trim } from 'valibot';
import { charCount, maxChars, required, verdict } from './schema';

/** The longest note and reply, and the length from which their counters show (spec 1 §5, §9). */
export const NOTE_LIMITS = {
  note: { max: 400, counterFrom: 255 },
  reply: { max: 200, counterFrom: 133 },
} as const;

export type NoteTextKind = keyof typeof NOTE_LIMITS;

/** The panel's width on wide screens (spec 1 §9); narrower screens get a bottom sheet. */
export const NOTES_PANEL_WIDTH = 400;
/** Threads show a relative time under 24 hours, then a date (spec 1 §9). */
export const NOTE_RELATIVE_UNDER_MS = 24 * 3_600_000;

/** What the reader sees, verbatim where the spec gives it. */
export const NOTE_TEXT = {
  panelTitle: 'Private Notes',
  learnMore: 'Learn more',
  notePlaceholder: 'Write a note…',
  replyPlaceholder: 'Leave a reply…',
  /** The browser's warning on leaving with text in a note or reply (spec 1 §5). */
  unsavedWarning: 'Note input not empty',
  reported: 'Reported',
  noteDeleted: 'The note has been deleted.',
  replyDeleted: 'The reply has been deleted.',
  noteDismissed: 'The note has been dismissed.',
  reportNoteFailed: 'An error occurred while reporting this note.',
  reportReplyFailed: 'An error occurred while reporting this reply.',
  dismissedLabel: 'Dismissed by the author',
} as const;

/** The server's refusals. */
export const NOTE_MESSAGES = {
  signInFirst: 'Sign in to leave a private note.',
  postNotFound: 'Story not found',
  noteNotFound: 'Note not found',
  replyNotFound: 'Reply not found',
  contentRequired: 'Write something in your note first.',
  replyRequired: 'Write something in your reply first.',
  noteTooLong: `A note can be at most ${NOTE_LIMITS.note.max} characters.`,
  replyTooLong: `A reply can be at most ${NOTE_LIMITS.reply.max} characters.`,
  notesClosed: (name: string) => `${name} does not accept private notes.`,
  ownStory: 'Private notes are for readers of your story: reply to theirs instead.',
  lockedStory: 'Only readers of the whole story can leave notes on it.',
  blocked: 'You cannot leave notes on this story.',
  staleVersion: 'This story has changed since you opened it. Reload the page to leave a note.',
  badPassage: 'Select a passage inside one paragraph of the story.',
  notYourNote: 'Only the writer of a note can delete it.',
  notYourReply: 'Only the writer of a reply can delete it.',
  notInConversation: 'Only the writer of the note and the story’s author can reply to it.',
  dismissForbidden: 'Only the story’s author or its publication’s editors can dismiss a note.',
  dismissedNote: 'This note was dismissed and takes no more replies.',
  reportOwnNote: 'You cannot report your own note.',
  reportOwnReply: 'You cannot report your own reply.',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
} as const;

/** Attempts per account: writing (notes and replies), reporting, and removing (delete, dismiss). */
export const NOTE_RATE_LIMITS: Record<'write' | 'report' | 'remove', { limit: number; windowMs: number }[]> = {
  write: [
    { limit: 10, windowMs: 60_000 },
    { limit: 100, windowMs: 86_400_000 },
  ],
  report: [{ limit: 20, windowMs: 3_600_000 }],
  remove: [{ limit: 60, windowMs: 60_000 }],
};

/** Length as a reader counts it: characters, not UTF-16 units (an emoji is one). */
export const noteLength = charCount;

export type NoteTextVerdict = { ok: true; text: string } | { ok: false; message: string };

/** A note or reply as stored: trimmed, not empty, not over its limit. */
export const noteTextSchemas = {
  note: pipe(string(NOTE_MESSAGES.contentRequired), trim(), required(NOTE_MESSAGES.contentRequired), maxChars(NOTE_LIMITS.note.max, NOTE_MESSAGES.noteTooLong)),
  reply: pipe(string(NOTE_MESSAGES.replyRequired), trim(), required(NOTE_MESSAGES.replyRequired), maxChars(NOTE_LIMITS.reply.max, NOTE_MESSAGES.replyTooLong)),
} as const;

export function checkNoteText(kind: NoteTextKind, raw: string): NoteTextVerdict {
  const result = verdict(noteTextSchemas[kind], raw);
  return result.ok ? { ok: true, text: result.value } : result;
}

/** What an editor shows: whether Send is on, and the counter (null until the text reaches its threshold). */
export function editorState(kind: NoteTextKind, text: string): { canSend: boolean; counter: string | null; over: boolean } {
  const length = noteLength(text.trim());
  const { max, counterFrom } = NOTE_LIMITS[kind];
  const over = length > max;
  return { canSend: length > 0 && !over, counter: length >= counterFrom ? `${length}/${max}` : null, over };
}

/**
 * A note link's fragment: the note's anchor (its paragraph's name) and its id (spec 1 §2), so the link still
 * lands on the paragraph for readers who cannot open the note.
 */
export function noteFragment(note: { anchor: string; id: string }): string {
  return `${note.anchor}-${note.id}`;
}

/** The note id a fragment names, or null. Ids are 12 lowercase hex characters and come last. */
export function noteIdFromFragment(hash: string): { anchor: string; id: string } | null {
  const match = /^#?(.+)-([0-9a-f]{12})$/.exec(hash);
  return match ? { anchor: match[1] ?? '', id: match[2] ?? '' } : null;
}
