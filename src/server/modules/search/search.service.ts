import { parseMarkedText, type HighlightedText } from '../../../shared/search/highlight';
import { isSearchable, parseSearchQuery, type ParsedQuery } from '../../../shared/search/query';
import { MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, SIDEBAR_LIMIT, SUGGESTION_LIMITS } from '../../../shared/validation/search';
import type { ServiceContext } from '../../core';
import type { CatalogModel } from '../catalogs';
import type { CollectionModel } from '../collections';
import type { PostModel } from '../posts';
import { hiddenAuthorsFor, shownPeople } from '../relations';
import type { UserModel } from '../../core';
import type { EntityKind } from './search.documents';
import { searchIndexFor, type EntityCandidate } from './search.index';
import { runSearch, withinDeadline, type SearchDeadline } from './search.limits';
import { byScore, decodeRankCursor, encodeRankCursor, entityScore, isAfter, storyScore, type RankCursor, type Scored } from './search.ranking';
import { findableStoryIds, tagHits } from './search.results';


export interface Paging {
  limit?: number | null;
  to?: string | null;
  ignoredIds?: readonly string[] | null;
}

/** How many stories (and people, publications…) are ranked at most per arm of the candidate scan. */
export const STORY_CANDIDATES = 200;
/** The suggestions show four titles: they rank fewer. */
export const SUGGESTED_STORY_CANDIDATES = 50;
export const ENTITY_CANDIDATES = 200;
/** A preview (the side column, the suggestions) shows a few people or tags: it ranks fewer. */
export const PREVIEW_ENTITY_CANDIDATES = 50;

function entityCandidateLimit(pageSize: number): number {
  return pageSize <= SIDEBAR_LIMIT ? PREVIEW_ENTITY_CANDIDATES : ENTITY_CANDIDATES;
}

export interface StoryHit {
  id: string;
  post: PostModel;
  title: HighlightedText;
  snippet: HighlightedText;
}

export interface Page<T> {
  items: T[];
  next: { limit: number; to: string } | null;
}

const EMPTY = { items: [], next: null };

function pageLimit(limit: number | null | undefined): number {
  return Math.min(Math.max(1, Math.floor(limit ?? SEARCH_PAGE_SIZE)), MAX_SEARCH_PAGE_SIZE);
}

/**
 * Ranks candidates, starts after the cursor, and cuts one page of those the reader may see (one more tells
 * whether a next one exists). Candidates are looked up in rank order, about a page at a time, so a search
 * reads in full only the few it shows, however many it ranked. Past its deadline it shows what it has.
 */
async function rankPage<T extends Scored, V>(
  ranked: T[],
  paging: Paging,
  asOf: number,
  deadline: SearchDeadline,
  visible: (ids: readonly string[]) => Promise<ReadonlyMap<string, V>>,
): Promise<{ page: (T & { value: V })[]; next: Page<T>['next'] }> {
  const limit = pageLimit(paging.limit);
  const cursor = decodeRankCursor(paging.to);
  const ignored = new Set(paging.ignoredIds ?? []);
  const rest = ranked.sort(byScore).filter((item) => !ignored.has(item.id) && (!cursor || isAfter(item, cursor)));
  const kept: (T & { value: V })[] = [];
  for (let start = 0, size = limit + 1; start < rest.length && kept.length <= limit && (start === 0 || !deadline.passed()); start += size, size *= 2) {
    const batch = rest.slice(start, start + size);
    const found = await visible(batch.map((item) => item.id));
    for (const item of batch) {
      const value = found.get(item.id);
      if (value !== undefined) kept.push({ ...item, value });
    }
  }
  const page = kept.slice(0, limit);
  const last = page[page.length - 1];
  const next = kept.length > limit && last ? { limit, to: encodeRankCursor({ asOf, score: last.score, id: last.id }) } : null;
  return { page, next };
}

function parsed(query: string, asYouType = false): ParsedQuery | null {
  const result = parseSearchQuery(query, { asYouType });
  return isSearchable(result) ? result : null;
}

function asOfFor(ctx: ServiceContext, cursor: RankCursor | null): number {
  return cursor?.asOf ?? ctx.now();
}

/** Stories matching the words that this reader may find, best first, with highlighted titles and passages. */
export async function searchStories(ctx: ServiceContext, input: { query: string; collectionId?: string | null; paging?: Paging | null }): Promise<Page<StoryHit>> {
  const query = parsed(input.query);
  if (!query) return EMPTY;
  return runSearch(ctx, (deadline) => storyPage(ctx, query, input, deadline));
}

