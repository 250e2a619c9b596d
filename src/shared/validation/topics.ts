/** Tags and topics: the Top periods of a tag page, topic sorts, page sizes and messages, for server and client alike. */
import { shortCount } from './relations';
import { countLabel } from '../format/intl';

const DAY_MS = 86_400_000;

export interface TopPeriod {
  /** The address segment: /tag/{tagSlug}/top/{timePeriod}. */
  readonly name: 'week' | 'month' | 'year' | 'all-time';
  readonly value: 'WEEK' | 'MONTH' | 'YEAR' | 'ALL_TIME';
  readonly label: string;
  /** Stories published this long ago or less count; null: all of them. */
  readonly windowMs: number | null;
}

/** The Top tabs of a tag page, shortest first. */
export const TOP_PERIODS: readonly TopPeriod[] = [
  { name: 'week', value: 'WEEK', label: 'This week', windowMs: 7 * DAY_MS },
  { name: 'month', value: 'MONTH', label: 'This month', windowMs: 30 * DAY_MS },
  { name: 'year', value: 'YEAR', label: 'This year', windowMs: 365 * DAY_MS },
  { name: 'all-time', value: 'ALL_TIME', label: 'All time', windowMs: null },
];

/** The Top period an address names; null (a 404) for any other. */
export function topPeriodByName(name: string | null | undefined): TopPeriod | null {
  return TOP_PERIODS.find((p) => p.name === name) ?? null;
}

export function topPeriodByValue(value: string): TopPeriod | null {
  return TOP_PERIODS.find((p) => p.value === value) ?? null;
}

export type TopicSortName = 'HOT' | 'NEW' | 'TOP_WEEK' | 'TOP_MONTH' | 'TOP_YEAR' | 'TOP_ALL_TIME';

/** A topic page's tabs (spec 2 §3, TopicSort), in the order shown, with the `?sort=` each one uses. */
export const TOPIC_SORTS: readonly { readonly sort: TopicSortName; readonly label: string; readonly param: string }[] = [
  { sort: 'HOT', label: 'Trending', param: 'hot' },
  { sort: 'NEW', label: 'Latest', param: 'new' },
  { sort: 'TOP_WEEK', label: 'Top this week', param: 'top-week' },
  { sort: 'TOP_MONTH', label: 'Top this month', param: 'top-month' },
  { sort: 'TOP_YEAR', label: 'Top this year', param: 'top-year' },
  { sort: 'TOP_ALL_TIME', label: 'Top of all time', param: 'top-all-time' },
];

export function topicSortByParam(param: string | null | undefined): TopicSortName | null {
  if (!param) return 'HOT';
  return TOPIC_SORTS.find((s) => s.param === param)?.sort ?? null;
}

/** The Top window of a topic sort (HOT and NEW have none). */
export function topicSortWindow(sort: TopicSortName): TopPeriod | null {
  const value = sort.startsWith('TOP_') ? sort.slice(4) : null;
  return value ? topPeriodByValue(value) : null;
}

/** Stories per page on tag and topic pages. */
export const TAG_PAGE_SIZE = 10;
export const TOP_WRITERS_LIMIT = 20;
export const RELATED_TAGS_LIMIT = 8;

/** Topic follows one reader may change in a minute: far above any reader's pace, low enough to stop a script. */
export const TOPIC_FOLLOWS_PER_MINUTE = 60;

export const TOPIC_MESSAGES = {
  topicNotFound: 'This topic does not exist.',
  tooMany: 'You are following and unfollowing topics too quickly. Please wait a minute and try again.',
  followRetry: "Sorry, that didn't work. Click Follow on the page below to try again.",
} as const;

/** "1.2K stories", "1 story". */
export function storyCountLabel(count: number): string {
  return countLabel(count, 'story', 'stories', shortCount(count));
}

/** "12 writers", "1 writer". */
export function writerCountLabel(count: number): string {
  return countLabel(count, 'writer', 'writers', shortCount(count));
}

/**
 * An archive address's date, checked: a year from 1970 on, a month 01–12, a day that exists in that
 * month. Null for any other (the page is a 404).
 */
export function archiveDate(year?: string, month?: string, day?: string): { year?: number; month?: number; day?: number } | null {
  if (year === undefined) return {};
  const y = Number(year);
  if (!/^\d{4}$/.test(year) || y < 1970) return null;
  if (month === undefined) return { year: y };
  const m = Number(month);
  if (!/^\d{2}$/.test(month) || m < 1 || m > 12) return null;
  if (day === undefined) return { year: y, month: m };
  const d = Number(day);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (!/^\d{2}$/.test(day) || d < 1 || d > daysInMonth) return null;
  return { year: y, month: m, day: d };
}
