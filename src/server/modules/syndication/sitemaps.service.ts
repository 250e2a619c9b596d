import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { buildPath } from '../../../shared/routes';
import type { SiteScope } from '../../../shared/site';
import type { ServiceContext } from '../../core';
import { collectionByDomainOrSlug, collectionHref, domainOrigin, publicationPages, userHref } from '../collections';
import { openTopicSlugs, tagSlugsWithStories } from '../topics';
import { userByUsername, writersInIdRange } from '../users';
import { linkStories } from './story-links';
import { estimatedProfiles, estimatedPublishedStories, listedStoriesInRange, newestListedStories, type IdRange } from './syndication.repo';

/** URLs in one sitemap file: well under the protocol's 50,000, so a page stays small and quick. */
export const SITEMAP_PAGE_SIZE = 10_000;
/** The protocol's limit, for the lists kept in one file (tags and topics, a custom domain's stories). */
const SITEMAP_MAX = 50_000;
const ID_LENGTH = 12;

/**
 * Ids are random, so the rows whose ids start with one prefix are an even share of all: with `count` rows,
 * prefixes of `k` hex digits split them into 16^k pages of about count / 16^k. The fewest digits that keep a
 * page under SITEMAP_PAGE_SIZE; each page is then one range read of the primary key.
 */
export function idPrefixes(count: number): string[] {
  let digits = 0;
  while (count / 16 ** digits > SITEMAP_PAGE_SIZE * 0.8 && digits < 4) digits += 1;
  if (digits === 0) return [''];
  return Array.from({ length: 16 ** digits }, (_, i) => i.toString(16).padStart(digits, '0'));
}

/** The ids a prefix covers; null when the text is not a prefix. */
export function prefixRange(prefix: string): IdRange | null {
  if (!/^[0-9a-f]{0,4}$/.test(prefix)) return null;
  if (prefix === '') return { from: '', to: null };
  const next = parseInt(prefix, 16) + 1;
  const to = next >= 16 ** prefix.length ? null : next.toString(16).padStart(prefix.length, '0').padEnd(ID_LENGTH, '0');
  return { from: prefix.padEnd(ID_LENGTH, '0'), to };
}

/** How a prefix is written in a sitemap's address (`all` for the single page of a small site). */
export function prefixName(prefix: string): string {
  return prefix === '' ? 'all' : prefix;
}

export function prefixOfName(name: string): string | null {
  if (name === 'all') return '';
  return /^[0-9a-f]{1,4}$/.test(name) ? name : null;
}

