import type { ServiceContext } from '../../core';
import { newestClappersOfStories, newestStoryClapsOf, recentStoryClapsBy } from '../claps';
import { recentReads } from '../reads';
import { hotPostIds, trendingPostIds } from '../trending';
import { topicStoryIds, type TopicWithTags } from '../topics';
import { rankCandidates, type Candidate, type Signal } from './feeds.ranking';
import {
  candidateFacts,
  followedSources,
  namesOfCollections,
  namesOfUsers,
  newestStoryIds,
  signalRemovals,
  storiesFromSources,
  tagsOf,
  titlesOf,
  type RankedRow,
} from './feeds.repo';

const DAY = 86_400_000;

/**
 * Every candidate source reads a bounded amount, whatever the size of the instance: these are the bounds.
 * A reader's list is computed from at most a few hundred stories with a few dozen index seeks.
 */
export const CANDIDATE_LIMITS = {
  /** Stories of followed people and publications, over the last `recentDays`. */
  followedStories: 120,
  followedPeople: 500,
  followedPublications: 100,
  recentDays: 30,
  /** Newest stories per followed topic, and topics counted. */
  perTopic: 20,
  topics: 20,
  /** Trending stories: overall, and within the tags of followed topics and of recent reads. */
  trending: 30,
  trendingInTags: 30,
  /** Similar readers: the reader's newest claps, other clappers of each, and their newest claps. */
  ownClaps: 10,
  clappersPerStory: 20,
  similarReaders: 30,
  clapsPerSimilarReader: 10,
  /** Recent reads whose writers and tags count, and the tags kept. */
  reads: 20,
  readTags: 5,
  readWriters: 20,
  newest: 30,
} as const;

export function topicsKeyOf(topics: readonly { id: string }[]): string {
  return topics
    .map((t) => t.id)
    .sort()
    .join(',');
}

class CandidatePool {
  readonly signals = new Map<string, Signal[]>();
  add(postId: string, signal: Signal) {
    this.signals.set(postId, [...(this.signals.get(postId) ?? []), signal]);
  }
  ids(): string[] {
    return [...this.signals.keys()];
  }
}

/**
 * Computes the reader's For you list as of `now` from what they follow (people, publications, `topics`), what
 * they read and clapped for (minus what they took out of the ranking), what readers who clapped for the same
 * stories clapped for, and what is trending; reads only (the service stores the list). Stories the reader
 * wrote, read, clapped for, asked to see less like, or may not see are never candidates.
 */
