import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
import { RELATED_TAGS_LIMIT, TOP_WRITERS_LIMIT } from '../../../shared/validation/topics';
import { hotTopicPosts } from '../trending';
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
    tagFromSlug: anyone('tag pages are public', (_, { tagSlug }, ctx) => tagFromSlug(ctx, { tagSlug })),
    topic: anyone('topic pages are public; a staff topic is found for staff alone', (_, { slug }, ctx) => topic(ctx, { slug })),
    recommendedTopics: anyone('suggestions for any reader (signed out: the most followed public topics)', (_, { limit }, ctx) =>
      recommendedTopics(ctx, { limit: bounded(limit, 6, 20) }),
    ),
    topics: anyone('the topics list is public', (_, __, ctx) => allTopics(ctx)),
    followedTopics: signedIn((_, { paging }, ctx) => followedTopicsPage(ctx, { paging: paging ?? {} })),
  },
  Mutation: {
    followTopic: signedIn((_, { topicId }, ctx) => setTopicFollow(ctx, { topicId, follow: true }), { writes: true }),
    unfollowTopic: signedIn((_, { topicId }, ctx) => setTopicFollow(ctx, { topicId, follow: false }), { writes: true }),
  },
  Topic: {
    tags: (t, { limit }, ctx) => topicTags(ctx, { topicId: t.id, limit }),
    viewerEdge: async (t, _, ctx) => ({ id: `topicId:${t.id}-viewerId:${ctx.viewer?.id ?? 'lo'}`, isFollowing: await isFollowingTopic(ctx, { topicId: t.id }) }),
    // HOT (the default) ranks by the trending module's scores; the other sorts are this module's story index.
    posts: (t, { sort, paging }, ctx) =>
      !sort || sort === 'HOT' ? hotTopicPosts(ctx, { topicId: t.id, paging: paging ?? {} }) : topicPosts(ctx, { topicModel: t, sort, paging: paging ?? {} }),
  },
  Tag: {
    postCount: (tag, _, ctx) => tagPostCount(ctx, { tagSlug: tag.normalizedTagSlug }),
    topic: (tag, _, ctx) => tagTopic(ctx, { tagSlug: tag.normalizedTagSlug }),
    relatedTags: (tag, { limit }, ctx) => relatedTags(ctx, { tagSlug: tag.normalizedTagSlug, limit: bounded(limit, RELATED_TAGS_LIMIT, 20) }),
    latestPosts: (tag, { paging }, ctx) => tagLatestPosts(ctx, { tagSlug: tag.normalizedTagSlug, paging: paging ?? {} }),
    topPosts: (tag, { period, paging }, ctx) => tagTopPosts(ctx, { tagSlug: tag.normalizedTagSlug, period, paging: paging ?? {} }),
    topWriters: (tag, { limit }, ctx) => tagTopWriters(ctx, { tagSlug: tag.normalizedTagSlug, limit: bounded(limit, TOP_WRITERS_LIMIT) }),
    archivePeriods: (tag, { year, month }, ctx) => tagArchivePeriods(ctx, { tagSlug: tag.normalizedTagSlug, year, month }),
    archivePosts: (tag, { year, month, day, paging }, ctx) => tagArchivePosts(ctx, { tagSlug: tag.normalizedTagSlug, date: { year, month, day }, paging: paging ?? {} }),
  },
};
