import { MAX_STAT_EVENTS, PAGE_VIEW_ID_PATTERN, READS_MESSAGES } from '../../../shared/validation/reads';
import { isId } from '../../db/ids';

/**
 * One event of a /_/stat request (spec 2 §7: page view and scroll ping events with postId, collectionId,
 * scrollTop, totalEngagedTime, pageViewId). Totals are the page view's running totals, not increments,
 * so a ping sent twice says nothing new. `progress` is how far through the story's text the reader got.
 */
export interface StatEvent {
  type: 'pageView' | 'ping';
  postId: string;
  collectionId: string | null;
  pageViewId: string;
  scrollTop: number;
  totalEngagedTime: number;
  progress: number;
}

export interface StatBatch {
  events: StatEvent[];
  /** The session's xsrf token, sent in the body because a beacon cannot send headers. */
  xsrf: string | null;
}

export type Parsed = { ok: true; batch: StatBatch } | { ok: false; message: string };

/** A day: no page view is engaged longer, and no number past it is believable. */
const MAX_ENGAGED_MS = 86_400_000;
const MAX_SCROLL_TOP = 10_000_000;

function wholeNumber(value: unknown, max: number): number | null {
  if (value === undefined || value === null) return 0;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max ? value : null;
}

function parseEvent(raw: unknown, index: number): StatEvent | string {
  const bad = (why: string) => READS_MESSAGES.badEvent(index, why);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad(READS_MESSAGES.badType);
  const e = raw as Record<string, unknown>;
  if (e.type !== 'pageView' && e.type !== 'ping') return bad(READS_MESSAGES.badType);
  if (typeof e.postId !== 'string' || !isId(e.postId)) return bad(READS_MESSAGES.badPostId);
  const collectionId = e.collectionId ?? null;
  if (collectionId !== null && (typeof collectionId !== 'string' || !isId(collectionId))) return bad(READS_MESSAGES.badCollectionId);
  if (typeof e.pageViewId !== 'string' || !PAGE_VIEW_ID_PATTERN.test(e.pageViewId)) return bad(READS_MESSAGES.badPageViewId);
  const scrollTop = wholeNumber(e.scrollTop, MAX_SCROLL_TOP);
  if (scrollTop === null) return bad(READS_MESSAGES.badNumber('scrollTop'));
  const totalEngagedTime = wholeNumber(e.totalEngagedTime, MAX_ENGAGED_MS);
  if (totalEngagedTime === null) return bad(READS_MESSAGES.badNumber('totalEngagedTime'));
  const progress = e.progress ?? 0;
  if (typeof progress !== 'number' || !Number.isFinite(progress) || progress < 0 || progress > 1) return bad(READS_MESSAGES.badProgress);
  return { type: e.type, postId: e.postId, collectionId, pageViewId: e.pageViewId, scrollTop, totalEngagedTime, progress };
}

/** Checks a whole request before anything is stored: one bad event refuses all of them, with the reason. */
export function parseStatBatch(body: unknown): Parsed {
  let value = body;
  if (typeof value === 'string') {
    // A beacon sends text/plain (no preflight): the text is the JSON.
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, message: READS_MESSAGES.badBody };
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: READS_MESSAGES.badBody };
  const { events, xsrf } = value as Record<string, unknown>;
  if (!Array.isArray(events)) return { ok: false, message: READS_MESSAGES.badBody };
  if (events.length > MAX_STAT_EVENTS) return { ok: false, message: READS_MESSAGES.tooManyEvents };
  if (xsrf !== undefined && xsrf !== null && typeof xsrf !== 'string') return { ok: false, message: READS_MESSAGES.badBody };
  const parsed: StatEvent[] = [];
  for (const [index, raw] of events.entries()) {
    const event = parseEvent(raw, index);
    if (typeof event === 'string') return { ok: false, message: event };
    parsed.push(event);
  }
  return { ok: true, batch: { events: parsed, xsrf: typeof xsrf === 'string' ? xsrf : null } };
}
