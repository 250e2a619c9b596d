import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Executor } from '../../db';
import { rowsOfEachSeek } from '../../db/union-of-seeks';
import type { DB } from '../../db/schema.generated';
import type { FeedReasonKind, FeedSignalKind } from '../../../shared/feeds';
import { withStoryClapCounts } from '../claps';
import { collectionsByIds } from '../collections';
import { hasListedStory, joinListedStories, listedStories, listedStoriesByIds, postRowsByIds, tagsByPostIds, toPost, type PostModel, type PublishedCursor } from '../posts';
import { followedIdsOf, notHiddenFrom, type HiddenSets } from '../relations';
import { notReadBy } from '../reads';
import { activeAccounts, usersByIds } from '../users';

/** What a reader's feeds never show: stories hidden from them (mutes, blocks), their own, and, when asked, those they read. */
function forReader(readerId: string, options: { unread: boolean }) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.and([eb('posts.creator_id', '!=', readerId), notHiddenFrom(readerId)(eb), ...(options.unread ? [notReadBy(readerId)(eb)] : [])]);
}

// Following: stories of the people and publications the reader follows, newest first.

/** At most this many follows count (the newest): the cost of a page grows with them, never with the number of stories. */
export const MAX_FOLLOWED_PEOPLE = 5000;
export const MAX_FOLLOWED_PUBLICATIONS = 1000;

export interface FollowedSources {
  userIds: string[];
  collectionIds: string[];
}

export function followedSources(db: Executor, readerId: string, limits = { people: MAX_FOLLOWED_PEOPLE, publications: MAX_FOLLOWED_PUBLICATIONS }): Promise<FollowedSources> {
  return followedIdsOf(db, readerId, limits);
}

export interface SourcePageInput {
  readerId: string;
  limit: number;
  /** Older than this (the next page), or newer than `from` (the previous page); neither: the newest. */
  to: PublishedCursor | null;
  from: PublishedCursor | null;
  ignoredIds: readonly string[];
  /** Only stories published at or after this time (For you's candidates). */
  since?: number;
  /** The reader's hidden people and publications (`hiddenAuthorsFor`), when the request has read them already. */
  hidden?: HiddenSets;
}

type SourceColumn = 'posts.creator_id' | 'posts.collection_id';

/**
 * `forReader` for one source's seek. With the hidden sets known, they are compared as lists of values: PostgreSQL then
 * estimates the seek right and reads the source's index in order (with `NOT IN (subquery)` it expects two
 * rows, and reads and sorts every story of the source instead).
 */
function readerRules(input: SourcePageInput) {
  const { hidden, readerId } = input;
  if (!hidden) return forReader(readerId, { unread: false });
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.and([
      eb('posts.creator_id', '!=', readerId),
      ...(hidden.userIds.size > 0 ? [eb('posts.creator_id', 'not in', [...hidden.userIds])] : []),
      ...(hidden.collectionIds.size > 0 ? [eb.or([eb('posts.collection_id', 'is', null), eb('posts.collection_id', 'not in', [...hidden.collectionIds])])] : []),
    ]);
}

/** A story's place in a feed's order: enough to merge sources and to seek past it. */
interface StoryKey {
  id: string;
  published_at: number;
}

/**
 * The keys of the page's stories from one source (`source`: its id, a value or a column), as one index seek in
 * the direction of travel. `bound`, when given, is the last key the merged page can reach: the seek stops there.
 */
function sourceSeek(db: Executor, column: SourceColumn, source: string | RawBuilder<string>, input: SourcePageInput, limit: number, bound: StoryKey | null) {
  let query = listedStories(db)
    .select(['posts.id', 'posts.published_at'])
    .where(column, '=', source)
    // Drafts (no published_at) sort first in a descending index on PostgreSQL: skipped in the index, not read.
    .where('posts.published_at', 'is not', null)
    .where(readerRules(input));
  if (input.ignoredIds.length > 0) query = query.where('posts.id', 'not in', input.ignoredIds);
  if (input.since !== undefined) query = query.where('posts.published_at', '>=', input.since);
  const { from, to } = input;
  if (from) {
    query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '>', eb.tuple(from.publishedAt, from.id)));
    if (bound) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '<=', eb.tuple(bound.published_at, bound.id)));
    return query.orderBy('posts.published_at', 'asc').orderBy('posts.id', 'asc').limit(limit);
  }
  if (to) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '<', eb.tuple(to.publishedAt, to.id)));
  if (bound) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '>=', eb.tuple(bound.published_at, bound.id)));
  return query.orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').limit(limit);
}

