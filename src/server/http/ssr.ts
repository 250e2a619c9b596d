import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stripTrailingSlash } from '../../shared/routes';
import type { RenderInput, RenderOutput } from '../../client/entry-server';
import { jsonForScript } from '../../shared/format/html';
import type { PreloadedState } from '../../shared/preloaded-state';
import type { AppDeps } from '../graphql/context';
import type { createInProcessExecutor } from '../graphql/execute';
import { requestContext } from '../graphql/request-context';
import { APP_VERSION } from '../graphql/schema';
import { GRAPHQL_ENDPOINT } from '../graphql/yoga';
import { takeToast } from './toast-cookie';

export interface EntryServer {
  render(input: RenderInput): Promise<RenderOutput>;
  renderServerError(message: string, productName: string): { status: number; head: string; html: string };
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
  modulePreloads: string[];
}

/** How pages are rendered differs by mode (Vite in development, the built bundle in production, source in tests). */
export interface SsrRuntime {
  entry(): Promise<EntryServer>;
  assets(handler: string | null): PageAssets;
  /** Development only: lets Vite add its client and hot-reload preamble. */
  transformHtml?(url: string, html: string): Promise<string>;
  /** Development only: Vite's inline scripts carry no nonce. */
  allowInlineScripts?: boolean;
}

function contentSecurityPolicy(nonce: string, allowInline: boolean): string {
  const script = allowInline ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function document(parts: { head: string; html: string; nonce: string; state: PreloadedState; apolloState: unknown; assets: PageAssets }): string {
  const styles = parts.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  const preloads = parts.assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n    ');
  const scripts = parts.assets.scripts.map((src) => `<script type="module" src="${src}" nonce="${parts.nonce}"></script>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#ffffff">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${parts.head}
    ${styles}
    ${preloads}
  </head>
  <body>
    <div id="root">${parts.html}</div>
    <script nonce="${parts.nonce}">window.__PRELOADED_STATE__=${jsonForScript(parts.state)};window.__GRAPHQL_ENDPOINT__=${jsonForScript(GRAPHQL_ENDPOINT)};window.__APOLLO_STATE__=${jsonForScript(parts.apolloState)};</script>
    ${scripts}
  </body>
</html>`;
}

export function registerPageRendering(
  app: FastifyInstance,
  deps: AppDeps,
  runtime: SsrRuntime,
  execute: ReturnType<typeof createInProcessExecutor>,
) {
  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const [pathname = '/', search = ''] = url.split('?');
    const stripped = stripTrailingSlash(pathname);
    if (stripped !== null) return reply.redirect(stripped + (search ? `?${search}` : ''), 301);

    const nonce = randomBytes(16).toString('base64');
    const ctx = await requestContext(deps, request);
    const state: PreloadedState = {
      productName: deps.config.productName,
      appVersion: APP_VERSION,
      session: { xsrf: ctx.session?.xsrf ?? null, isLoggedInCookie: ctx.viewer !== null, isSpoofed: false },
      flags: ctx.flags,
      navigation: {
        currentLocation: url,
        referrer: request.headers.referer ?? null,
        queryString: search,
        currentHash: '',
        toast: takeToast(request, reply),
      },
    };
    const entry = await runtime.entry();
    let page: { status: number; head: string; html: string; apolloState: unknown; handler: string | null };
    try {
      page = await entry.render({ url, state, execute: (req) => execute(ctx, req) });
    } catch (error) {
      request.log.error({ err: error }, 'page rendering failed');
      const failed = entry.renderServerError(error instanceof Error ? error.message : String(error), deps.config.productName);
      page = { ...failed, apolloState: {}, handler: null };
    }
    let html = document({ head: page.head, html: page.html, nonce, state, apolloState: page.apolloState, assets: runtime.assets(page.handler) });
    if (runtime.transformHtml) html = await runtime.transformHtml(url, html);
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(nonce, runtime.allowInlineScripts === true))
      .header('cache-control', ctx.viewer ? 'private, no-store' : 'public, max-age=0, must-revalidate')
      .header('vary', 'Cookie')
      .send(html);
  }

  app.get('/*', renderPage);
  app.get('/', renderPage);
}