async function xml(stream: SitemapStream | SitemapIndexStream, items: readonly (SitemapItemLoose | { url: string; lastmod?: string })[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

function isoDay(time: number | null | undefined): string | undefined {
  return time ? new Date(time).toISOString() : undefined;
}

/** /sitemap.xml on the instance's own address: an index of the paged sitemaps. */
export async function sitemapIndex(ctx: ServiceContext): Promise<string> {
  const origin = ctx.config.publicUrl;
  const [stories, profiles] = await Promise.all([estimatedPublishedStories(ctx.db), estimatedProfiles(ctx.db)]);
  const urls = [
    `${origin}/sitemaps/pages.xml`,
    ...idPrefixes(stories).map((p) => `${origin}/sitemaps/stories/${prefixName(p)}.xml`),
    ...idPrefixes(profiles).map((p) => `${origin}/sitemaps/profiles/${prefixName(p)}.xml`),
  ];
  return xml(new SitemapIndexStream(), urls.map((url) => ({ url })));
}

/** One page of stories: listed ones (member-only included, their preview is public), on the instance's own address. */
export async function storiesSitemap(ctx: ServiceContext, { prefix }: { prefix: string }): Promise<string | null> {
  const range = prefixRange(prefix);
  if (!range) return null;
  const posts = await listedStoriesInRange(ctx.db, range, SITEMAP_MAX);
  // Stories of publications and writers with their own domain are listed in that domain's sitemap.
  const stories = (await linkStories(ctx, posts)).filter((s) => s.url.startsWith(`${ctx.config.publicUrl}/`));
  return xml(new SitemapStream(), stories.map((s) => ({ url: s.url, lastmod: isoDay(Math.max(s.post.updatedAt, s.post.publishedAt ?? 0)) })));
}

/** One page of profiles: writers in good standing with a listed story. */
export async function profilesSitemap(ctx: ServiceContext, { prefix }: { prefix: string }): Promise<string | null> {
  const range = prefixRange(prefix);
  if (!range) return null;
  const writers = await writersInIdRange(ctx.db, range, SITEMAP_MAX);
  const domains = await ctx.loaders.userLiveDomain.loadMany(writers.map((w) => w.id));
  const items = writers.flatMap((w, i) =>
    w.username && !domains[i] ? [{ url: ctx.config.publicUrl + buildPath('ShowUser', { username: w.username }), lastmod: isoDay(w.updated_at) }] : [],
  );
  return xml(new SitemapStream(), items);
}

/** The home page, topics, tags and publications: the pages that list stories. */
export async function pagesSitemap(ctx: ServiceContext): Promise<string> {
  const origin = ctx.config.publicUrl;
  const [collections, topics, tags] = await Promise.all([publicationPages(ctx.db, SITEMAP_MAX), openTopicSlugs(ctx.db), tagSlugsWithStories(ctx.db, null, SITEMAP_MAX)]);
  const items = [
    { url: `${origin}/` },
    ...collections.filter((c) => !c.domain).map((c) => ({ url: origin + buildPath('ShowCollectionHome', { collectionSlug: c.slug }), lastmod: isoDay(c.updated_at) })),
    ...topics.map((slug) => ({ url: origin + buildPath('ShowTopic', { topicSlug: slug }) })),
    ...tags.map((slug) => ({ url: origin + buildPath('ShowTagPosts', { tagSlug: slug }) })),
  ].slice(0, SITEMAP_MAX);
  return xml(new SitemapStream(), items);
}

/** /sitemap.xml on a custom domain: its publication's (or writer's) home and stories, on that domain. */
export async function domainSitemap(ctx: ServiceContext, scope: SiteScope): Promise<string | null> {
  if (scope.kind === 'collection') {
    const collection = await collectionByDomainOrSlug(ctx.db, scope.collectionSlug);
    if (!collection?.domain) return null;
    const home = collectionHref(ctx.config, collection, 'ShowCollectionHome');
    const stories = await linkStories(ctx, await newestListedStories(ctx.db, { kind: 'collection', collectionId: collection.id }, SITEMAP_MAX - 1));
    const origin = domainOrigin(ctx.config, collection.domain);
    const items = [{ url: home, lastmod: isoDay(collection.updatedAt) }, ...stories.filter((s) => s.url.startsWith(`${origin}/`)).map((s) => ({ url: s.url, lastmod: isoDay(s.post.updatedAt) }))];
    return xml(new SitemapStream(), items);
  }
  const user = await userByUsername(ctx.db, scope.username);
  if (!user?.username || user.isSuspended || user.deletedAt !== null) return null;
  const domain = await ctx.loaders.userLiveDomain.load(user.id);
  if (!domain) return null;
  const origin = domainOrigin(ctx.config, domain);
  const stories = await linkStories(ctx, await newestListedStories(ctx.db, { kind: 'user', userId: user.id }, SITEMAP_MAX - 1));
  const items = [
    { url: userHref(ctx.config, user.username, domain, 'ShowUser') },
    ...stories.filter((s) => s.url.startsWith(`${origin}/`)).map((s) => ({ url: s.url, lastmod: isoDay(s.post.updatedAt) })),
  ];
  return xml(new SitemapStream(), items);
}

/** Areas no search engine should crawl: accounts, the server's own endpoints, sign-in and the editor. */
export const DISALLOWED_PATHS = ['/me/', '/_/', '/m/', '/new-story', '/p/*/edit', '/p/*/settings', '/media/frame/'] as const;

/** /robots.txt: the private areas and where the sitemap is (`origin`: this site's, custom domain or not). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
