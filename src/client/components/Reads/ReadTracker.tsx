import { useEffect } from 'react';
import { useShell } from '../../shell/shell-context';
import { storyText, trackStoryPage } from './read-tracking';

/**
 * Records the reader's view of the story and their engaged reading time (POST /_/stat). Renders nothing. The story
 * the page was loaded with is tracked by the boot script from the start (a reader who never acts is counted too);
 * this takes that tracking over, and tracks a story reached later in the application itself.
 */
export function ReadTracker({ post }: { post: { id: string; collection?: { id: string } | null } }) {
  const { session } = useShell();
  const xsrf = session.xsrf ?? null;
  const collectionId = post.collection?.id ?? null;
  useEffect(() => trackStoryPage({ postId: post.id, collectionId, xsrf, text: () => storyText(post.id) }), [post.id, collectionId, xsrf]);
  return null;
}
