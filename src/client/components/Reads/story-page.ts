import { countStoryPage } from '../Meter/viewing-counters';
import { storyText, trackStoryPage } from './read-tracking';

/**
 * What a story page counts without the application (no React here: the boot script runs it on the HTML alone).
 * The story's element carries what the counting needs; `storyPageAttributes` writes it, `startStoryPage` reads it.
 */
const STORY = 'article[data-post-id][data-meter-state]';

export function storyPageAttributes(post: { id: string; meterState: string; collection?: { id: string } | null }) {
  return { 'data-post-id': post.id, 'data-meter-state': post.meterState, 'data-collection-id': post.collection?.id };
}

/**
 * On a story page, counts the view in the browser's viewing counters (the member meter) and starts the read
 * tracking (page view, engaged time, progress), both of which the application takes over if it starts.
 */
export function startStoryPage(xsrf: string | null): void {
  const story = document.querySelector<HTMLElement>(STORY);
  const postId = story?.dataset.postId;
  if (!story || !postId) return;
  countStoryPage(postId, story.dataset.meterState ?? '', true);
  trackStoryPage({ postId, collectionId: story.dataset.collectionId ?? null, xsrf, text: () => storyText(postId) });
}
