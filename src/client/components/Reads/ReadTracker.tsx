import { useEffect } from 'react';
import { useShell } from '../../shell/shell-context';

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * Records the reader's view of the story and their engaged reading time (POST /_/stat). Renders nothing;
 * the tracking code loads in a chunk of its own once the page is idle, never before the text.
 */
export function ReadTracker({ post }: { post: { id: string; collection?: { id: string } | null } }) {
  const { session } = useShell();
  const xsrf = session.xsrf ?? null;
  const collectionId = post.collection?.id ?? null;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      void import('./read-tracking').then(({ trackReading }) => {
        if (cancelled) return;
        stop = trackReading({
          postId: post.id,
          collectionId,
          xsrf,
          text: () => document.querySelector(`[data-post-id="${post.id}"] .story__body`),
        });
      });
    };
    const idle = (window as { requestIdleCallback?: Idle }).requestIdleCallback;
    const handle = idle ? idle(start, { timeout: 3000 }) : window.setTimeout(start, 500);
    return () => {
      cancelled = true;
      if (idle) (window as unknown as { cancelIdleCallback(h: number): void }).cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [post.id, collectionId, xsrf]);
  return null;
}
