import { describe, expect, it } from 'vitest';
import { storyTimestamp, tabFor, tabLabel, YOUR_STORIES_TABS } from './your-stories-tabs';

const HOUR = 3_600_000;
const now = Date.UTC(2025, 5, 15, 12);

describe('your stories tabs', () => {
  it('knows the four filters and nothing else', () => {
    expect(YOUR_STORIES_TABS.map((t) => t.filterBy)).toEqual(['drafts', 'public', 'unlisted', 'responses']);
    expect(tabFor('public')?.filter).toBe('PUBLIC');
    expect(tabFor('published')).toBeUndefined();
    expect(tabFor(undefined)).toBeUndefined();
  });

  it('labels tabs with their counts', () => {
    const counts = { drafts: 3, public: 12, unlisted: 0, responses: 1 };
    expect(YOUR_STORIES_TABS.map((t) => tabLabel(t, counts))).toEqual(['Drafts 3', 'Published 12', 'Unlisted 0', 'Responses 1']);
    expect(tabLabel(YOUR_STORIES_TABS[0]!, null)).toBe('Drafts');
  });
});

describe('storyTimestamp', () => {
  it('tells when a draft was last edited', () => {
    expect(storyTimestamp({ isPublished: false, updatedAt: now - 60_000 }, now)).toBe('Last edited just now');
    expect(storyTimestamp({ isPublished: false, updatedAt: now - 3 * HOUR }, now)).toBe('Last edited 3 hours ago');
  });

  it('tells when a story was published', () => {
    expect(storyTimestamp({ isPublished: true, updatedAt: now, latestPublishedAt: now - 2 * 24 * HOUR }, now)).toBe('Published 2 days ago');
    expect(storyTimestamp({ isPublished: true, updatedAt: now, latestPublishedAt: Date.UTC(2025, 0, 5) }, now)).toBe('Published Jan 5');
  });
});
