import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, PARAM_PATTERNS } from '../../shared/routes';
import { chooseFeedFormat, OEMBED_PATH, type FeedRequest } from '../../shared/syndication';
import { systemContext } from '../core';
import type { AppDeps } from '../graphql/context';
import {
  domainSitemap,
  feedContentType,
  feedStories,
  findFeed,
  oembedFor,
  pagesSitemap,
  prefixOfName,
  profilesSitemap,
  renderFeed,
  robotsTxt,
  sitemapIndex,
  storiesSitemap,
} from '../modules/syndication';
import { stillFresh } from './conditional-get';
import { siteOf } from './custom-domains';
import { defineRoute } from './web-routes';

const FEED_MAX_AGE_SECONDS = 300;
const SITEMAP_MAX_AGE_SECONDS = 3600;
const COLLECTION_SLUG = new RegExp(`^${PARAM_PATTERNS.collectionSlug}$`);
const USERNAME = new RegExp(`^@(${PARAM_PATTERNS.username})$`);

/** What a feed address names: `/feed/…` by the route table, `/{pub}/feed` and `/@{user}/feed`, and `/feed` on a custom domain. */
async function feedRequestOf(deps: AppDeps, request: FastifyRequest): Promise<FeedRequest | null> {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/feed') {
    const scope = (await siteOf(deps, request)).scope;
    if (!scope) return null;
    return scope.kind === 'collection' ? { kind: 'collection', collectionSlug: scope.collectionSlug } : { kind: 'user', username: scope.username };
  }
  const under = /^\/([^/]+)\/feed$/.exec(path);
  if (under) {
    const segment = decodeURIComponent(under[1] ?? '');
    const user = USERNAME.exec(segment);
    if (user) return { kind: 'user', username: user[1] ?? '' };
    return COLLECTION_SLUG.test(segment) ? { kind: 'collection', collectionSlug: segment } : null;
  }
  const match = matchRoute(path);
  switch (match?.route.name) {
    case 'ShowLatestFeed':
      return { kind: 'latest' };
    case 'ShowCollectionFeed':
      return { kind: 'collection', collectionSlug: match.params.collectionSlug ?? '' };
    case 'ShowUserFeed':
      return { kind: 'user', username: match.params.username ?? '' };
    case 'ShowTagFeed':
      return { kind: 'tag', tagSlug: match.params.tagSlug ?? '' };
    case 'ShowTopicFeed':
      return { kind: 'topic', topicSlug: match.params.topicSlug ?? '' };
    default:
      return null;
  }
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=60').send(`${what} not found`);
}

function sendXml(reply: FastifyReply, body: string | null, what: string) {
  if (body === null) return notFound(reply, what);
  return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`).send(body);
}

/**
 * Feeds (/feed/latest, /feed/{pub}, /{pub}/feed, /feed/@{user}, /feed/tag/{tag}, /feed/topic/{topic}; /feed on a
 * custom domain), /sitemap.xml and its pages, /robots.txt and the oEmbed endpoint. They answer every reader the
 * same (signed-in or not, the session is never read), so what a member may read never reaches a feed.
 */
export function registerSyndicationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = { method: 'GET', xsrf: false, writes: false, context: false } as const;
  const feedWhy = 'a public feed: the stories any signed-out reader may list, member-only ones as their preview';

  const feed = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    const format = chooseFeedFormat((request.query as Record<string, unknown>).format, request.headers.accept);
    if (!format) return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('format must be rss, atom or json');
    const wanted = await feedRequestOf(deps, request);
    const ctx = systemContext(deps);
    const found = wanted ? await findFeed(ctx, wanted) : null;
    if (!found) return notFound(reply, 'Feed');
    const { stories, etag, lastModified } = await feedStories(ctx, { feed: found, format });
    reply.header('etag', etag).header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`).header('vary', 'Accept');
    if (lastModified !== null) reply.header('last-modified', new Date(lastModified).toUTCString());
    if (stillFresh(request, etag, lastModified)) return reply.code(304).send();
    const body = await renderFeed(ctx, { feed: found, stories, format, lastModified });
    return reply.header('content-type', feedContentType(format)).send(body);
  };
  for (const url of ['/feed', '/feed/latest', '/feed/:name', '/feed/tag/:tagSlug', '/feed/topic/:topicSlug', '/:collectionSlug/feed']) {
    defineRoute(app, deps, { ...route, url, auth: { public: feedWhy } }, feed);
  }

  const sitemapWhy = 'the addresses of pages anyone may read, for search engines';
  defineRoute(app, deps, { ...route, url: '/sitemap.xml', auth: { public: sitemapWhy } }, async ({ request, reply }) => {
    const ctx = systemContext(deps);
    const scope = (await siteOf(deps, request)).scope;
    return sendXml(reply, scope ? await domainSitemap(ctx, scope) : await sitemapIndex(ctx), 'Sitemap');
  });
  defineRoute(app, deps, { ...route, url: '/sitemaps/pages.xml', auth: { public: sitemapWhy } }, async ({ reply }) => sendXml(reply, await pagesSitemap(systemContext(deps)), 'Sitemap'));
  for (const kind of ['stories', 'profiles'] as const) {
    defineRoute<{ Params: { page: string } }>(app, deps, { ...route, url: `/sitemaps/${kind}/:page`, auth: { public: sitemapWhy } }, async ({ request, reply }) => {
      const prefix = prefixOfName(request.params.page.replace(/\.xml$/, ''));
      if (prefix === null || !request.params.page.endsWith('.xml')) return notFound(reply, 'Sitemap');
      const ctx = systemContext(deps);
      return sendXml(reply, kind === 'stories' ? await storiesSitemap(ctx, { prefix }) : await profilesSitemap(ctx, { prefix }), 'Sitemap');
    });
  }

  defineRoute(app, deps, { ...route, url: '/robots.txt', auth: { public: 'the rules for crawlers, the same for everyone' } }, async ({ request, reply }) => {
    const site = await siteOf(deps, request);
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`).send(robotsTxt(site.origin));
  });

  const oembedWhy = "a description (title, author, thumbnail) of a page anyone may open, for other sites' link cards";
  defineRoute<{ Querystring: { url?: string; format?: string; maxwidth?: string } }>(app, deps, { ...route, url: OEMBED_PATH, auth: { public: oembedWhy } }, async ({ request, reply }) => {
    const { url, format = 'json', maxwidth } = request.query;
    reply.header('cache-control', 'public, max-age=3600');
    if (format !== 'json') return reply.code(501).header('content-type', 'text/plain; charset=utf-8').send('Only format=json is provided');
    if (typeof url !== 'string' || url === '') return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('url is required');
    const width = maxwidth !== undefined && /^[1-9][0-9]{0,4}$/.test(maxwidth) ? Number(maxwidth) : null;
    const answer = await oembedFor(systemContext(deps), { address: url, maxWidth: width });
    if (!answer) return notFound(reply, 'Page');
    return reply.header('content-type', 'application/json; charset=utf-8').header('access-control-allow-origin', '*').send(answer);
  });
}
