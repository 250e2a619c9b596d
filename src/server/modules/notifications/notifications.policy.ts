import { ACTIVITY_TYPES, ROLLUP_SUFFIX, isActivityType } from '../../../shared/notifications';
import type { RateWindow } from '../../security';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Opening the bell marks the feed viewed: a few times a minute in real use. */
export const VIEWED_RATE_LIMITS: RateWindow[] = [
  { limit: 30, windowMs: MINUTE },
  { limit: 600, windowMs: HOUR },
];

export const NOTIFICATION_MESSAGES = {
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
} as const;

/** The Follows dialog lists a rolled-up row's people: the newest this many. */
export const ROLLUP_ITEMS_SHOWN = 50;

/** The name the client picks a sentence by: the type, with '_rollup' when the row groups several people. */
export function notificationName(row: { activityType: string; actorCount: number }): string {
  return row.actorCount > 1 ? `${row.activityType}${ROLLUP_SUFFIX}` : row.activityType;
}

/** Unread: its latest activity landed after the reader last opened the bell. */
export function isUnread(row: { occurredAt: number }, lastViewedAt: number): boolean {
  return row.occurredAt > lastViewedAt;
}

/**
 * The types a feed filter asks for, or null for the whole feed (no filter, or an empty one). Names the
 * product does not know match no row, so they are left out instead of failing the page: a client that
 * knows a type this server does not yet still gets the rest. A '_rollup' name means its type.
 */
export function filterTypes(asked: readonly string[] | null | undefined): string[] | null {
  if (!asked || asked.length === 0) return null;
  const known = new Set<string>();
  for (const name of asked) {
    const type = name.endsWith(ROLLUP_SUFFIX) ? name.slice(0, -ROLLUP_SUFFIX.length) : name;
    if (isActivityType(type)) known.add(type);
  }
  // In the product's order, so one filter is one query text whatever order it was asked in.
  return ACTIVITY_TYPES.filter((type) => known.has(type));
}
