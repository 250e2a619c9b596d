import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { RELATED_TAGS_LIMIT, TOP_WRITERS_LIMIT } from '../../../shared/validation/topics';
import {
  allTopics,
  followedTopicsPage,
  isFollowingTopic,
  recommendedTopics,
  relatedTags,
  setTopicFollow,
  tagArchivePeriods,
  tagArchivePosts,
  tagFromSlug,
  tagLatestPosts,
  tagPostCount,
  tagTopic,
  tagTopPosts,
  tagTopWriters,
  topic,
  topicPosts,
  topicTags,
} from './topics.service';

const bounded = (limit: number | null | undefined, fallback: number, max = 50) => Math.min(Math.max(1, limit ?? fallback), max);

export const topicsResolvers: Resolvers = {
  Query: {
    tagFromSlug: (_, { tagSlug }, ctx) => tagFromSlug(ctx, tagSlug),
    topic: (_, { slug }, ctx) => topic(ctx, slug),
    recommendedTopics: (_, { limit }, ctx) => recommendedTopics(ctx, bounded(limit, 6, 20)),
    topics: (_, __, ctx) => allTopics(ctx),
    followedTopics: signedIn((_, { paging }, ctx) => followedTopicsPage(ctx, paging ?? {})),
  },
  Mutation: {
    followTopic: signedIn((_, { topicId }, ctx) => setTopicFollow(ctx, topicId, true)),
    unfollowTopic: signedIn((_, { topicId }, ctx) => setTopicFollow(ctx, topicId, false)),
  },
  Topic: {
    tags: (t, { limit }, ctx) => topicTags(ctx, t.id, limit),
    viewerEdge: async (t, _, ctx) => ({ id: `topicId:${t.id}-viewerId:${ctx.viewer?.id ?? 'lo'}`, isFollowing: await isFollowingTopic(ctx, t.id) }),
    posts: (t, { sort, paging }, ctx) => topicPosts(ctx, t, sort ?? 'HOT', paging ?? {}),
  },
  Tag: {
    postCount: (tag, _, ctx) => tagPostCount(ctx, tag.normalizedTagSlug),
    topic: (tag, _, ctx) => tagTopic(ctx, tag.normalizedTagSlug),
    relatedTags: (tag, { limit }, ctx) => relatedTags(ctx, tag.normalizedTagSlug, bounded(limit, RELATED_TAGS_LIMIT, 20)),
    latestPosts: (tag, { paging }, ctx) => tagLatestPosts(ctx, tag.normalizedTagSlug, paging ?? {}),
    topPosts: (tag, { period, paging }, ctx) => tagTopPosts(ctx, tag.normalizedTagSlug, period, paging ?? {}),
    topWriters: (tag, { limit }, ctx) => tagTopWriters(ctx, tag.normalizedTagSlug, bounded(limit, TOP_WRITERS_LIMIT)),
    archivePeriods: (tag, { year, month }, ctx) => tagArchivePeriods(ctx, tag.normalizedTagSlug, year, month),
    archivePosts: (tag, { year, month, day, paging }, ctx) => tagArchivePosts(ctx, tag.normalizedTagSlug, { year, month, day }, paging ?? {}),
  },
};
