import { GraphQLError } from 'graphql';
import { BROWSE_CACHE_TAG, BROWSE_SLUG_PATTERN, STAFF_PICKS_SLUG, TRENDING_MESSAGES, topPeriod, trendingMode } from '../../../shared/trending';
import type { Executor } from '../../db';
import type { ServiceContext, SignedInContext } from '../../core';
import { itemsOf, readableCatalog, type CatalogModel } from '../catalogs';
import { TAG_PAGE_SIZE } from '../../../shared/validation/topics';
import { pageSize, type PostModel } from '../posts';
import { topicBySlug, topicTagSlugs } from '../topics';
import { browseCatalogId, browseSlugOf, rankedPage, removeBrowseSlug, setBrowseSlug, type RankCursor } from './trending.repo';
import { topModeKey } from './trending.scores';
import { listedPosts } from './trending.posts';

export interface Paging {
  limit?: number | null;
  to?: string | null;
  ignoredIds?: readonly string[] | null;
}

const failure = (message: string, code: 'BAD_REQUEST' | 'NOT_FOUND') => new GraphQLError(message, { extensions: { code } });

// Cursors: the score exactly as JavaScript prints it, then the story id.

export function encodeRankCursor(cursor: RankCursor): string {
  return `${cursor.score}_${cursor.id}`;
}

