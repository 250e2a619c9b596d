import {
  FEED_MESSAGES,
  FEED_PAGE_SIZE,
  FEED_SIGNAL_RATE_LIMITS,
  MAX_FEED_PAGE_SIZE,
  MAX_WHO_TO_FOLLOW,
  WHO_TO_FOLLOW_SIZE,
  feedReasonText,
  type FeedReasonKind,
  type FeedSignalKind,
} from '../../../shared/feeds';
import type { Executor } from '../../db';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { decodeCursor, encodeCursor, type PostModel } from '../posts';
import { recentStoryClapsBy } from '../claps';
import { hiddenAuthorsFor, mostFollowedByFollowsOf, mostFollowedUserIds, userRelations } from '../relations';
import { recentReads } from '../reads';
import { followedTopics, type TopicWithTags } from '../topics';
import type { UserModel } from '../../core';
import { rankForYou, topicsKeyOf } from './feeds.compute';
import {
  followedSources,
  forYouPage,
  forYouState,
  deleteRemoval,
  insertRemoval,
  isListed,
  listedPosts,
  markStale,
  replaceForYou,
  signalRemovals,
  storiesFromSources,
  suggestableWriters,
  titlesOf,
  type RankedRow,
  type ScoreCursor,
} from './feeds.repo';

/** What a feed is asked for: spec 2 §3's paging options. */
export interface FeedPaging {
  limit?: number | null;
  to?: string | null;
  from?: string | null;
  ignoredIds?: readonly string[] | null;
}

export interface FeedItemModel {
  post: PostModel;
  reason: string | null;
  reasonKind: FeedReasonKind | null;
}

type PageParams = { limit: number; to?: string; from?: string };

export interface FeedPage {
  items: FeedItemModel[];
  pagingInfo: { next: PageParams | null; previous: PageParams | null };
}

/** A For you list older than this is computed again in the background (the reader sees the one they have meanwhile). */
export const FOR_YOU_REFRESH_MS = 30 * 60_000;
export const REFRESH_FOR_YOU_JOB = 'feeds.refreshForYou';
const MAX_IGNORED_IDS = 100;

const EMPTY: FeedPage = { items: [], pagingInfo: { next: null, previous: null } };

function feedLimit(limit: number | null | undefined): number {
  if (limit == null) return FEED_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_FEED_PAGE_SIZE);
}

function ignoredIdsOf(paging: FeedPaging): string[] {
  return (paging.ignoredIds ?? []).filter((id) => /^[0-9a-f]{12}$/.test(id)).slice(0, MAX_IGNORED_IDS);
}

/**
 * Wraps a page read with one extra row in the direction of travel: that row tells whether there is more
 * that way, without counting. `previous` exists once the reader has moved off the first page.
 */
function pageOf<T>(
  rows: T[],
  input: { limit: number; backwards: boolean; hadCursor: boolean },
  cursorOf: (row: T) => string,
): { rows: T[]; next: PageParams | null; previous: PageParams | null } {
  const more = rows.length > input.limit;
  const kept = input.backwards ? rows.slice(rows.length - Math.min(rows.length, input.limit)) : rows.slice(0, input.limit);
  const first = kept[0];
  const last = kept[kept.length - 1];
  const hasNext = input.backwards ? input.hadCursor : more;
  const hasPrevious = input.backwards ? more : input.hadCursor;
  return {
    rows: kept,
    next: hasNext && last ? { limit: input.limit, to: cursorOf(last) } : null,
    previous: hasPrevious && first ? { limit: input.limit, from: cursorOf(first) } : null,
  };
}

// Following.

