// The viewing counters kept in the browser (spec: posts viewed today, this week, this month, and non-metered
// posts this month), each reset at the start of its period: the UTC day, the week starting Sunday (UTC), the
// UTC month.

export const VIEWING_COUNTERS_KEY = 'quire:viewing-counters';

export interface Counter {
  /** The first millisecond of the period this count belongs to. */
  start: number;
  count: number;
}

export interface ViewingCounters {
  today: Counter;
  week: Counter;
  month: Counter;
  nonMeteredMonth: Counter;
}

const DAY = 86_400_000;

export function dayStart(at: number): number {
  return Math.floor(at / DAY) * DAY;
}

/** Sunday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = dayStart(at);
  return day - new Date(day).getUTCDay() * DAY;
}

export function utcMonthStart(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function emptyCounters(now: number): ViewingCounters {
  return {
    today: { start: dayStart(now), count: 0 },
    week: { start: weekStart(now), count: 0 },
    month: { start: utcMonthStart(now), count: 0 },
    nonMeteredMonth: { start: utcMonthStart(now), count: 0 },
  };
}

const isCounter = (value: unknown): value is Counter =>
  !!value &&
  typeof value === 'object' &&
  Number.isFinite((value as Counter).start) &&
  Number.isInteger((value as Counter).count) &&
  (value as Counter).count >= 0;

/** The counters as they stand at `now`: a counter from an earlier period starts again at 0. */
export function currentCounters(stored: Partial<ViewingCounters> | null, now: number): ViewingCounters {
  const fresh = emptyCounters(now);
  const keep = (counter: unknown, start: number): Counter => (isCounter(counter) && counter.start === start ? counter : { start, count: 0 });
  return {
    today: keep(stored?.today, fresh.today.start),
    week: keep(stored?.week, fresh.week.start),
    month: keep(stored?.month, fresh.month.start),
    nonMeteredMonth: keep(stored?.nonMeteredMonth, fresh.nonMeteredMonth.start),
  };
}

/** Counts one story viewed at `now`; `nonMetered` when the story was not read on the meter nor paywalled. */
export function countView(counters: ViewingCounters, now: number, nonMetered: boolean): ViewingCounters {
  const current = currentCounters(counters, now);
  const bump = (c: Counter) => ({ start: c.start, count: c.count + 1 });
  return {
    today: bump(current.today),
    week: bump(current.week),
    month: bump(current.month),
    nonMeteredMonth: nonMetered ? bump(current.nonMeteredMonth) : current.nonMeteredMonth,
  };
}

export interface CounterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the counters; unreadable JSON is reported with a warning and read as empty counters. */
export function loadCounters(storage: CounterStorage, now: number, warn: (message: string) => void = console.warn): ViewingCounters {
  let raw: string | null;
  try {
    raw = storage.getItem(VIEWING_COUNTERS_KEY);
  } catch {
    return emptyCounters(now);
  }
  if (raw === null) return emptyCounters(now);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    return currentCounters(parsed as Partial<ViewingCounters>, now);
  } catch {
    warn(`Viewing counters in ${VIEWING_COUNTERS_KEY} could not be read; starting again.`);
    return emptyCounters(now);
  }
}

/** Counts a view and stores the counters; returns them. */
export function recordView(storage: CounterStorage, now: number, nonMetered: boolean, warn?: (message: string) => void): ViewingCounters {
  const next = countView(loadCounters(storage, now, warn), now, nonMetered);
  try {
    storage.setItem(VIEWING_COUNTERS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the counters are a convenience, the page goes on.
  }
  return next;
}

/** A story read as a member or outside the meter counts in the non-metered counter too. */
export function isNonMetered(meterState: string): boolean {
  return meterState === 'not_metered' || meterState === 'member';
}

/** The story the boot script counted for the page it loaded with, until the application renders it. */
let countedAtLoad: string | null = null;

/**
 * Counts a story page shown in the browser's viewing counters, once per page: the boot script counts the story the
 * page was loaded with (`atLoad`, without the application), the application's first render of that same story then
 * does not count it again, and a story reached later in the application counts when shown.
 */
export function countStoryPage(postId: string, meterState: string, atLoad = false): void {
  if (!atLoad && countedAtLoad === postId) {
    countedAtLoad = null;
    return;
  }
  if (atLoad) countedAtLoad = postId;
  try {
    recordView(window.localStorage, Date.now(), isNonMetered(meterState));
  } catch {
    // No storage (blocked cookies): nothing to count in.
  }
}
