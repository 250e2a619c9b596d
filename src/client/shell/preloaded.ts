import type { PreloadedState } from '../../shared/preloaded-state';
import type { PageState } from './graphql-client';

export type * from '../../shared/preloaded-state';

declare global {
  interface Window {
    __PRELOADED_STATE__?: PreloadedState;
    __GRAPHQL_ENDPOINT__?: string;
    __CACHE_STATE__?: PageState;
  }
}

export interface Bootstrap {
  state: PreloadedState;
  endpoint: string;
  cacheState: PageState;
}

/** The page cannot start without all three; say which is missing rather than failing somewhere later. */
export function readBootstrap(win: Pick<Window, '__PRELOADED_STATE__' | '__GRAPHQL_ENDPOINT__' | '__CACHE_STATE__'>): Bootstrap {
  const missing: string[] = [];
  if (!win.__PRELOADED_STATE__) missing.push('preloaded state (window.__PRELOADED_STATE__)');
  if (!win.__GRAPHQL_ENDPOINT__) missing.push('GraphQL endpoint address (window.__GRAPHQL_ENDPOINT__)');
  if (!win.__CACHE_STATE__) missing.push('cache state (window.__CACHE_STATE__)');
  if (missing.length > 0 || !win.__PRELOADED_STATE__ || !win.__GRAPHQL_ENDPOINT__ || !win.__CACHE_STATE__) {
    throw new Error(`Quire cannot start: the page is missing the ${missing.join(', the ')}.`);
  }
  return { state: win.__PRELOADED_STATE__, endpoint: win.__GRAPHQL_ENDPOINT__, cacheState: win.__CACHE_STATE__ };
}
