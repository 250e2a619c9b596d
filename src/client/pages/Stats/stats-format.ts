import { countLabel as pluralCount, formatCount } from '../../../shared/format/intl';
import { formatDate } from '../../../shared/format/dates';
import { formatReadingTime } from '../../../shared/content/reading-time';

/** Shown for a story not published (or no longer): nobody can open it, so nothing is counted. */
export const NO_VIEWS_NOTE = 'Views and reads are counted while a story is published.';
/** How a story's views and reads are counted (your own visits are not). */
export const READS_NOTE = 'Views count each time someone else opened the story; reads, the views in which they read it through to near the end or for a good part of its reading time.';

/** Under the period's totals: what they add up (the rows below count the same days), and where all time is. */
export const PERIOD_TOTALS_NOTE = 'The totals add up your stories below over the same days (responses are not counted); a story’s Details has its views and reads of all time.';
/** When views and reads count on the per-day chart. */
export const PER_DAY_NOTE = 'Views count on the day they began, reads on the day the story was read (days in UTC).';

const VISIBILITY_LABELS: Record<string, string | null> = { PUBLIC: null, UNLISTED: 'Unlisted', LOCKED: 'Members-only' };

export function visibilityLabel(visibility: string): string | null {
  return VISIBILITY_LABELS[visibility] ?? null;
}

export function wordsLabel(count: number): string {
  return pluralCount(count, 'word', 'words', formatCount(count));
}

export function storyFacts(story: { firstPublishedAt?: number | null; readingTime: number; wordCount: number }): string[] {
  return [
    story.firstPublishedAt ? `Published ${formatDate(story.firstPublishedAt)}` : 'Not published',
    formatReadingTime(story.readingTime),
    wordsLabel(story.wordCount),
  ];
}

export function countLabel(count: number, one: string, many: string): string {
  return pluralCount(count, one, many, formatCount(count));
}
