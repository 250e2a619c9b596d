/** Rules, limits and messages of lists of stories and the reading list, shared by server and client. */
import { picklist, pipe, string, trim } from 'valibot';
import { slugify } from '../format/slug';
import { firstError, maxChars, passes, required } from './schema';
import { countLabel, formatCount } from '../format/intl';

/** The reading list's slug in list addresses (spec 2 §2.4): /me/list/reading-list, /@{username}/list/reading-list. */
export const READING_LIST_SLUG = 'reading-list';
export const READING_LIST_NAME = 'Reading list';

export const LIST_NAME_MAX = 60;
export const LIST_DESCRIPTION_MAX = 280;
/** Lists one reader may keep besides the reading list; far above real use, low enough to stop a script. */
export const MAX_LISTS_PER_READER = 500;
/** Stories one list may hold. */
export const MAX_ITEMS_PER_LIST = 5000;

export const LIST_PAGE_SIZE = 20;
export const MAX_LIST_PAGE_SIZE = 50;

export type ListVisibility = 'PUBLIC' | 'PRIVATE';
/** Spec 2 §3: reading list states. */
export type ReadingListState = 'QUEUE' | 'ARCHIVE' | 'NONE';
/** Spec 2 §3: the library's tabs at /me/lists (plus the reader's own lists). */
export type LibraryTab = 'LISTS' | 'SAVED' | 'ARCHIVED' | 'HIGHLIGHTS' | 'RECENT';

export const LIST_MESSAGES = {
  nameRequired: 'Give your list a name.',
  loading: 'Loading…',
  nameTooLong: `List names can be at most ${LIST_NAME_MAX} characters.`,
  descriptionTooLong: `Descriptions can be at most ${LIST_DESCRIPTION_MAX} characters.`,
  badVisibility: 'A list is either public or private.',
  tooManyLists: `You can keep at most ${MAX_LISTS_PER_READER} lists.`,
  listFull: `A list can hold at most ${MAX_ITEMS_PER_LIST} stories.`,
  listNotFound: 'List not found',
  storyNotFound: 'Story not found',
  itemNotFound: 'This story is not in the list.',
  notYourList: 'Only the list’s creator can change it.',
  readingListFixed: 'The reading list cannot be renamed, made public or deleted.',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
  deleteConfirm: (name: string) => `Delete “${name}”? The stories stay where they are; only the list goes.`,
  deleted: 'List deleted.',
  created: (name: string) => `Created “${name}”.`,
  addedTo: (name: string) => `Added to ${name}.`,
  removedFrom: (name: string) => `Removed from ${name}.`,
} as const;

/** A list's name: trimmed, not empty, at most LIST_NAME_MAX characters. */
export const listNameSchema = pipe(string(LIST_MESSAGES.nameRequired), trim(), required(LIST_MESSAGES.nameRequired), maxChars(LIST_NAME_MAX, LIST_MESSAGES.nameTooLong));
/** A list's description: trimmed, may be empty. */
export const listDescriptionSchema = pipe(string(LIST_MESSAGES.descriptionTooLong), trim(), maxChars(LIST_DESCRIPTION_MAX, LIST_MESSAGES.descriptionTooLong));
export const listVisibilitySchema = picklist(['PUBLIC', 'PRIVATE'] as const satisfies readonly ListVisibility[], LIST_MESSAGES.badVisibility);

/** The message of a field, or null when it is fine. Names are trimmed; descriptions may be empty. */
export function listNameError(name: string): string | null {
  return firstError(listNameSchema, name);
}

export function listDescriptionError(description: string): string | null {
  return firstError(listDescriptionSchema, description);
}

export function isListVisibility(value: unknown): value is ListVisibility {
  return passes(listVisibilitySchema, value);
}

/** Spec 2 §3: LOCKED and PRIVATE count as 1, PUBLIC as 0 (sorts and filters use it). */
export function visibilityRank(visibility: string): 0 | 1 {
  return visibility === 'PRIVATE' || visibility === 'LOCKED' ? 1 : 0;
}

/** A list's slugged id for its address (spec 2 §2.4): reading-list for the reading list, else name-derived slug plus id. */
export function catalogSlugId(catalog: { id: string; name: string; predefined: string | null }): string {
  if (catalog.predefined === 'READING_LIST') return READING_LIST_SLUG;
  const slug = slugify(catalog.name, 50);
  return slug ? `${slug}-${catalog.id}` : catalog.id;
}