async function storyPage(ctx: ServiceContext, query: ParsedQuery, input: { collectionId?: string | null; paging?: Paging | null }, deadline: SearchDeadline): Promise<Page<StoryHit>> {
  const paging = input.paging ?? {};
  const asOf = asOfFor(ctx, decodeRankCursor(paging.to));
  const index = searchIndexFor(ctx.db);
  const collectionId = input.collectionId ?? null;
  const candidates = await withinDeadline(ctx.db, deadline, (db) => index.storyCandidates(db, query, { collectionId, limit: STORY_CANDIDATES }));
  const ranked = candidates.map((c) => ({ id: c.postId, docId: c.docId, score: storyScore(c, asOf) }));
  const { page, next } = await rankPage(ranked, paging, asOf, deadline, (ids) => findableStories(ctx, ids, collectionId));
  // Late, the page goes out with plain titles rather than wait for its highlights.
  const docIds = page.map((hit) => hit.docId);
  const excerpts = deadline.passed() ? new Map() : await withinDeadline(ctx.db, deadline, (db) => index.storyExcerpts(db, query, docIds));
  const items = page.map((hit) => {
    const excerpt = excerpts.get(hit.docId);
    return {
      id: hit.id,
      post: hit.value,
      title: excerpt ? parseMarkedText(excerpt.title) : { text: hit.value.title, highlights: [] },
      snippet: excerpt ? parseMarkedText(excerpt.snippet) : { text: '', highlights: [] },
    };
  });
  return { items, next };
}

/**
 * The index may be a moment behind: every candidate is checked against the story itself, and against the
 * reader's mutes and blocks, before the story is loaded.
 */
async function findableStories(ctx: ServiceContext, ids: readonly string[], collectionId: string | null): Promise<Map<string, PostModel>> {
  const findable = [...(await findableStoryIds(ctx, ids, collectionId))];
  const posts = await ctx.loaders.postById.loadMany(findable);
  return new Map(posts.filter((p): p is PostModel => !!p && !(p instanceof Error)).map((p) => [p.id, p]));
}

async function rankedEntities(ctx: ServiceContext, kind: EntityKind, query: ParsedQuery, limit: number, deadline: SearchDeadline): Promise<(EntityCandidate & Scored)[]> {
  const candidates = await withinDeadline(ctx.db, deadline, (db) => searchIndexFor(db).entityCandidates(db, kind, query, limit));
  return candidates.map((c) => ({ ...c, id: c.refId, score: entityScore(c) }));
}

// Names are looked up as they are typed: the last word of a people, publication, tag or list search may be a beginning.
function entityQuery(query: string): ParsedQuery | null {
  return parsed(query, true);
}

