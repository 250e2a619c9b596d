import { createHash } from 'node:crypto';
import { defineRoute } from './web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPath, matchRoute, routes, startsOnInteraction, stripTrailingSlash } from '../../shared/routes';
import { resolveOnSite } from '../../shared/site';
import type { RenderInput, RenderOutput } from '../../client/entry-server';
import { jsonForScript } from '../../shared/format/html';
import type { AuthSettings, PreloadedState } from '../../shared/preloaded-state';
import { OAUTH_PROVIDERS, type Config } from '../config';
import type { AppDeps } from '../graphql/context';
import type { createInProcessExecutor } from '../graphql/execute';
import { requestContext } from '../graphql/request-context';
import { APP_VERSION } from '../graphql/schema';
import { GRAPHQL_ENDPOINT } from '../graphql/yoga';
import { canonicalProfileRedirect } from '../modules/users';
import { canonicalCollectionRedirect } from '../modules/collections';
import { appStart } from './app-start';
import { canonicalStoryRedirect } from './canonical-redirect';
import { customDomainRedirect, siteOf } from './custom-domains';
import { fontPreloadTags } from './font-preloads';
import type { PreloadFace } from '../../shared/validation/style-fonts';
import { looksLikeSearchCrawler } from '../modules/meter';
import { preferredEncoding, type CachedPage } from './page-cache';
import { clearSessionCookie, sessionCookieName } from './session-cookie';
import { hasToast, takeToast } from './toast-cookie';
import { verifyEmailNoticeDismissed } from './verify-email-notice-cookie';

export interface EntryServer {
  render(input: RenderInput): Promise<RenderOutput>;
  renderServerError(message: string, productName: string): { status: number; head: string; html: string };
}

/** A stylesheet a page links; `includes` names the built chunk stylesheets it joins (see scripts/page-styles.mjs). */
export interface LinkedStyle {
  href: string;
  includes?: readonly string[];
}

export interface PageAssets {
  scripts: string[];
  styles: LinkedStyle[];
  /**
   * The page's own modules, beyond what the application's entry imports. The HTML links none of them (a reader who
   * never acts fetches no application code); the boot script preloads them when it starts the application.
   */
  modulePreloads: string[];
  /** Font files to preload (hashed addresses), fetched beside the stylesheets instead of after them. */
  fonts?: string[];
}