/** The list id in a slugged id (its last dash-separated part), or the reading list's slug itself. */
export function idFromCatalogSlugId(slugId: string): string {
  if (slugId === READING_LIST_SLUG) return READING_LIST_SLUG;
  return slugId.split('-').pop() ?? '';
}

/** '3 stories', '1 story', 'No stories'. */
export function storyCountLabel(count: number): string {
  if (count === 0) return 'No stories';
  return countLabel(count, 'story', 'stories', formatCount(count));
}

// The reading-list toast (spec 2 §3, §4, §5, §9).

/** Spec 2 §9: the reading-list toast shows 900 ms, closes in 300 ms, and the page reloads 300 ms after an undo. */
export const READING_LIST_TOAST_MS = 900;
export const READING_LIST_TOAST_CLOSING_MS = 300;
export const READING_LIST_UNDO_RELOAD_MS = 300;
export const UNDOING_LABEL = 'Undoing...';
export const UNDO_LABEL = 'Undo';

export const READING_LIST_ACTIONS = ['bookmark', 'archive', 'unread'] as const;
export type ReadingListAction = (typeof READING_LIST_ACTIONS)[number];

export interface ReadingListMessage {
  postId: string;
  action: ReadingListAction;
  searchQuery: string;
}

/**
 * The toast's message, `postId:action:searchQuery` (spec 2 §3). The search query is percent-encoded so that
 * it never adds a part.
 */
export function formatReadingListMessage(message: ReadingListMessage): string {
  return `${message.postId}:${message.action}:${encodeURIComponent(message.searchQuery)}`;
}

/**
 * Spec 2 §5: the message must contain a colon, have at most 3 parts, and an action of archive, bookmark or
 * unread; otherwise nothing is shown (null).
 */
export function parseReadingListMessage(message: string): ReadingListMessage | null {
  if (!message.includes(':')) return null;
  const parts = message.split(':');
  if (parts.length > 3) return null;
  const [postId = '', action = '', query = ''] = parts;
  if (!postId || !(READING_LIST_ACTIONS as readonly string[]).includes(action)) return null;
  let searchQuery = query;
  try {
    searchQuery = decodeURIComponent(query);
  } catch {
    // A query that is not percent-encoding is taken as written.
  }
  return { postId, action: action as ReadingListAction, searchQuery };
}

/**
 * What the reader just did, named by the toggle that did it: `bookmark` (bookmarkPost saved or removed the
 * story), `archive` (archivePost archived it) or `unread` (archivePost moved it back to the saved stories).
 * Undo repeats the same toggle (spec 2 §4: bookmark undo re-bookmarks, archive undo re-archives).
 */
export function readingListAction(mutation: 'bookmark' | 'archive', state: ReadingListState): ReadingListAction {
  if (mutation === 'bookmark') return 'bookmark';
  return state === 'ARCHIVE' ? 'archive' : 'unread';
}

/** The mutation Undo calls for a toast's action. */
export function undoMutation(action: ReadingListAction): 'bookmarkPost' | 'archivePost' {
  return action === 'bookmark' ? 'bookmarkPost' : 'archivePost';
}

/** The toast's words for what happened, given the state the story is now in. */
export function readingListToastText(action: ReadingListAction, state: ReadingListState): string {
  if (action === 'archive') return 'Story archived.';
  if (action === 'unread') return 'Story moved back to your reading list.';
  return state === 'QUEUE' ? 'Saved to your reading list.' : 'Removed from your reading list.';
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Attempts one account may make (every attempt counts): far above a reader's pace, low enough to stop a script. */
export const LIST_RATE_LIMITS: Record<'save' | 'create' | 'edit', { limit: number; windowMs: number }[]> = {
  save: [
    { limit: 120, windowMs: MINUTE },
    { limit: 1000, windowMs: HOUR },
  ],
  create: [
    { limit: 10, windowMs: MINUTE },
    { limit: 60, windowMs: HOUR },
  ],
  edit: [
    { limit: 120, windowMs: MINUTE },
    { limit: 1500, windowMs: HOUR },
  ],
};
