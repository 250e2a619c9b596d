import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { matchRoute } from '../shared/routes';
import { ServerErrorPage, serverErrorStatus } from './components/ErrorPages/ErrorPages';
import { preloadPage } from './pages/registry';
import { App } from './shell/App';
import { HeadCollector, HeadProvider, renderHeadTags, type HeadTags } from './shell/head';
import type { PreloadedState } from './shell/preloaded';
import { createServerClient, type ServerExecutor } from './shell/server-client';
import { StatusProvider, StatusRecorder } from './shell/status';

export interface RenderInput {
  url: string;
  state: PreloadedState;
  execute: ServerExecutor;
}

export interface RenderOutput {
  status: number;
  head: string;
  html: string;
  apolloState: Record<string, unknown>;
  handler: string | null;
}

/** Renders a page with its data: queries run in process, the cache is handed to the browser to hydrate from. */
export async function render({ url, state, execute }: RenderInput): Promise<RenderOutput> {
  const client = createServerClient(execute);
  const head = new HeadCollector();
  const status = new StatusRecorder();
  const pathname = new URL(url, 'http://localhost').pathname;
  const handler = matchRoute(pathname)?.route.handler ?? null;
  if (handler) await preloadPage(handler);
  const tree = (
    <StatusProvider value={status}>
      <HeadProvider value={head}>
        <StaticRouter location={url}>
          <App client={client} state={state} />
        </StaticRouter>
      </HeadProvider>
    </StatusProvider>
  );
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToString, maxRerenders: 10 });
  return {
    status: status.status,
    head: renderHeadTags(head.tags, state.productName),
    html: result,
    apolloState: client.cache.extract() as Record<string, unknown>,
    handler,
  };
}

/** When rendering itself failed: a page that needs no data. */
export function renderServerError(message: string, productName: string): { status: number; head: string; html: string } {
  const head = new HeadCollector();
  const html = renderToString(
    <HeadProvider value={head}>
      <StaticRouter location="/">
        <div className="main">
          <ServerErrorPage message={message} />
        </div>
      </StaticRouter>
    </HeadProvider>,
  );
  const tags: HeadTags = head.tags;
  return { status: serverErrorStatus(message), head: renderHeadTags(tags, productName), html };
}
