import type { ReactNode } from 'react';
// React's documented server renderer for Node: `renderToPipeableStream` to wait for every query (Suspense),
// `renderToString` for the pieces that need no data.
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { resolveOnSite } from '../shared/site';
import { ServerErrorPage, serverErrorStatus } from './components/ErrorPages/ErrorPages';
import { preloadPage } from './pages/registry';
import { App } from './shell/App';
import { HeadCollector, HeadProvider, renderHeadTags, type HeadTags } from './shell/head';
import type { PreloadedState } from './shell/preloaded';
import type { PreloadFace } from '../shared/validation/style-fonts';
import { createServerClient, type PageState, type ServerExecutor } from './shell/graphql-client';
import { moveIntoSlots, ServerFragmentsProvider, type ServerFragments } from './shell/server-fragments';
import { StatusProvider, StatusRecorder } from './shell/status';

export interface RenderInput {
  url: string;
  state: PreloadedState;
  execute: ServerExecutor;
  /** Where HTML that is the same for every reader is kept between requests. */
  fragments?: FragmentStore;
}

export interface FragmentStore {
  fragment(key: string): string | null;
  setFragment(key: string, html: string, tags: readonly string[]): void;
}

function serverFragments(store: FragmentStore | undefined): ServerFragments {
  return {
    get: (key) => store?.fragment(key) ?? null,
    keep(key, value, tags) {
      store?.setFragment(key, value, tags);
      return value;
    },
    render: (element) => renderToString(element),
  };
}

export interface RenderOutput {
  status: number;
  head: string;
  html: string;
  pageState: PageState;
  handler: string | null;
  /** The web faces the page named for preloading (`HeadTags.fonts`), or null for its page type's. */
  fonts: readonly PreloadFace[] | null;
}

/**
 * Renders the page once: a component whose query has no data yet waits for it (Suspense) while the rest
 * renders, and the HTML is taken when everything is ready.
 */
function renderOnce(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    let html = '';
    // React writes UTF-8 bytes (and long strings as they are); they are decoded as they come and kept as one string.
    const decoder = new TextDecoder();
    // All React asks of a destination it writes into at once.
    const sink = {
      write(chunk: Uint8Array | string) {
        html += typeof chunk === 'string' ? decoder.decode() + chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end() {
        html += decoder.decode();
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(html);
      },
      destroy(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      on: () => sink,
    };
    const stream = renderToPipeableStream(tree, {
      onError(error) {
        failed ??= error;
      },
      onShellError: reject,
      onAllReady() {
        stream.pipe(sink as unknown as NodeJS.WritableStream);
      },
    });
  });
}

/** Renders a page with its data: queries run in process, their answers are handed to the browser to start from. */
export async function render({ url, state, execute, fragments }: RenderInput): Promise<RenderOutput> {
  const client = createServerClient(execute);
  const head = new HeadCollector();
  const status = new StatusRecorder();
  const pathname = new URL(url, 'http://localhost').pathname;
  const resolved = resolveOnSite(pathname, state.site);
  const handler = resolved.kind === 'page' ? (resolved.match.route.handler ?? null) : null;
  if (handler) await preloadPage(handler);
  const tree = (
    <StatusProvider value={status}>
      <HeadProvider value={head}>
        <ServerFragmentsProvider value={serverFragments(fragments)}>
          <StaticRouter location={url}>
            <App client={client} state={state} server />
          </StaticRouter>
        </ServerFragmentsProvider>
      </HeadProvider>
    </StatusProvider>
  );
  const html = moveIntoSlots(await renderOnce(tree));
  return {
    status: status.status,
    head: renderHeadTags(head.tags, state.productName),
    html,
    pageState: client.extract(),
    handler,
    fonts: head.tags.fonts ?? null,
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
