/** Page views, reading pings (/_/stat) and reading history: limits, the read rule and messages, shared by server and client. */

/** Where the browser sends page views and pings (spec 2 §7). */
export const STAT_PATH = '/_/stat';

/** Events one request may carry, and the largest body accepted. */
export const MAX_STAT_EVENTS = 20;
export const MAX_STAT_BODY_BYTES = 8 * 1024;

/** A page view id: 128 random bits as 32 lowercase hex characters, made by the browser. */
export const PAGE_VIEW_ID_PATTERN = /^[0-9a-f]{32}$/;

/** How often an open story reports engaged time while the reader is on it. */
export const PING_INTERVAL_MS = 15_000;
/** The reader counts as engaged for this long after their last scroll, key, touch or pointer move. */
export const IDLE_AFTER_MS = 20_000;

/**
 * How much longer than the page view has existed its engaged time may be (clocks, a ping in flight):
 * beyond that a reported time is cut, so nobody reads a 10-minute story in one ping.
 */
export const ENGAGED_SLACK_MS = 5_000;

/** Requests to /_/stat: per signed-in session, and per address (many readers can share one). */
export const STAT_RATE_LIMITS = {
  session: [{ limit: 30, windowMs: 60_000 }],
  ip: [{ limit: 300, windowMs: 60_000 }],
} as const;

/** History mutations per account. */
export const READING_HISTORY_RATE_LIMITS = [
  { limit: 60, windowMs: 60_000 },
  { limit: 600, windowMs: 3_600_000 },
];

export const READING_HISTORY_PAGE_SIZE = 10;
export const MAX_READING_HISTORY_PAGE_SIZE = 50;

/** A story counts as read when the reader spent this share of its reading time on it… */
export const READ_ENGAGED_SHARE = 0.3;
/** …but never less than this… */
export const MIN_READ_ENGAGED_MS = 10_000;
/** …or when they scrolled this far through its text… */
export const READ_NEAR_END = 0.9;
/** …having spent at least this share of its reading time (and a few seconds) on the way. */
export const READ_SCROLL_SHARE = 0.1;
export const MIN_READ_SCROLL_MS = 3_000;

export interface ReadFacts {
  engagedMs: number;
  /** How far through the story's text the reader got, 0 to 1. */
  progress: number;
  /** The story's reading time in minutes. */
  readingTime: number;
}

function readingTimeMs(readingTimeMinutes: number): number {
  return Number.isFinite(readingTimeMinutes) && readingTimeMinutes > 0 ? readingTimeMinutes * 60_000 : 0;
}

/** The engaged time after which a story of this reading time is read, whatever the scroll. */
export function readThresholdMs(readingTimeMinutes: number): number {
  return Math.max(MIN_READ_ENGAGED_MS, Math.round(readingTimeMs(readingTimeMinutes) * READ_ENGAGED_SHARE));
}

/** Whether a reader really read the story: long enough on it, or through to near the end without merely flicking past. */
export function isRead(facts: ReadFacts): boolean {
  if (facts.engagedMs >= readThresholdMs(facts.readingTime)) return true;
  const scrollMinimum = Math.max(MIN_READ_SCROLL_MS, Math.round(readingTimeMs(facts.readingTime) * READ_SCROLL_SHARE));
  return facts.progress >= READ_NEAR_END && facts.engagedMs >= scrollMinimum;
}

export const READS_MESSAGES = {
  badBody: 'Send a JSON object with an "events" list.',
  tooManyEvents: `Send at most ${MAX_STAT_EVENTS} events at once.`,
  tooLarge: 'This request is too large.',
  badEvent: (index: number, why: string) => `Event ${index + 1}: ${why}`,
  badType: 'type must be "pageView" or "ping".',
  badPostId: 'postId must be a story id.',
  badCollectionId: 'collectionId must be a publication id or null.',
  badPageViewId: 'pageViewId must be 32 lowercase hex characters.',
  badNumber: (field: string) => `${field} must be a whole number of at least 0.`,
  badProgress: 'progress must be a number from 0 to 1.',
  crossSite: 'Reading pings are accepted only from this site.',
  tooMany: 'Too many reading pings. Please wait a minute.',
  historyTooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
  notAStory: 'That is not a story id.',
  removed: 'Removed from your reading history.',
  cleared: 'Your reading history has been cleared.',
  clearQuestion: 'Clear your reading history?',
  clearExplanation: 'The stories you have opened will no longer be listed here. This can’t be undone.',
  empty: 'Your reading history is empty.',
  emptyHint: 'Stories you open will show up here, so you can find them again.',
  retry: 'An error occured. Please try again or contact our support team for help.',
} as const;