/** People anyone may find, minus those this reader muted or blocked or who blocked them. */
async function visibleUsers(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, UserModel>> {
  const hidden = await hiddenAuthorsFor(ctx);
  const users = await shownPeople(ctx, { people: await Promise.all(ids.map((id) => ctx.loaders.userById.load(id))) });
  return new Map(users.filter((u) => !hidden.userIds.has(u.id)).map((u) => [u.id, u]));
}

async function visibleCollections(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, CollectionModel>> {
  const hidden = await hiddenAuthorsFor(ctx);
  const found = await Promise.all(ids.map((id) => ctx.loaders.collectionById.load(id)));
  return new Map(found.filter((c): c is CollectionModel => !!c && !hidden.collectionIds.has(c.id)).map((c) => [c.id, c]));
}

/** Public lists with stories, by people this reader may see; never the reading list, never a private list. */
async function visibleLists(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, CatalogModel>> {
  const lists = (await Promise.all(ids.map((id) => ctx.loaders.catalogById.load(id)))).filter(
    (c): c is CatalogModel => !!c && c.visibility === 'PUBLIC' && c.predefined === null && c.itemCount > 0,
  );
  const creators = await visibleUsers(ctx, [...new Set(lists.map((c) => c.creatorId))]);
  return new Map(lists.filter((c) => creators.has(c.creatorId)).map((c) => [c.id, c]));
}

/** One page of people, publications, tags or lists; `deadline` is the search's own, or the suggestions' shared one. */
async function entityPage<T>(
  ctx: ServiceContext,
  kind: EntityKind,
  input: { query: string; paging?: Paging | null },
  deadline: SearchDeadline,
  load: (ids: readonly string[]) => Promise<Map<string, T>>,
): Promise<Page<T>> {
  const query = entityQuery(input.query);
  if (!query) return EMPTY;
  const paging = input.paging ?? {};
  const asOf = asOfFor(ctx, decodeRankCursor(paging.to));
  const candidates = await rankedEntities(ctx, kind, query, entityCandidateLimit(pageLimit(paging.limit)), deadline);
  const { page, next } = await rankPage(candidates, paging, asOf, deadline, load);
  return { items: page.map((c) => c.value), next };
}

/** An entity search the reader asked for: counted against the limits, then run with its own deadline. */
async function admittedEntityPage<T>(
  ctx: ServiceContext,
  kind: EntityKind,
  input: { query: string; paging?: Paging | null },
  load: (ids: readonly string[]) => Promise<Map<string, T>>,
): Promise<Page<T>> {
  if (!entityQuery(input.query)) return EMPTY;
  return runSearch(ctx, (deadline) => entityPage(ctx, kind, input, deadline, load));
}

export function searchUsers(ctx: ServiceContext, input: { query: string; paging?: Paging | null }): Promise<Page<UserModel>> {
  return admittedEntityPage(ctx, 'user', input, (ids) => visibleUsers(ctx, ids));
}

export function searchCollections(ctx: ServiceContext, input: { query: string; paging?: Paging | null }): Promise<Page<CollectionModel>> {
  return admittedEntityPage(ctx, 'collection', input, (ids) => visibleCollections(ctx, ids));
}

export function searchLists(ctx: ServiceContext, input: { query: string; paging?: Paging | null }): Promise<Page<CatalogModel>> {
  return admittedEntityPage(ctx, 'list', input, (ids) => visibleLists(ctx, ids));
}

export interface TagHit {
  slug: string;
  name: string;
  postCount: number;
}

export function searchTags(ctx: ServiceContext, input: { query: string; paging?: Paging | null }): Promise<Page<TagHit>> {
  return admittedEntityPage(ctx, 'tag', input, (ids) => tagHits(ctx.db, ids));
}

/**
 * A few stories, people, publications and tags for what is being typed (the last word as a beginning):
 * one search for the limits, its four parts sharing one deadline.
 */
export async function searchSuggestions(ctx: ServiceContext, { text }: { text: string }) {
  const query = parsed(text, true);
  if (!query) return { posts: [], users: [], collections: [], tags: [] };
  return runSearch(ctx, (deadline) => suggestionsFor(ctx, text, query, deadline));
}

async function suggestionsFor(ctx: ServiceContext, text: string, query: ParsedQuery, deadline: SearchDeadline) {
  const [stories, users, collections, tags] = await Promise.all([
    searchStoriesAsYouType(ctx, query, deadline),
    entityPage(ctx, 'user', { query: text, paging: { limit: SUGGESTION_LIMITS.users } }, deadline, (ids) => visibleUsers(ctx, ids)),
    entityPage(ctx, 'collection', { query: text, paging: { limit: SUGGESTION_LIMITS.collections } }, deadline, (ids) => visibleCollections(ctx, ids)),
    entityPage(ctx, 'tag', { query: text, paging: { limit: SUGGESTION_LIMITS.tags } }, deadline, (ids) => tagHits(ctx.db, ids)),
  ]);
  return { posts: stories, users: users.items, collections: collections.items, tags: tags.items };
}

/** Suggested stories need no snippets: titles only, so the excerpt query is skipped. */
async function searchStoriesAsYouType(ctx: ServiceContext, query: ParsedQuery, deadline: SearchDeadline): Promise<PostModel[]> {
  const asOf = ctx.now();
  const candidates = await withinDeadline(ctx.db, deadline, (db) => searchIndexFor(db).storyCandidates(db, query, { collectionId: null, limit: SUGGESTED_STORY_CANDIDATES }));
  const ranked = candidates.map((c) => ({ id: c.postId, score: storyScore(c, asOf) }));
  const { page } = await rankPage(ranked, { limit: SUGGESTION_LIMITS.posts }, asOf, deadline, (ids) => findableStories(ctx, ids, null));
  return page.map((hit) => hit.value);
}
