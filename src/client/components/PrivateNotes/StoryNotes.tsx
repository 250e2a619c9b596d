import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '../../data';
import { noteIdFromFragment } from '../../../shared/validation/notes';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { onPrivateNoteRequested, type SelectedPassage } from '../Highlights/selection-events';
import { PostNoteSummaryQuery } from './notes-queries';

const loadLayer = () => import('./NotesLayer');
const NotesLayer = lazy(loadLayer);

/** How long after the page is idle the composer's code is fetched ahead of a first note, at the latest. */
const IDLE_TIMEOUT_MS = 3000;

export interface NotedStory {
  id: string;
  mediumUrl: string;
  creator: { id: string };
}

/**
 * Private notes beside the story's paragraphs, for signed-in readers only. After hydration one small
 * question (how many notes this reader may read, whether the author takes notes) decides whether the notes'
 * code loads at all: when there are notes, when a note link was opened, or when the reader asks for a note.
 */
export function StoryNotes({ post, rootSelector }: { post: NotedStory; rootSelector: string }) {
  const { session } = useShell();
  const signedIn = session.isLoggedInCookie;
  const [requested, setRequested] = useState<SelectedPassage | null>(null);
  const [linked, setLinked] = useState(false);
  const { data } = useQuery(PostNoteSummaryQuery, {
    variables: { id: post.id },
    skip: !signedIn,
    ssr: false,
    context: { batchKey: VIEWER_EDGE_BATCH_KEY },
  });
  const summary = data?.post?.id === post.id ? data.post : null;
  const viewerId = data?.viewer?.id ?? null;
  const canWrite = !!summary && !!viewerId && summary.creator.allowNotes && summary.creator.id !== viewerId;

  useEffect(() => {
    if (!signedIn) return;
    setLinked(noteIdFromFragment(window.location.hash) !== null);
    return onPrivateNoteRequested((passage) => {
      if (passage.postId === post.id) setRequested(passage);
    });
  }, [signedIn, post.id]);

  // Readers who may write a note get the composer's code while the page is idle, so it opens at once.
  useEffect(() => {
    if (!canWrite) return;
    const fetchCode = () => void loadLayer().catch(() => undefined);
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fetchCode, { timeout: IDLE_TIMEOUT_MS }) : null;
    const timer = idle === null ? window.setTimeout(fetchCode, IDLE_TIMEOUT_MS) : null;
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [canWrite]);

  // Once loaded, the layer stays: the composer outlives the request that opened it.
  const wanted = !!summary && (summary.privateNoteCount > 0 || linked || (requested !== null && canWrite));
  const [engaged, setEngaged] = useState(false);
  if (wanted && !engaged) setEngaged(true);
  if (!summary || !viewerId || !(wanted || engaged)) return null;
  return (
    <Suspense fallback={null}>
      <NotesLayer
        post={post}
        viewerId={viewerId}
        postVersion={summary.latestPublishedVersion ?? 1}
        canWrite={canWrite}
        rootSelector={rootSelector}
        requested={requested}
        onRequestHandled={() => setRequested(null)}
      />
    </Suspense>
  );
}