/** Stories of the people and publications the reader follows, newest first; empty when signed out. */
export async function followingFeed(ctx: ServiceContext, paging: FeedPaging): Promise<FeedPage> {
  const viewer = ctx.viewer;
  if (!viewer) return EMPTY;
  const limit = feedLimit(paging.limit);
  const to = paging.from ? null : decodeCursor(paging.to);
  const from = decodeCursor(paging.from);
  const sources = await followedSources(ctx.db, viewer.id);
  const rows = await storiesFromSources(ctx.db, sources, {
    readerId: viewer.id,
    limit: limit + 1,
    to,
    from,
    ignoredIds: ignoredIdsOf(paging),
    hidden: await hiddenAuthorsFor(ctx),
  });
  const page = pageOf(rows, { limit, backwards: from !== null, hadCursor: (to ?? from) !== null }, encodeCursor);
  for (const post of page.rows) ctx.loaders.postById.prime(post.id, post);
  return { items: page.rows.map((post) => ({ post, reason: null, reasonKind: null })), pagingInfo: { next: page.next, previous: page.previous } };
}

// For you.

function encodeScoreCursor(entry: { score: number; post: { id: string } }): string {
  return `${entry.score}_${entry.post.id}`;
}

function decodeScoreCursor(value: string | null | undefined): ScoreCursor | null {
  const match = /^(\d{1,18})_([0-9a-f]{12})$/.exec(value ?? '');
  return match ? { score: Number(match[1]), id: match[2] ?? '' } : null;
}

/** A reader's For you list as computed at `computedAt`, to be stored by `storeForYou`. */
export interface ForYouList {
  readerId: string;
  rows: RankedRow[];
  computedAt: number;
  topicsKey: string;
}

async function computeList(ctx: ServiceContext, readerId: string, topics: readonly TopicWithTags[]): Promise<ForYouList> {
  const computedAt = ctx.now();
  const rows = await rankForYou(ctx, { readerId, now: computedAt, topics });
  return { readerId, rows, computedAt, topicsKey: topicsKeyOf(topics) };
}

/** Computes a reader's For you list as of now (reads only: `storeForYou` keeps it). */
export async function computeForYouList(ctx: ServiceContext, { readerId }: { readerId: string }): Promise<ForYouList> {
  return computeList(ctx, readerId, await followedTopics(ctx.db, readerId));
}

/**
 * Replaces the reader's stored list with this one. Run it in a transaction (the job's, or the one the For you
 * field opens after computing), so a page never reads half a list and two computations never mix.
 */
export async function storeForYou(ctx: ServiceContext, { list }: { list: ForYouList }): Promise<void> {
  await replaceForYou(ctx.db, list.readerId, list.rows, { computedAt: list.computedAt, topicsKey: list.topicsKey });
}

/**
 * Before the first page of the reader's For you is read: the list to store first when they have none yet,
 * when a signal changed since (a follow, a clap, a removal: marked by the subscribers and the mutations), or
 * when the topics they follow changed; null otherwise. When the list is merely old, a job refreshes it and it
 * is read as it is.
 */
export async function forYouListDue(ctx: ServiceContext, { paging }: { paging: FeedPaging }): Promise<ForYouList | null> {
  const viewer = ctx.viewer;
  const to = paging.from ? null : decodeScoreCursor(paging.to);
  const from = decodeScoreCursor(paging.from);
  if (!viewer || to || from) return null;
  const readerId = viewer.id;
  const [state, topics] = await Promise.all([forYouState(ctx.db, readerId), followedTopics(ctx.db, readerId)]);
  const now = ctx.now();
  if (!state || state.stale || state.topicsKey !== topicsKeyOf(topics)) return computeList(ctx, readerId, topics);
  if (now - state.computedAt > FOR_YOU_REFRESH_MS) {
    const slot = Math.floor(now / FOR_YOU_REFRESH_MS);
    await ctx.deps.jobs.enqueue(ctx.db, { name: REFRESH_FOR_YOU_JOB, payload: { readerId }, key: `for-you:${readerId}:${slot}` });
  }
  return null;
}

/**
 * The reader's For you feed, best first, each story with why it is there; empty when signed out. Its field
 * stores the list `forYouListDue` gives first.
 */