/** How pages are rendered differs by mode (Vite in development, the built bundle in production, source in tests). */
export interface SsrRuntime {
  entry(): Promise<EntryServer>;
  /** `fonts`: the web faces the page named (a page wearing a design), in place of its page type's. */
  assets(handler: string | null, fonts?: readonly PreloadFace[] | null): PageAssets;
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
    `frame-src 'self'${google}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function stateScript(state: PreloadedState, cacheState: unknown): string {
  return `window.__PRELOADED_STATE__=${jsonForScript(state)};window.__GRAPHQL_ENDPOINT__=${jsonForScript(GRAPHQL_ENDPOINT)};window.__CACHE_STATE__=${jsonForScript(cacheState)};`;
}

/**
 * When the boot script starts the application: at the reader's first interaction on a reading page, as soon as the
 * page has loaded anywhere else (`<html data-start>`).
 */
export type AppStart = 'interaction' | 'load';

function document(parts: { head: string; html: string; inlineScript: string; assets: PageAssets; start: AppStart }): string {
  const fonts = fontPreloadTags(parts.assets.fonts ?? []).join('\n    ');
  const styles = parts.assets.styles
    .map(({ href, includes }) => `<link rel="stylesheet" href="${href}"${includes?.length ? ` data-includes="${includes.join(' ')}"` : ''}>`)
    .join('\n    ');
  const preloads = parts.assets.modulePreloads.length ? ` data-preload="${parts.assets.modulePreloads.join(' ')}"` : '';
  const scripts = parts.assets.scripts.map((src) => `<script type="module" src="${src}"${preloads}></script>`).join('\n    ');
  return `<!doctype html>
<html lang="en" data-start="${parts.start}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#ffffff">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${parts.head}
    ${fonts}
    ${styles}
  </head>
  <body>
    <div id="root">${parts.html}</div>
    <script>${parts.inlineScript}</script>
    ${scripts}
  </body>
</html>`;
}

/**
 * The shared address of a signed-out page: its path and only the query parameters the page reads, in a
 * fixed order. Null when the page is not shared (a route without `sharedCache`).
 */
export function sharedPageKey(pathname: string, search: string): { key: string; tags: readonly string[] } | null {
  const route = matchRoute(pathname)?.route;
  if (!route?.sharedCache) return null;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of route.sharedCache.query) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return { key: query ? `${pathname}?${query}` : pathname, tags: route.sharedCache.tags ?? [] };
}

function authSettings(config: Config): AuthSettings {
  return {
    providers: OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== null),
    googleClientId: config.googleOneTapClientId,
  };
}

/**
 * Page addresses of the form `/{word}/feed` (a tag or a topic named "feed"): the publication feed route
 * `/{pub}/feed` would take them, so they are registered as they are, and a fixed segment wins.
 */
export function pagesShadowedByFeeds(): string[] {
  return routes
    .filter((route) => route.handler && /^\/[a-z-]+\/\{@?\w+\}$/.test(route.path))
    .map((route) => route.path.replace(/\{@?\w+\}$/, 'feed'))
    .filter((path) => matchRoute(path)?.route.handler);
}

export function registerPageRendering(
  app: FastifyInstance,
  deps: AppDeps,
  runtime: SsrRuntime,
  execute: ReturnType<typeof createInProcessExecutor>,
) {
  const cache = deps.pageCache;
  const sessionCookie = sessionCookieName(deps.config);
  // Unrelated cookies (analytics, a provider's state) do not make a page personal; a live session or a toast does.
  async function sharedKey(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) {
    const signedIn = request.cookies[sessionCookie] !== undefined && (await hasLiveSession(request, reply));
    if (signedIn || runtime.transformHtml || hasToast(request) || request.headers.authorization) return null;
    return sharedPageKey(pathname, search);
  }

  /**
   * A session cookie that names no live session (forged, ended, expired) belongs to a signed-out visitor:
   * the browser is told to drop it, and the visitor is served as any signed-out reader (the shared page).
   */
  async function hasLiveSession(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const ctx = await requestContext(deps, request, reply);
    if (ctx.viewer !== null) return true;
    clearSessionCookie(ctx.cookies, deps.config);
    return false;
  }

  function headers(reply: FastifyReply, status: number, csp: string, signedIn: boolean, cacheStatus: 'hit' | 'miss' | 'dynamic') {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', signedIn ? 'private, no-store' : 'public, max-age=0, must-revalidate')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('x-cache-status', cacheStatus);
  }

  function sendShared(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheStatus: 'hit' | 'miss') {
    headers(reply, page.status, page.csp, false, cacheStatus);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const [pathname = '/', search = ''] = url.split('?');
    const stripped = stripTrailingSlash(pathname);
    if (stripped !== null) return reply.redirect(stripped + (search ? `?${search}` : ''), 301);

    // On a publication's or person's custom domain, addresses are read in its scope (see shared/site.ts);
    // `pagePath` is the same page's address on the instance's own site, which the rules below are written for.
    const site = await siteOf(deps, request);
    const resolved = resolveOnSite(pathname, site);
    if (resolved.kind === 'elsewhere') return reply.header('cache-control', 'no-cache').redirect(resolved.url + (search ? `?${search}` : ''), 302);
    const pagePath = resolved.kind === 'page' ? resolved.internalPath : pathname;

    const sharedHere = await sharedKey(request, reply, pagePath, search);
    const sharedQuery = sharedHere ? sharedHere.key.slice(pagePath.length + 1) : '';
    // A shared page is rendered from the address it is kept under, so nothing else of this request's address
    // (campaign parameters, a visitor's own additions) reaches the links and metadata every later reader gets.
    const renderUrl = sharedHere ? pathname + (sharedQuery ? `?${sharedQuery}` : '') : url;
    // A custom domain's pages are kept apart from the instance's own (their links differ).
    const shared = sharedHere && site.scope ? { ...sharedHere, key: site.origin + sharedHere.key } : sharedHere;
    // A search engine may be let read a whole member-only story: its story pages render for it (and are kept only if no whole locked text was in them).
    const crawlerOnStory = looksLikeSearchCrawler(request.headers['user-agent'] ?? '') && matchRoute(pagePath)?.route.handler === 'post';
    const cached = shared && !crawlerOnStory ? cache.get(shared.key) : null;
    if (cached) return sendShared(request, reply, cached, 'hit');

    const ctx = await requestContext(deps, request, reply);
    const canonical =
      (await canonicalStoryRedirect(ctx, pagePath, search, { origin: site.origin, path: pathname })) ??
      (await canonicalProfileRedirect(ctx, { pathname: pagePath, search })) ??
      (await canonicalCollectionRedirect(ctx, { pathname: pagePath, search })) ??
      (await customDomainRedirect(ctx, resolved.kind === 'page' ? resolved.match : null, site, search));
    if (canonical) return reply.header('cache-control', 'no-cache').redirect(canonical, 301);
    if (ctx.viewer === null && matchRoute(pagePath)?.route.signedInOnly) {
      return reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: url } }), 302);
    }
    const state: PreloadedState = {
      productName: deps.config.productName,
      appVersion: APP_VERSION,
      session: { xsrf: ctx.session?.xsrf ?? null, isLoggedInCookie: ctx.viewer !== null, isSpoofed: false, verifyEmailNoticeDismissed: verifyEmailNoticeDismissed(request, ctx.viewer) },
      flags: ctx.flags,
      auth: authSettings(deps.config),
      // A shared page carries nothing of the visitor who happened to ask first.
      navigation: {
        currentLocation: renderUrl,
        referrer: shared ? null : (request.headers.referer ?? null),
        queryString: shared ? sharedQuery : search,
        currentHash: '',
        toast: takeToast(request, reply),
      },
      site,
    };
    const entry = await runtime.entry();
    let page: { status: number; head: string; html: string; pageState: unknown; handler: string | null; fonts?: readonly PreloadFace[] | null };
    try {
      page = await entry.render({ url: renderUrl, state, execute: (req) => execute(ctx, req), fragments: cache });
    } catch (error) {
      request.log.error({ err: error }, 'page rendering failed');
      const failed = entry.renderServerError(error instanceof Error ? error.message : String(error), deps.config.productName);
      page = { ...failed, pageState: {}, handler: null };
    }
    const inlineScript = stateScript(state, page.pageState);
    const start = appStart(page, startsOnInteraction(matchRoute(pagePath)?.route));
    let html = document({ head: page.head, html: page.html, inlineScript, assets: runtime.assets(page.handler, page.fonts), start });
    if (runtime.transformHtml) html = await runtime.transformHtml(renderUrl, html);
    const csp = contentSecurityPolicy(inlineScript, runtime.allowInlineScripts === true, deps.config.googleOneTapClientId !== null);
    // Only ordinary answers are kept; a failure must not be served again to the next reader.
    if (shared && ctx.viewer === null && ctx.cacheControl.group !== 'disabled' && (page.status === 200 || page.status === 404)) {
      const stored = cache.set(shared.key, { status: page.status, csp, html }, [...shared.tags, ...ctx.cacheTags]);
      return sendShared(request, reply, stored, 'miss');
    }
    return headers(reply, page.status, csp, ctx.viewer !== null, 'dynamic').send(html);
  }

  const why = 'pages: what they show comes through GraphQL fields, each declaring who may read it';
  for (const url of ['/*', '/', ...pagesShadowedByFeeds()]) {
    defineRoute(app, deps, { method: 'GET', url, auth: { public: why }, xsrf: false, writes: false, context: false }, ({ request, reply }) => renderPage(request, reply));
  }
}
