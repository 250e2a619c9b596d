import { lazy, Suspense, useEffect, useState } from 'react';

const loadLayer = () => import('./HighlightLayer');
const HighlightLayer = lazy(loadLayer);

export interface HighlightedStory {
  id: string;
  mediumUrl: string;
  title: string;
  creator: { id: string; name: string };
}

/** How long after the page is idle the highlights start loading, at the latest. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Highlights, the selection menu and the margin markers over the story's text. Their code loads when the page
 * is idle or at the reader's first selection (perhaps made before the application started), whichever comes first,
 * so it never delays the text.
 */
export function StoryHighlights({ post, rootSelector }: { post: HighlightedStory; rootSelector: string }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const start = () => setWanted(true);
    // A selection made before the application started (the boot script starts it for one) wants the menu now.
    if (document.getSelection()?.isCollapsed === false) {
      start();
      return;
    }
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : null;
    const timer = idle === null ? window.setTimeout(start, IDLE_TIMEOUT_MS) : null;
    document.addEventListener('selectionchange', start, { once: true });
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
      document.removeEventListener('selectionchange', start);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HighlightLayer post={post} rootSelector={rootSelector} />
    </Suspense>
  );
}