export async function forYouFeed(ctx: ServiceContext, paging: FeedPaging): Promise<FeedPage> {
  const viewer = ctx.viewer;
  if (!viewer) return EMPTY;
  const limit = feedLimit(paging.limit);
  const to = paging.from ? null : decodeScoreCursor(paging.to);
  const from = decodeScoreCursor(paging.from);
  const rows = await forYouPage(ctx.db, viewer.id, { limit: limit + 1, to, from, ignoredIds: ignoredIdsOf(paging) });
  const page = pageOf(rows, { limit, backwards: from !== null, hadCursor: (to ?? from) !== null }, encodeScoreCursor);
  const productName = ctx.deps.config.productName;
  for (const entry of page.rows) ctx.loaders.postById.prime(entry.post.id, entry.post);
  return {
    items: page.rows.map((entry) => ({
      post: entry.post,
      reason: feedReasonText(entry.reasonKind, entry.reasonLabel, productName),
      reasonKind: entry.reasonKind,
    })),
    pagingInfo: { next: page.next, previous: page.previous },
  };
}

/**
 * Computes a reader's list again and stores it (demo content and the scale benchmark, ahead of the first
 * visit). Run it in a transaction, as `storeForYou`.
 */
export async function refreshForYou(ctx: ServiceContext, { readerId }: { readerId: string }): Promise<void> {
  await storeForYou(ctx, { list: await computeForYouList(ctx, { readerId }) });
}

/** A signal of this reader changed: their next For you page computes the list again. */
export async function signalChanged(ctx: ServiceContext, { readerId }: { readerId: string }): Promise<void> {
  await markStale(ctx.db, readerId);
}

// Who to follow.

/** How many friends of friends (the most followed among the reader's follows) are checked against the rules. */
const FRIENDS_OF_FRIENDS_CHECKED = 50;

/**
 * People to suggest: those followed by the people the reader follows (the more of them, the higher), then
 * the writers of what the reader read and clapped for, then the most followed writers. Never the reader,
 * anyone they follow, mute or block or who blocked them, suspended or deleted accounts, or people with no
 * listed story.
 */
