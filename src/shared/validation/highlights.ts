/** Limits, strings and rules of highlights (quotes), shared by server and client (spec 1 §5, §6, §9; spec 2 §9). */
import { picklist } from 'valibot';
import { passes } from './schema';

export const QUOTE_TYPES = ['HIGHLIGHT', 'RESPONSE', 'TWEET'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

/** The user id of a top highlight: several readers' overlapping passages, shown without their names (spec 1 §3). */
export const ANONYMOUS_QUOTE_USER_ID = 'anon';

/** Highlights this close (in characters) read as one (spec 1 §5). */
export const HIGHLIGHT_MERGE_GAP = 1;
/** A passage becomes a top highlight once this many readers highlighted it. */
export const TOP_HIGHLIGHT_MIN_READERS = 2;
/** At most this many top highlights are shown on a story. */
export const TOP_HIGHLIGHTS_SHOWN = 3;
/** A highlight spans at most this many paragraphs. */
export const MAX_QUOTE_PARAGRAPHS = 20;

/** Characters of the paragraph shown on each side of a highlight in lists (spec 2 §9). */
export const QUOTE_CONTEXT_CHARS = 100;
/** Shared highlight text is cut here and an ellipsis added (spec 2 §9). */
export const SHARE_TEXT_LENGTH = 185;
/** The highlight menu stays open this long after the pointer leaves (spec 1 §4). */
export const HOVER_GRACE_MS = 100;
/** Highlights per page on a profile. */
export const HIGHLIGHT_PAGE_SIZE = 10;
export const MAX_HIGHLIGHT_PAGE_SIZE = 25;

export const SHARE_NETWORKS = ['twitter', 'facebook', 'linkedIn'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const HIGHLIGHT_MESSAGES = {
  notFound: 'Story not found',
  quoteNotFound: 'Highlight not found',
  notYours: 'You can only remove your own highlights.',
  blocked: 'You cannot highlight this story.',
  badSelection: 'Select some text in the story to highlight it.',
  notPublished: 'Only published stories can be highlighted.',
  staleVersion: 'This story has changed since you opened it. Reload it and try again.',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
  removed: 'Highlight removed.',
  failed: 'An error occured. Please try again or contact our support team for help.',
} as const;

/** Spec 1 §5: 'Top highlight', 'A and B', 'A, B, and N others', 'You highlighted'. */
export const ATTRIBUTION = {
  top: 'Top highlight',
  own: 'You highlighted',
} as const;

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Attempts one account may make (refused ones count too): far above a reader's pace, low enough to stop a script. */
export const HIGHLIGHT_RATE_LIMITS = {
  quote: [
    { limit: 60, windowMs: MINUTE },
    { limit: 600, windowMs: HOUR },
  ],
} as const;

/** Share text: the passage cut at 185 characters plus an ellipsis (spec 2 §9). */
export function shareText(text: string, max = SHARE_TEXT_LENGTH): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const chars = Array.from(trimmed);
  return chars.length <= max ? trimmed : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Tweet sharing is offered on published stories that are public or members-only (spec 1 §6). */
export function canShareStory(story: { isPublished: boolean; visibility: string }): boolean {
  return story.isPublished && (story.visibility === 'PUBLIC' || story.visibility === 'LOCKED');
}

export const quoteTypeSchema = picklist(QUOTE_TYPES);

export function isQuoteType(value: unknown): value is QuoteType {
  return passes(quoteTypeSchema, value);
}