interface SourceKey extends StoryKey {
  column: SourceColumn;
  source: string;
}

/** The keys of each source's seek (see `eachSeekQuery`), each tagged with its source; sources the reader hid are not read at all. */
async function seekEachSource(db: Executor, column: SourceColumn, ids: readonly string[], input: SourcePageInput, limit: number, bound: StoryKey | null): Promise<SourceKey[]> {
  const hiddenSources = column === 'posts.creator_id' ? input.hidden?.userIds : input.hidden?.collectionIds;
  const shown = hiddenSources ? ids.filter((id) => !hiddenSources.has(id)) : ids;
  const rows = await rowsOfEachSeek(db, shown, (source) => {
    const seek = sourceSeek(db, column, source, input, limit, bound);
    return typeof source === 'string' ? seek.select(sql<string>`${source}`.as('source')) : seek.select(source.as('source'));
  });
  return rows.map((row) => ({ id: row.id, published_at: Number(row.published_at), source: row.source, column }));
}

/** Newest first (or oldest first, backwards), by (published_at, id); each story once. */
function mergedKeys<K extends StoryKey>(keys: readonly K[], backwards: boolean): K[] {
  const unique = [...new Map(keys.map((key) => [key.id, key])).values()];
  const newestFirst = unique.sort((a, b) => b.published_at - a.published_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return backwards ? newestFirst.reverse() : newestFirst;
}

/**
 * A page of stories from these sources, newest first, keyset on (published_at, id), read in three bounded steps
 * whose cost grows with the number of follows (capped) and never with the number of stories:
 * 1. each source's first story past the cursor (one index seek per source, keys only);
 * 2. with `limit` distinct stories among those, the `limit`-th of them bounds the page: only sources whose first
 *    story reaches it can add to the page, each at most `limit` keys up to the bound; the keys are merged and cut;
 * 3. the full rows of the page's stories alone, by primary key.
 * So a page of 10 from 100 writers reads about 100 + a few dozen index entries and 10 stories, not 100 pages of
 * full rows (decision 025).
 */
export async function storiesFromSources(db: Executor, sources: FollowedSources, input: SourcePageInput): Promise<PostModel[]> {
  const backwards = input.from !== null;
  const seekAll = async (people: readonly string[], publications: readonly string[], limit: number, bound: StoryKey | null) => [
    ...(await seekEachSource(db, 'posts.creator_id', people, input, limit, bound)),
    ...(await seekEachSource(db, 'posts.collection_id', publications, input, limit, bound)),
  ];
  const headsOfSources = await seekAll(sources.userIds, sources.collectionIds, 1, null);
  const heads = mergedKeys(headsOfSources, backwards);
  let keys: StoryKey[] = heads;
  if (input.limit > 1 && heads.length > 0) {
    // A story by a followed writer in a followed publication is the head of both: `heads` are distinct stories,
    // and the page's stories all come at or before the `limit`-th of them.
    const bound = heads.length >= input.limit ? heads[input.limit - 1]! : null;
    const reaching = bound ? headsOfSources.filter((head) => (backwards ? compareKeys(head, bound) <= 0 : compareKeys(head, bound) >= 0)) : headsOfSources;
    keys = mergedKeys(
      await seekAll(
        reaching.filter((head) => head.column === 'posts.creator_id').map((head) => head.source),
        reaching.filter((head) => head.column === 'posts.collection_id').map((head) => head.source),
        input.limit,
        bound,
      ),
      backwards,
    );
  }
  const page = keys.slice(0, input.limit).map((key) => key.id);
  const rows = new Map((await postRowsByIds(db, page)).map((row) => [row.id, toPost(row)]));
  const posts = page.flatMap((id) => rows.get(id) ?? []);
  return backwards ? posts.reverse() : posts;
}

function compareKeys(a: StoryKey, b: StoryKey): number {
  return a.published_at - b.published_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// For you: the reader's ranked list, computed by the service and read here a page at a time.

export interface ScoreCursor {
  score: number;
  id: string;
}

export interface RankedRow {
  postId: string;
  score: number;
  reasonKind: FeedReasonKind;
  reasonId: string | null;
  reasonLabel: string | null;
}

export interface ForYouEntry {
  post: PostModel;
  score: number;
  reasonKind: FeedReasonKind;
  reasonLabel: string | null;
}

/** A page of the reader's For you list, best first, checked again against the stories and the reader as they are now. */
export async function forYouPage(
  db: Executor,
  readerId: string,
  input: { limit: number; to: ScoreCursor | null; from: ScoreCursor | null; ignoredIds: readonly string[] },
): Promise<ForYouEntry[]> {
  let query = joinListedStories(db.selectFrom('for_you_items'), 'for_you_items.post_id')
    .selectAll('posts')
    .select(['for_you_items.score', 'for_you_items.reason_kind', 'for_you_items.reason_label'])
    .where('for_you_items.user_id', '=', readerId)
    .where(forReader(readerId, { unread: true }))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('feed_signal_removals')
            .select('feed_signal_removals.post_id')
            .where('feed_signal_removals.user_id', '=', readerId)
            .where('feed_signal_removals.kind', '=', 'SHOW_LESS')
            .whereRef('feed_signal_removals.post_id', '=', 'for_you_items.post_id'),
        ),
      ),
    );
  if (input.ignoredIds.length > 0) query = query.where('for_you_items.post_id', 'not in', input.ignoredIds);
  const { to, from } = input;
  if (from) {
    query = query
      .where((eb) => eb(eb.refTuple('for_you_items.score', 'for_you_items.post_id'), '>', eb.tuple(from.score, from.id)))
      .orderBy('for_you_items.score', 'asc')
      .orderBy('for_you_items.post_id', 'asc');
  } else {
    if (to) query = query.where((eb) => eb(eb.refTuple('for_you_items.score', 'for_you_items.post_id'), '<', eb.tuple(to.score, to.id)));
    query = query.orderBy('for_you_items.score', 'desc').orderBy('for_you_items.post_id', 'desc');
  }
  const rows = await query.limit(input.limit).execute();
  const entries = rows.map((row) => ({
    post: toPost(row),
    score: Number(row.score),
    reasonKind: row.reason_kind as FeedReasonKind,
    reasonLabel: row.reason_label,
  }));
  return from ? entries.reverse() : entries;
}