export async function rankForYou(
  ctx: ServiceContext,
  { readerId, now, topics }: { readerId: string; now: number; topics: readonly TopicWithTags[] },
): Promise<RankedRow[]> {
  const db = ctx.db;
  const limits = CANDIDATE_LIMITS;
  const since = now - limits.recentDays * DAY;
  const pool = new CandidatePool();

  const [sources, removals, reads, claps] = await Promise.all([
    followedSources(db, readerId, { people: limits.followedPeople, publications: limits.followedPublications }),
    signalRemovals(db, readerId, 500),
    recentReads(db, readerId, limits.reads),
    recentStoryClapsBy(db, readerId, limits.ownClaps + 20),
  ]);
  const removed = (kind: string) => new Set(removals.filter((r) => r.kind === kind).map((r) => r.postId));
  const [removedReads, removedClaps, shownLess] = [removed('READ'), removed('CLAP'), removed('SHOW_LESS')];
  const clappedIds = new Set(claps.map((c) => c.postId));
  const readsUsed = reads.filter((r) => !removedReads.has(r.postId));
  const clapsUsed = claps.filter((c) => !removedClaps.has(c.postId)).slice(0, limits.ownClaps);

  // People and publications the reader follows.
  const followed = await storiesFromSources(db, sources, { readerId, limit: limits.followedStories, to: null, from: null, ignoredIds: [], since });
  const followedPeople = new Set(sources.userIds);
  const followedPublications = new Set(sources.collectionIds);
  const [peopleNames, publicationNames] = await Promise.all([
    namesOfUsers(db, [...new Set(followed.map((p) => p.creatorId))]),
    namesOfCollections(db, [...new Set(followed.flatMap((p) => (p.collectionId ? [p.collectionId] : [])))]),
  ]);
  for (const post of followed) {
    if (followedPeople.has(post.creatorId)) {
      pool.add(post.id, { kind: 'FOLLOWED_USER', label: peopleNames.get(post.creatorId) ?? null, sourceId: post.creatorId });
    }
    if (post.collectionId && followedPublications.has(post.collectionId)) {
      pool.add(post.id, { kind: 'FOLLOWED_COLLECTION', label: publicationNames.get(post.collectionId) ?? null, sourceId: post.collectionId });
    }
  }

  // Topics the reader follows: their newest stories, and what is trending in their tags.
  const followedTopics = topics.slice(0, limits.topics);
  const topicById = new Map(followedTopics.map((t) => [t.id, t]));
  for (const { topicId, postId } of await topicStoryIds(db, [...topicById.keys()], since, limits.perTopic)) {
    const topic = topicById.get(topicId);
    if (topic) pool.add(postId, { kind: 'FOLLOWED_TOPIC', label: topic.name, sourceId: topic.id });
  }
  const topicOfTag = new Map<string, TopicWithTags>();
  for (const topic of followedTopics) for (const slug of topic.tagSlugs) if (!topicOfTag.has(slug)) topicOfTag.set(slug, topic);

  // Recent reads: their writers' other stories, and what is trending in their tags.
  const readStories = await titlesOf(db, readsUsed.map((r) => r.postId));
  const readTags = await tagsOf(db, readsUsed.map((r) => r.postId));
  const readOfWriter = new Map<string, string>();
  for (const read of readsUsed) {
    const story = readStories.get(read.postId);
    if (story && !readOfWriter.has(story.creatorId)) readOfWriter.set(story.creatorId, read.postId);
  }
  const readWriters = [...readOfWriter.keys()].filter((id) => id !== readerId && !followedPeople.has(id)).slice(0, limits.readWriters);
  const fromReadWriters = await storiesFromSources(
    db,
    { userIds: readWriters, collectionIds: [] },
    { readerId, limit: limits.followedStories, to: null, from: null, ignoredIds: [], since },
  );
  for (const post of fromReadWriters) {
    const readId = readOfWriter.get(post.creatorId);
    if (readId) pool.add(post.id, { kind: 'READ', label: readStories.get(readId)?.title ?? null, sourceId: readId });
  }
  const tagCounts = new Map<string, { count: number; readId: string }>();
  for (const read of readsUsed) {
    for (const tag of readTags.get(read.postId) ?? []) {
      const seen = tagCounts.get(tag.slug);
      tagCounts.set(tag.slug, { count: (seen?.count ?? 0) + 1, readId: seen?.readId ?? read.postId });
    }
  }
  const readOfTag = new Map(
    [...tagCounts.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, limits.readTags)
      .map(([slug, { readId }]) => [slug, readId]),
  );

  // Trending: overall, in the followed topics' tags, and in the tags of recent reads.
  const [trending, inTopics, inReadTags] = await Promise.all([
    trendingPostIds(ctx, { limit: limits.trending, viewerId: readerId }),
    topicOfTag.size > 0 ? hotPostIds(ctx, { tagSlugs: [...topicOfTag.keys()], limit: limits.trendingInTags, viewerId: readerId }) : null,
    readOfTag.size > 0 ? hotPostIds(ctx, { tagSlugs: [...readOfTag.keys()], limit: limits.trendingInTags, viewerId: readerId }) : null,
  ]);

  // Similar readers: others who clapped for what the reader clapped for, and what they clapped for.
  const clappers = await newestClappersOfStories(db, clapsUsed.map((c) => c.postId), limits.clappersPerStory);
  const overlap = new Map<string, { count: number; via: string }>();
  for (const { userId, postId } of clappers) {
    if (userId === readerId) continue;
    const seen = overlap.get(userId);
    overlap.set(userId, { count: (seen?.count ?? 0) + 1, via: seen?.via ?? postId });
  }
  const similar = [...overlap.entries()].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1)).slice(0, limits.similarReaders);
  const viaOf = new Map(similar.map(([userId, { via }]) => [userId, via]));
  const likedTitles = await titlesOf(db, [...new Set(viaOf.values())]);
  for (const { userId, postId } of await newestStoryClapsOf(db, [...viaOf.keys()], limits.clapsPerSimilarReader)) {
    const via = viaOf.get(userId);
    if (via && postId !== via) pool.add(postId, { kind: 'SIMILAR_READERS', label: likedTitles.get(via)?.title ?? null, sourceId: userId });
  }

  const newest = await newestStoryIds(db, limits.newest);
  for (const id of newest) pool.add(id, { kind: 'NEW', label: null, sourceId: null });

  // Popular stories are named after the followed topic or the read tag they are in, else their first tag.
  const popularIds = [...new Set([...trending, ...(inTopics?.ids ?? []), ...(inReadTags?.ids ?? [])])];
  const popularTags = await tagsOf(db, popularIds);
  for (const id of popularIds) {
    const tags = popularTags.get(id) ?? [];
    const topic = tags.map((t) => topicOfTag.get(t.slug)).find((t) => t !== undefined);
    if (topic) pool.add(id, { kind: 'FOLLOWED_TOPIC', label: topic.name, sourceId: topic.id });
    const readTag = tags.find((t) => readOfTag.has(t.slug));
    const readId = readTag ? readOfTag.get(readTag.slug) : undefined;
    if (readId) pool.add(id, { kind: 'READ', label: readStories.get(readId)?.title ?? null, sourceId: readId });
    pool.add(id, { kind: 'POPULAR', label: topic?.name ?? tags[0]?.name ?? null, sourceId: null });
  }

  const facts = await candidateFacts(
    db,
    readerId,
    pool.ids().filter((id) => !clappedIds.has(id) && !shownLess.has(id)),
  );
  const shownLessWriters = new Set([...(await titlesOf(db, [...shownLess])).values()].map((s) => s.creatorId));
  const candidates: Candidate[] = facts.map((fact) => ({
    postId: fact.id,
    publishedAt: fact.publishedAt,
    creatorId: fact.creatorId,
    clapCount: fact.clapCount,
    signals: pool.signals.get(fact.id) ?? [],
  }));
  return rankCandidates(candidates, now, shownLessWriters);
}
