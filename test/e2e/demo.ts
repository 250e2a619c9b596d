import { demoStories, type DemoStory } from '../../src/server/seed/demo-content';

/** Published stories the home feed lists (unlisted ones stay off it), newest first. */
export const feedStories: DemoStory[] = demoStories
  .filter((s) => s.published && s.visibility !== 'UNLISTED')
  .sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);

/** The newest story anyone can read in full, so it is on the first page of the feed. */
export const openStory: DemoStory = feedStories.find((s) => s.visibility === 'PUBLIC')!;

const TEXT_TYPES = new Set(['P', 'H3', 'H4', 'BQ', 'PQ', 'ULI', 'OLI', 'PRE']);

/** The text of every paragraph of a story's body that is printed as text (titles and captions aside). */
export function bodyTexts(story: DemoStory): string[] {
  return story.body.paragraphs.filter((p) => TEXT_TYPES.has(p.type) && p.text.trim() !== '').map((p) => p.text);
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