export interface ForYouState {
  computedAt: number;
  topicsKey: string;
  stale: boolean;
}

export async function forYouState(db: Executor, readerId: string): Promise<ForYouState | null> {
  const row = await db.selectFrom('for_you_state').selectAll().where('user_id', '=', readerId).executeTakeFirst();
  return row ? { computedAt: Number(row.computed_at), topicsKey: row.topics_key, stale: Number(row.stale) === 1 } : null;
}

/** Replaces the reader's list. Rows are upserted, so two computations racing leave one whole list, never an error. */
export async function replaceForYou(db: Executor, readerId: string, rows: readonly RankedRow[], state: { computedAt: number; topicsKey: string }) {
  await db.deleteFrom('for_you_items').where('user_id', '=', readerId).execute();
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    await db
      .insertInto('for_you_items')
      .values(
        chunk.map((row) => ({
          user_id: readerId,
          post_id: row.postId,
          score: row.score,
          reason_kind: row.reasonKind,
          reason_id: row.reasonId,
          reason_label: row.reasonLabel,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'post_id']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          reason_kind: eb.ref('excluded.reason_kind'),
          reason_id: eb.ref('excluded.reason_id'),
          reason_label: eb.ref('excluded.reason_label'),
        })),
      )
      .execute();
  }
  await db
    .insertInto('for_you_state')
    .values({ user_id: readerId, computed_at: state.computedAt, topics_key: state.topicsKey, stale: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ computed_at: state.computedAt, topics_key: state.topicsKey, stale: 0 }))
    .execute();
}

