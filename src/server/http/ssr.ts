import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPath, matchRoute, stripTrailingSlash } from '../../shared/routes';
import type { RenderInput, RenderOutput } from '../../client/entry-server';
import { jsonForScript } from '../../shared/format/html';
import type { AuthSettings, PreloadedState } from '../../shared/preloaded-state';
import { OAUTH_PROVIDERS, type Config } from '../config';
import type { AppDeps } from '../graphql/context';
import type { createInProcessExecutor } from '../graphql/execute';
import { requestContext } from '../graphql/request-context';
import { APP_VERSION } from '../graphql/schema';
import { GRAPHQL_ENDPOINT } from '../graphql/yoga';
import { canonicalStoryRedirect } from './canonical-redirect';
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

/** The inline state script is allowed by its hash, so a cached page stays valid under the policy. */
function contentSecurityPolicy(inlineScript: string, allowInline: boolean, googleOneTap = false): string {
  const hash = createHash('sha256').update(inlineScript).digest('base64');
  // Google one-tap (only when configured) loads its script, styles and frames from here.
  const google = googleOneTap ? ' https://accounts.google.com/gsi/' : '';
  const script = allowInline ? "'self' 'unsafe-inline'" : `'self' 'sha256-${hash}'`;
  return [
    "default-src 'self'",
    `script-src ${script}${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${google}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function stateScript(state: PreloadedState, apolloState: unknown): string {
  return `window.__PRELOADED_STATE__=${jsonForScript(state)};window.__GRAPHQL_ENDPOINT__=${jsonForScript(GRAPHQL_ENDPOINT)};window.__APOLLO_STATE__=${jsonForScript(apolloState)};`;
}

function document(parts: { head: string; html: string; inlineScript: string; assets: PageAssets }): string {
  const styles = parts.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  const preloads = parts.assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n    ');
  const scripts = parts.assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ');
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
    <script>${parts.inlineScript}</script>
    ${scripts}
  </body>
</html>`;
}

interface RenderedPage {
  status: number;
  html: string;
  csp: string;
}

/** Pages for signed-out readers are the same for everyone, so they are kept briefly and served again. */
export const ANONYMOUS_PAGE_TTL_MS = 30_000;
const ANONYMOUS_PAGE_MAX_ENTRIES = 1000;

function createPageCache(ttlMs: number) {
  const pages = new Map<string, { page: RenderedPage; expiresAt: number }>();
  return {
    get(key: string): RenderedPage | null {
      const hit = pages.get(key);
      if (!hit) return null;
      if (hit.expiresAt <= Date.now()) {
        pages.delete(key);
        return null;
      }
      return hit.page;
    },
    set(key: string, page: RenderedPage) {
      if (pages.size >= ANONYMOUS_PAGE_MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
      pages.set(key, { page, expiresAt: Date.now() + ttlMs });
    },
    clear() {
      pages.clear();
    },
  };
}

function authSettings(config: Config): AuthSettings {
  return {
    providers: OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== null),
    googleClientId: config.googleOneTapClientId,
  };
}

export function registerPageRendering(
  app: FastifyInstance,
  deps: AppDeps,
  runtime: SsrRuntime,
  execute: ReturnType<typeof createInProcessExecutor>,
) {
  const cache = createPageCache(ANONYMOUS_PAGE_TTL_MS);
  // A story leaving (or joining) the public pages must not linger in this process's cache for 30 s.
  for (const event of ['post.published', 'post.unpublished', 'post.deleted', 'post.removedFromCollection'] as const) {
    deps.bus.subscribe(event, () => cache.clear());
  }
  const cacheable = (request: FastifyRequest) =>
    !runtime.transformHtml && Object.keys(request.cookies).length === 0 && !request.headers.authorization;

  function send(reply: FastifyReply, page: RenderedPage, signedIn: boolean, cacheStatus: 'hit' | 'miss' | 'dynamic') {
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', signedIn ? 'private, no-store' : 'public, max-age=0, must-revalidate')
      .header('vary', 'Cookie')
      .header('x-cache-status', cacheStatus)
      .send(page.html);
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const [pathname = '/', search = ''] = url.split('?');
    const stripped = stripTrailingSlash(pathname);
    if (stripped !== null) return reply.redirect(stripped + (search ? `?${search}` : ''), 301);

    const useCache = cacheable(request);
    const cached = useCache ? cache.get(url) : null;
    if (cached) return send(reply, cached, false, 'hit');

    const ctx = await requestContext(deps, request, reply);
    const canonical = await canonicalStoryRedirect(ctx, pathname, search);
    if (canonical) return reply.header('cache-control', 'no-cache').redirect(canonical, 301);
    if (ctx.viewer === null && matchRoute(pathname)?.route.signedInOnly) {
      return reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: url } }), 302);
    }
    const state: PreloadedState = {
      productName: deps.config.productName,
      appVersion: APP_VERSION,
      session: { xsrf: ctx.session?.xsrf ?? null, isLoggedInCookie: ctx.viewer !== null, isSpoofed: false },
      flags: ctx.flags,
      auth: authSettings(deps.config),
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
    const inlineScript = stateScript(state, page.apolloState);
    let html = document({ head: page.head, html: page.html, inlineScript, assets: runtime.assets(page.handler) });
    if (runtime.transformHtml) html = await runtime.transformHtml(url, html);
    const rendered: RenderedPage = { status: page.status, html, csp: contentSecurityPolicy(inlineScript, runtime.allowInlineScripts === true, deps.config.googleOneTapClientId !== null) };
    // Only ordinary answers are kept; a failure must not be served again to the next reader.
    if (useCache && ctx.viewer === null && (page.status === 200 || page.status === 404)) cache.set(url, rendered);
    return send(reply, rendered, ctx.viewer !== null, useCache ? 'miss' : 'dynamic');
  }

  app.get('/*', renderPage);
  app.get('/', renderPage);
}
