import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { matchRoute, routeMetricName } from '../shared/routes';
import { preloadPage } from './pages/registry';
import { createBrowserClient } from './shell/apollo';
import { App } from './shell/App';
import { readBootstrap } from './shell/preloaded';
import './styles/global.css';

async function start() {
  const { state, endpoint, apolloState } = readBootstrap(window);
  const client = createBrowserClient(endpoint, apolloState, {
    appVersion: state.appVersion,
    routeMetricName: () => {
      const match = matchRoute(window.location.pathname);
      return match ? routeMetricName(match.route.name) : 'other';
    },
    pathAndQuery: () => window.location.pathname + window.location.search,
    xsrf: () => state.session.xsrf,
  });
  // Hydration must render what the server rendered, so the first page's module is loaded before it starts.
  const handler = matchRoute(window.location.pathname)?.route.handler;
  if (handler) await preloadPage(handler);
  const root = document.getElementById('root');
  if (!root) throw new Error('Quire cannot start: the page has no #root element.');
  hydrateRoot(
    root,
    <BrowserRouter>
      <App client={client} state={state} />
    </BrowserRouter>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.setAttribute('data-start-error', error instanceof Error ? error.message : String(error));
});
