import { relativeTime } from '../../../shared/format/dates';

export type YourStoriesFilter = 'DRAFTS' | 'PUBLIC' | 'UNLISTED' | 'RESPONSES';

export interface StoryCounts {
  drafts: number;
  public: number;
  unlisted: number;
  responses: number;
}

export interface YourStoriesTab {
  /** The {filterBy} segment of /me/stories/{filterBy}. */
  filterBy: string;
  filter: YourStoriesFilter;
  label: string;
  count: (counts: StoryCounts) => number;
  empty: string;
}

export const YOUR_STORIES_TABS: readonly YourStoriesTab[] = [
  { filterBy: 'drafts', filter: 'DRAFTS', label: 'Drafts', count: (c) => c.drafts, empty: 'You have no drafts.' },
  { filterBy: 'public', filter: 'PUBLIC', label: 'Published', count: (c) => c.public, empty: 'You haven’t published a story yet.' },
  { filterBy: 'unlisted', filter: 'UNLISTED', label: 'Unlisted', count: (c) => c.unlisted, empty: 'You have no unlisted stories.' },
  { filterBy: 'responses', filter: 'RESPONSES', label: 'Responses', count: (c) => c.responses, empty: 'You haven’t written any responses yet.' },
];

/** The tab for a {filterBy} segment; undefined for anything else (the page answers 404). */
export function tabFor(filterBy: string | undefined): YourStoriesTab | undefined {
  return YOUR_STORIES_TABS.find((tab) => tab.filterBy === filterBy);
}

/** 'Drafts 3', 'Published 12'… */
export function tabLabel(tab: YourStoriesTab, counts: StoryCounts | null): string {
  return counts ? `${tab.label} ${tab.count(counts)}` : tab.label;
}

function when(ms: number, now: number): string {
  const text = relativeTime(ms, now);
  return text === 'Just now' ? 'just now' : text;
}

/** 'Last edited 3 hours ago' for drafts, 'Published Jan 5' (or '… 2 days ago') for published stories. */
export function storyTimestamp(story: { isPublished: boolean; updatedAt: number; latestPublishedAt?: number | null }, now = Date.now()): string {
  if (story.isPublished && story.latestPublishedAt != null) return `Published ${when(story.latestPublishedAt, now)}`;
  return `Last edited ${when(story.updatedAt, now)}`;
}
