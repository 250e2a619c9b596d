import { formatDate } from '../../../shared/format/dates';
import { formatReadingTime } from '../../../shared/content/reading-time';

/** The plain-language note shown wherever a reader might look for views. */
export const NO_VIEWS_NOTE = 'Views and reads are not recorded yet.';

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
