import { formatDate } from '../../../shared/format/dates';
import { formatReadingTime } from '../../../shared/content/reading-time';

/** The plain-language note shown wherever a reader might look for views. */
export const NO_VIEWS_NOTE = 'Views and reads are not recorded yet.';
/** How a story's views and reads are counted (your own visits are not). */
export const READS_NOTE = 'Views count each time someone else opened the story; reads, the views in which they read it through to near the end or for a good part of its reading time.';

const VISIBILITY_LABELS: Record<string, string | null> = { PUBLIC: null, UNLISTED: 'Unlisted', LOCKED: 'Members-only' };

export function visibilityLabel(visibility: string): string | null {
  return VISIBILITY_LABELS[visibility] ?? null;
}

export function wordsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;
}

export function storyFacts(story: { firstPublishedAt?: number | null; readingTime: number; wordCount: number }): string[] {
  return [
    story.firstPublishedAt ? `Published ${formatDate(story.firstPublishedAt)}` : 'Not published',
    formatReadingTime(story.readingTime),
    wordsLabel(story.wordCount),
  ];
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