export async function whoToFollow(ctx: ServiceContext, { limit }: { limit?: number | null }): Promise<UserModel[]> {
  const size = Math.min(Math.max(1, Math.floor(limit ?? WHO_TO_FOLLOW_SIZE)), MAX_WHO_TO_FOLLOW);
  const viewer = ctx.viewer;
  const points = new Map<string, number>();
  const add = (id: string, value: number) => points.set(id, (points.get(id) ?? 0) + value);
  if (viewer) {
    const { userIds: followed } = await followedSources(ctx.db, viewer.id, { people: 50, publications: 0 });
    const friendsOfFriends = await mostFollowedByFollowsOf(ctx.db, { readerId: viewer.id, userIds: followed, perPerson: 20, limit: FRIENDS_OF_FRIENDS_CHECKED });
    for (const { id, count } of friendsOfFriends) add(id, 10 * count);
    const [reads, claps] = await Promise.all([recentReads(ctx.db, viewer.id, 20), recentStoryClapsBy(ctx.db, viewer.id, 20)]);
    const stories = await titlesOf(ctx.db, [...reads.map((r) => r.postId), ...claps.map((c) => c.postId)]);
    for (const story of stories.values()) add(story.creatorId, 3);
  }
  for (const [index, id] of (await mostFollowedUserIds(ctx.db, 30)).entries()) add(id, 1 - index / 100);
  if (viewer) points.delete(viewer.id);
  const ranked = [...points.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
  const [relations, writers] = await Promise.all([
    viewer ? userRelations(ctx.db, viewer.id, ranked) : Promise.resolve(new Map()),
    suggestableWriters(ctx.db, ranked),
  ]);
  const chosen = ranked
    .filter((id) => writers.has(id))
    .filter((id) => {
      const relation = relations.get(id);
      return !relation || !(relation.isFollowing || relation.isMuting || relation.isBlocking || relation.isBlockedBy);
    })
    .slice(0, size);
  const users = await ctx.loaders.userById.loadMany(chosen);
  return users.filter((user): user is UserModel => user !== null && !(user instanceof Error));
}

// What shapes For you, and taking it out.

/** How many recent reads and claps the Control page shows (the ones the ranking uses). */
export const SIGNALS_SHOWN = 20;

export interface FeedSignalModel {
  kind: FeedSignalKind;
  post: PostModel;
  removed: boolean;
  at: number;
}

export interface ForYouSignalsModel {
  reader: UserModel;
  topics: { id: string; slug: string; name: string }[];
  reads: FeedSignalModel[];
  claps: FeedSignalModel[];
  shownLess: FeedSignalModel[];
}

async function signalList(db: Executor, readerId: string, kind: FeedSignalKind, entries: { postId: string; at: number }[], removed: Set<string>): Promise<FeedSignalModel[]> {
  const posts = new Map((await listedPosts(db, readerId, entries.map((e) => e.postId))).map((post) => [post.id, post]));
  return entries.flatMap((entry) => {
    const post = posts.get(entry.postId);
    return post ? [{ kind, post, removed: removed.has(entry.postId), at: entry.at }] : [];
  });
}

export async function forYouSignals(ctx: SignedInContext): Promise<ForYouSignalsModel> {
  const readerId = ctx.viewer.id;
  const [topics, reads, claps, removals] = await Promise.all([
    followedTopics(ctx.db, readerId),
    recentReads(ctx.db, readerId, SIGNALS_SHOWN),
    recentStoryClapsBy(ctx.db, readerId, SIGNALS_SHOWN),
    signalRemovals(ctx.db, readerId, 500),
  ]);
  const removedOf = (kind: FeedSignalKind) => new Set(removals.filter((r) => r.kind === kind).map((r) => r.postId));
  const shownLess = removals.filter((r) => r.kind === 'SHOW_LESS').slice(0, 50);
  return {
    reader: ctx.viewer,
    topics: topics.map(({ id, slug, name }) => ({ id, slug, name })),
    reads: await signalList(ctx.db, readerId, 'READ', reads.map((r) => ({ postId: r.postId, at: r.readAt })), removedOf('READ')),
    claps: await signalList(ctx.db, readerId, 'CLAP', claps, removedOf('CLAP')),
    shownLess: await signalList(ctx.db, readerId, 'SHOW_LESS', shownLess, removedOf('SHOW_LESS')),
  };
}

export type FeedSignalAnswer =
  | { __typename: 'FeedSignalChange'; kind: FeedSignalKind; postId: string; removed: boolean }
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'TooManyRequests'; message: string };

/**
 * Takes a read or a clap out of what shapes the reader's For you (or puts it back), or marks a story
 * "Show less like this" (or undoes it). The list is computed again on the reader's next visit.
 */
export async function setSignalRemoved(
  ctx: SignedInContext,
  input: { kind: FeedSignalKind; postId: string; removed: boolean },
): Promise<FeedSignalAnswer> {
  const readerId = ctx.viewer.id;
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `feeds:signal:${readerId}`, [...FEED_SIGNAL_RATE_LIMITS], ctx.now());
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: FEED_MESSAGES.tooMany };
  if (input.removed && !(await isListed(ctx.db, input.postId))) return { __typename: 'NotFound', message: FEED_MESSAGES.postNotFound };
  if (input.removed) await insertRemoval(ctx.db, readerId, input.kind, input.postId, ctx.now());
  else await deleteRemoval(ctx.db, readerId, input.kind, input.postId);
  await markStale(ctx.db, readerId);
  return { __typename: 'FeedSignalChange', kind: input.kind, postId: input.postId, removed: input.removed };
}