export function decodeRankCursor(to: string | null | undefined): RankCursor | null {
  const match = /^(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { score: Number(match[1]), id: match[2] ?? '' } : null;
}

interface RankedIdsInput {
  mode: string;
  limit: number;
  after?: string | null;
  tagSlugs?: readonly string[] | null;
  collectionId?: string | null;
  viewerId?: string | null;
  ignoredIds?: readonly string[] | null;
}

/** A page of a ranking as story ids, and the cursor of the next page (null at the end). */
async function rankedIds(db: Executor, input: RankedIdsInput): Promise<{ ids: string[]; next: string | null }> {
  const rows = await rankedPage(db, {
    mode: input.mode,
    limit: input.limit + 1,
    after: decodeRankCursor(input.after),
    tagSlugs: input.tagSlugs ?? null,
    collectionId: input.collectionId ?? null,
    viewerId: input.viewerId ?? null,
    ignoredIds: input.ignoredIds ?? [],
  });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return { ids: page.map((r) => r.id), next: rows.length > input.limit && last ? encodeRankCursor(last) : null };
}

/**
 * Trending stories (the default mode) as ids, optionally among stories carrying any of `tagSlugs`: a topic's
 * HOT sort and the home feeds use it. Muted and blocked sources are left out for `viewerId`.
 */
export function hotPostIds(
  ctx: ServiceContext,
  input: { tagSlugs?: string[]; limit: number; after?: string | null; viewerId?: string | null; ignoredIds?: readonly string[] },
): Promise<{ ids: string[]; next: string | null }> {
  return rankedIds(ctx.db, { mode: trendingMode(null)!.name, ...input });
}

/** The first `limit` trending stories (the default mode) as ids; muted and blocked sources left out for `viewerId`. */
export async function trendingPostIds(ctx: ServiceContext, input: { limit: number; viewerId?: string | null }): Promise<string[]> {
  return (await rankedIds(ctx.db, { mode: trendingMode(null)!.name, limit: input.limit, viewerId: input.viewerId })).ids;
}

async function connection(ctx: ServiceContext, found: { ids: string[]; next: string | null }, limit: number) {
  const posts = await listedPosts(ctx, found.ids);
  return { posts, pagingInfo: { next: found.next ? { limit, to: found.next } : null, previous: null } };
}

export async function trendingPosts(ctx: ServiceContext, input: { mode?: string | null; topicSlug?: string | null; paging?: Paging | null }) {
  const mode = trendingMode(input.mode);
  if (!mode) throw failure(TRENDING_MESSAGES.unknownMode, 'BAD_REQUEST');
  let tagSlugs: string[] | null = null;
  if (input.topicSlug) {
    const topic = await topicBySlug(ctx.db, input.topicSlug, ctx.viewer);
    if (!topic) throw failure(TRENDING_MESSAGES.unknownTopic, 'NOT_FOUND');
    tagSlugs = topic.tagSlugs;
  }
  const limit = pageSize(input.paging?.limit);
  const found = await rankedIds(ctx.db, {
    mode: mode.name,
    limit,
    after: input.paging?.to,
    tagSlugs,
    viewerId: ctx.viewer?.id,
    ignoredIds: input.paging?.ignoredIds,
  });
  return connection(ctx, found, limit);
}

/**
 * A publication's trending stories (/{collectionSlug}/trending): the site's trending ranking (the default mode, the
 * same scores as /trending) among the stories published in it.
 */
export async function collectionTrendingPosts(ctx: ServiceContext, input: { collectionId: string; paging?: Paging | null }) {
  const limit = pageSize(input.paging?.limit);
  const found = await rankedIds(ctx.db, {
    mode: trendingMode(null)!.name,
    limit,
    after: input.paging?.to,
    collectionId: input.collectionId,
    viewerId: ctx.viewer?.id,
    ignoredIds: input.paging?.ignoredIds,
  });
  return connection(ctx, found, limit);
}

export async function topStories(ctx: ServiceContext, input: { period?: string | null; paging?: Paging | null }) {
  const period = topPeriod(input.period);
  if (!period) throw failure(TRENDING_MESSAGES.unknownPeriod, 'BAD_REQUEST');
  const limit = pageSize(input.paging?.limit);
  const found = await rankedIds(ctx.db, {
    mode: topModeKey(period.name),
    limit,
    after: input.paging?.to,
    viewerId: ctx.viewer?.id,
    ignoredIds: input.paging?.ignoredIds,
  });
  return connection(ctx, found, limit);
}

/**
 * A topic's HOT stories (its page's default sort): this module's scores (the default mode) among the stories
 * carrying the topic's tags. The topic's `posts` field asks here for HOT and the topics module for the others.
 */
export async function hotTopicPosts(ctx: ServiceContext, { topicId, paging }: { topicId: string; paging: Paging }) {
  const limit = pageSize(paging.limit ?? TAG_PAGE_SIZE);
  const tagSlugs = await topicTagSlugs(ctx.db, topicId);
  const found = await hotPostIds(ctx, { tagSlugs, limit, after: paging.to, viewerId: ctx.viewer?.id ?? null, ignoredIds: paging.ignoredIds ?? [] });
  const posts = (await ctx.loaders.postById.loadMany(found.ids)).filter((p): p is PostModel => p !== null && !(p instanceof Error));
  return { posts, pagingInfo: { next: found.next ? { limit, to: found.next } : null, previous: null } };
}

// Lists under /browse.

/** The list at /browse/{slug}, when the reader may read it. */
export async function browseCatalog(ctx: ServiceContext, { slug }: { slug: string }): Promise<CatalogModel | null> {
  const catalogId = await browseCatalogId(ctx.db, slug);
  return catalogId ? readableCatalog(ctx, { catalogId }) : null;
}

export function catalogBrowseSlug(ctx: ServiceContext, catalog: CatalogModel): Promise<string | null> {
  return browseSlugOf(ctx.db, catalog.id);
}

export const MAX_STAFF_PICKS = 12;

/** The staff picks: the first stories of the list at /browse/staff-picks that lists may show this reader. */
export async function staffPicks(ctx: ServiceContext, { limit }: { limit?: number | null }): Promise<PostModel[]> {
  const wanted = Math.min(Math.max(1, Math.floor(limit ?? 6)), MAX_STAFF_PICKS);
  const catalog = await browseCatalog(ctx, { slug: STAFF_PICKS_SLUG });
  if (!catalog) return [];
  // A few more than asked, as some may be left out (unlisted, or by someone the reader muted).
  const { items } = await itemsOf(ctx, { catalog, paging: { limit: wanted * 2 } });
  return (await listedPosts(ctx, items.map((item) => item.postId))).slice(0, wanted);
}

/** Staff give a staff account's public list a browse address, or take it away (`browseSlug` null). */
export async function setCatalogBrowseSlug(ctx: SignedInContext, input: { catalogId: string; browseSlug?: string | null }) {
  const catalog = await ctx.loaders.catalogById.load(input.catalogId);
  if (!catalog) return { __typename: 'NotFound' as const, message: TRENDING_MESSAGES.listNotFound };
  const creator = await ctx.loaders.userById.load(catalog.creatorId);
  if (catalog.visibility !== 'PUBLIC' || catalog.predefined !== null || !creator?.isStaff) {
    return { __typename: 'BadRequest' as const, message: TRENDING_MESSAGES.notBrowsable };
  }
  if (input.browseSlug == null) {
    await removeBrowseSlug(ctx.db, catalog.id);
  } else {
    if (!BROWSE_SLUG_PATTERN.test(input.browseSlug)) return { __typename: 'BadRequest' as const, message: TRENDING_MESSAGES.badBrowseSlug };
    await setBrowseSlug(ctx.db, { slug: input.browseSlug, catalogId: catalog.id, createdBy: ctx.viewer.id, now: ctx.now() });
  }
  await ctx.deps.pageCache.purge([BROWSE_CACHE_TAG]);
  return { __typename: 'Catalog' as const, ...catalog };
}
