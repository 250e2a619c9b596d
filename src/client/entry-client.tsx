import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { routeMetricName } from '../shared/routes';
import { resolveOnSite } from '../shared/site';
import { preloadPage } from './pages/registry';
import { App } from './shell/App';
import { createBrowserClient } from './shell/graphql-client';
import { readBootstrap } from './shell/preloaded';
import { captureServerHtml } from './shell/server-html';
import './styles/global.css';

/** Hydrates the server-rendered page; resolves once React owns it. */
export async function hydrate(): Promise<void> {
  const { state, endpoint, cacheState } = readBootstrap(window);
  const client = createBrowserClient(endpoint, cacheState, {
    appVersion: state.appVersion,
    routeMetricName: () => {
      const resolved = resolveOnSite(window.location.pathname, state.site);
      return resolved.kind === 'page' ? routeMetricName(resolved.match.route.name) : 'other';
    },
    pathAndQuery: () => window.location.pathname + window.location.search,
    xsrf: () => state.session.xsrf,
  });
  // Hydration must render what the server rendered, so the first page's module is loaded before it starts.
  // On a custom domain the address is read in the publication's or person's scope, as the server read it.
  const resolved = resolveOnSite(window.location.pathname, state.site);
  const handler = resolved.kind === 'page' ? resolved.match.route.handler : undefined;
  if (handler) await preloadPage(handler);
  const root = document.getElementById('root');
  if (!root) throw new Error('Quire cannot start: the page has no #root element.');
  captureServerHtml(root);
  await new Promise<void>((resolve) => {
    // A transition: hydration yields to the browser between pieces instead of holding it in one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <App client={client} state={state} onHydrated={resolve} />
        </BrowserRouter>,
      );
    });
  });
  document.documentElement.dataset.hydrated = 'true';
}