/** A signal changed: the reader's next For you page computes the list again. */
export async function markStale(db: Executor, readerId: string): Promise<void> {
  await db.updateTable('for_you_state').set({ stale: 1 }).where('user_id', '=', readerId).execute();
}

// The signals For you is computed from. Every read is a seek with a small limit.

/** The newest listed stories of the instance (For you's last resort, so a new reader's feed is never empty). */
export async function newestStoryIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await listedStories(db).select('posts.id').orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}

export interface CandidateFacts {
  id: string;
  title: string;
  creatorId: string;
  collectionId: string | null;
  publishedAt: number;
  clapCount: number;
}

/** Of these stories, those For you may show this reader (listed, not hidden, not theirs, not read), with what ranking needs. */
export async function candidateFacts(db: Executor, readerId: string, postIds: readonly string[]): Promise<CandidateFacts[]> {
  if (postIds.length === 0) return [];
  const rows = await withStoryClapCounts(
    listedStories(db).select(['posts.id', 'posts.title', 'posts.creator_id', 'posts.collection_id', 'posts.published_at']),
    'posts.id',
  )
    .where('posts.id', 'in', [...postIds])
    .where(forReader(readerId, { unread: true }))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    creatorId: row.creator_id,
    collectionId: row.collection_id,
    publishedAt: Number(row.published_at ?? 0),
    clapCount: Number(row.clap_count ?? 0),
  }));
}

/** Titles of stories (any state): labels of reasons that name the story a signal came from. */
export async function titlesOf(db: Executor, postIds: readonly string[]): Promise<Map<string, { title: string; creatorId: string }>> {
  if (postIds.length === 0) return new Map();
  const rows = await postRowsByIds(db, [...postIds]);
  return new Map(rows.map((row) => [row.id, { title: row.title, creatorId: row.creator_id }]));
}

/** Each story's tags in their order, with their names. */
export function tagsOf(db: Executor, postIds: readonly string[]): Promise<Map<string, { slug: string; name: string }[]>> {
  return tagsByPostIds(db, postIds);
}

export async function namesOfUsers(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await usersByIds(db, [...ids])).map((user) => [user.id, user.name]));
}

export async function namesOfCollections(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await collectionsByIds(db, [...ids])).map((collection) => [collection.id, collection.name]));
}

// What the reader took out of For you.

export interface SignalRemoval {
  kind: FeedSignalKind;
  postId: string;
  at: number;
}

/** The reader's removals, newest first. */
export async function signalRemovals(db: Executor, readerId: string, limit: number, kind?: FeedSignalKind): Promise<SignalRemoval[]> {
  let query = db.selectFrom('feed_signal_removals').select(['kind', 'post_id', 'created_at']).where('user_id', '=', readerId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('created_at', 'desc').orderBy('post_id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ kind: row.kind as FeedSignalKind, postId: row.post_id, at: Number(row.created_at) }));
}

export async function insertRemoval(db: Executor, readerId: string, kind: FeedSignalKind, postId: string, now: number): Promise<void> {
  await db
    .insertInto('feed_signal_removals')
    .values({ user_id: readerId, kind, post_id: postId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'post_id']).doNothing())
    .execute();
}

export async function deleteRemoval(db: Executor, readerId: string, kind: FeedSignalKind, postId: string): Promise<void> {
  await db.deleteFrom('feed_signal_removals').where('user_id', '=', readerId).where('kind', '=', kind).where('post_id', '=', postId).execute();
}

/** Whether the story exists as one any reader's lists may show. */
export async function isListed(db: Executor, postId: string): Promise<boolean> {
  return (await listedStories(db).select('posts.id').where('posts.id', '=', postId).executeTakeFirst()) !== undefined;
}

/** Of these stories, those this reader may see listed (not hidden from them), in the order given. */
export function listedPosts(db: Executor, readerId: string, postIds: readonly string[]): Promise<PostModel[]> {
  return listedStoriesByIds(db, { ids: postIds, viewerId: readerId });
}

// Who to follow.

/** Of these people, those who can be suggested: active accounts with at least one listed story. */
export async function suggestableWriters(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await activeAccounts(db)
    .where('users.id', 'in', [...userIds])
    .where(hasListedStory('users.id'))
    .execute();
  return new Set(rows.map((row) => row.id));
}
