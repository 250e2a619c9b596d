import { lazy, Suspense, useEffect, useState } from 'react';
import { buildPath } from '../../../shared/routes';
import { onResponseToPassageRequested } from '../Highlights/selection-events';
import type { QuotedPassage } from './ResponseEditor';

const loadThread = () => import('./ResponsesThread');
const ResponsesThread = lazy(loadThread);

/** How long after the page is idle the thread loads at the latest: the story's text always comes first. */
const IDLE_TIMEOUT_MS = 2000;

interface RespondedStory {
  id: string;
  title?: string;
  mediumUrl: string;
  creator: { id: string; name?: string };
  /** A response read on its own page: the replies under it are shown instead of a story's discussion. */
  isResponse?: boolean;
}

/** Starts the thread once the page is idle, or at once when the reader asks for it (a passage, #responses). */
function useThreadWanted(request: unknown): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (request || window.location.hash === '#responses') {
      setWanted(true);
      return;
    }
    const start = () => setWanted(true);
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : null;
    const timer = idle === null ? window.setTimeout(start, IDLE_TIMEOUT_MS) : null;
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [wanted, request]);
  return wanted;
}

/**
 * The responses under a story (or, on a response's own page, the replies under it). The server renders only a link to the story's responses page (which works
 * without scripts); the thread itself loads in the browser after the text.
 */
export function StoryResponses({ post, startOpen }: { post: RespondedStory; startOpen?: boolean }) {
  const [quote, setQuote] = useState<QuotedPassage | null>(null);
  useEffect(
    () =>
      onResponseToPassageRequested((passage) => {
        if (passage.postId !== post.id) return;
        setQuote({ paragraphName: passage.paragraphName, startOffset: passage.startOffset, endOffset: passage.endOffset, text: passage.text });
      }),
    [post.id],
  );
  const wanted = useThreadWanted(quote ?? startOpen);
  const moreHref = buildPath('ShowPostResponses', { postId: post.id });
  const fallback = (
    <p className="responses__fallback">
      <a href={moreHref}>See the responses</a>
    </p>
  );
  return (
    <section id="responses" className="responses" aria-label="Responses">
      {wanted ? (
        <Suspense fallback={fallback}>
          <ResponsesThread
            kind={post.isResponse ? 'response' : 'story'}
            rootId={post.id}
            gate={{ id: post.id, title: post.title ?? '', mediumUrl: post.mediumUrl, creator: { id: post.creator.id, name: post.creator.name ?? '' } }}
            moreHref={moreHref}
            quote={quote}
            onQuoteHandled={() => setQuote(null)}
            startOpen={startOpen}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </section>
  );
}
