/**
 * Trending and top stories: the modes a reader can pick, and how much each kind of activity counts.
 * The server computes scores with these; pages name and link the modes with them.
 */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface TrendingMode {
  readonly name: 'today' | 'week' | 'month';
  readonly label: string;
  /** How long until an hour's activity counts half as much. */
  readonly halfLifeMs: number;
  /** Activity older than this does not count at all. */
  readonly windowMs: number;
}

/** Trending modes, shortest memory first. */
export const TRENDING_MODES: readonly TrendingMode[] = [
  { name: 'today', label: 'Today', halfLifeMs: 6 * HOUR_MS, windowMs: 2 * DAY_MS },
  { name: 'week', label: 'This week', halfLifeMs: 36 * HOUR_MS, windowMs: 7 * DAY_MS },
  { name: 'month', label: 'This month', halfLifeMs: 5 * DAY_MS, windowMs: 30 * DAY_MS },
];

export type TrendingModeName = TrendingMode['name'];

/** What `/trending` (and `trendingPosts` without a mode, and a topic's HOT sort) shows. */
export const DEFAULT_TRENDING_MODE: TrendingModeName = 'week';

export function trendingMode(name: string | null | undefined): TrendingMode | null {
  return TRENDING_MODES.find((mode) => mode.name === (name ?? DEFAULT_TRENDING_MODE)) ?? null;
}

export interface TopPeriod {
  readonly name: 'week' | 'month';
  readonly label: string;
  readonly windowMs: number;
}

/** Top stories: the most claps received over a recent period (no decay inside it). */
export const TOP_PERIODS: readonly TopPeriod[] = [
  { name: 'week', label: 'This week', windowMs: 7 * DAY_MS },
  { name: 'month', label: 'This month', windowMs: 30 * DAY_MS },
];

export type TopPeriodName = TopPeriod['name'];
export const DEFAULT_TOP_PERIOD: TopPeriodName = 'week';

export function topPeriod(name: string | null | undefined): TopPeriod | null {
  return TOP_PERIODS.find((period) => period.name === (name || DEFAULT_TOP_PERIOD)) ?? null;
}

/** The longest time any mode or period looks back: activity older than this is dropped. */
export const LONGEST_WINDOW_MS = Math.max(...TRENDING_MODES.map((m) => m.windowMs), ...TOP_PERIODS.map((p) => p.windowMs));

/**
 * What one unit of activity is worth. A read is the unit; a response takes more effort than a read;
 * claps count a little each, so that one reader's 50 claps weigh about as much as a dozen readers.
 */
export const ACTIVITY_WEIGHTS = { read: 1, clap: 0.25, response: 3 } as const;

/** The slug of the list shown as the instance's staff picks. */
export const STAFF_PICKS_SLUG = 'staff-picks';

/** Browse slugs: lowercase letters, digits and dashes, as in other addresses. */
export const BROWSE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Two-digit rank numbers, as in "01", "02"… on trending lists. */
export function rankLabel(index: number): string {
  return String(index + 1).padStart(2, '0');
}

export const TRENDING_MESSAGES = {
  unknownMode: 'There is no such trending mode.',
  unknownPeriod: 'There is no such period of top stories.',
  unknownTopic: 'There is no such topic.',
  badBrowseSlug: 'A browse address is 1–60 lowercase letters, digits and dashes.',
  listNotFound: 'List not found.',
  notBrowsable: 'Only a public list of a staff account can have a browse address.',
} as const;

/** What signed-out copies of these pages are tagged with, so that a change can purge them. */
export const TRENDING_CACHE_TAG = 'trending';
export const BROWSE_CACHE_TAG = 'browse';
