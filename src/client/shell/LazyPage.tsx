import { useEffect, useState, type ComponentType } from 'react';
import type { PageHandlerName, RouteDefinition } from '../../shared/routes';
import { GenericErrorPage } from '../components/ErrorPages/ErrorPages';
import { loadedPage, preloadPage, type PageProps } from '../pages/registry';

export const LOADING_INDICATOR_DELAY_MS = 300;
export const HANDLER_TIMEOUT_MS = 20_000;

type LoadState = { kind: 'loading'; showIndicator: boolean } | { kind: 'ready'; Page: ComponentType<PageProps> } | { kind: 'failed' };

/** Renders a page handler, loading it on demand: an indicator after 300 ms, an error after a failure or 20 s. */
export function LazyPage({ handler, params, route }: { handler: PageHandlerName; params: Record<string, string>; route: RouteDefinition }) {
  const [state, setState] = useState<LoadState>(() => {
    const Page = loadedPage(handler);
    return Page ? { kind: 'ready', Page } : { kind: 'loading', showIndicator: false };
  });

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let settled = false;
    const indicator = setTimeout(() => !settled && setState({ kind: 'loading', showIndicator: true }), LOADING_INDICATOR_DELAY_MS);
    const timeout = setTimeout(() => {
      if (settled) return;
      settled = true;
      setState({ kind: 'failed' });
    }, HANDLER_TIMEOUT_MS);
    preloadPage(handler).then(
      (Page) => {
        if (settled) return;
        settled = true;
        setState({ kind: 'ready', Page });
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        console.error(error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      settled = true;
      clearTimeout(indicator);
      clearTimeout(timeout);
    };
    // The handler only changes with a new key, so this runs once per page.
  }, [handler]);

  if (state.kind === 'ready') return <state.Page params={params} route={route} />;
  if (state.kind === 'failed') return <GenericErrorPage />;
  return state.showIndicator ? <PageLoading /> : null;
}

export function PageLoading() {
  return (
    <div className="page-loading" role="progressbar" aria-label="Loading">
      <span className="page-loading__bar" />
    </div>
  );
}
