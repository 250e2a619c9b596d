import { lazy, Suspense, useEffect, useState } from 'react';

const ResponsesThread = lazy(() => import('./ResponsesThread'));

/** The responses under a list: loaded in the browser once the list is on screen. */
export function CatalogResponses({ catalog }: { catalog: { id: string; creatorId: string } }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <section id="responses" className="responses" aria-label="Responses">
      {ready && (
        <Suspense fallback={null}>
          <ResponsesThread kind="list" rootId={catalog.id} gate={null} moreHref={null} quote={null} onQuoteHandled={() => undefined} />
        </Suspense>
      )}
    </section>
  );
}
