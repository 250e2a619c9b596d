import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { audienceStats, postStats, publishedCount, statsStories, viewerStoryCounts, viewStats } from './stats.service';

/** Queries only, each about the signed-in writer's own stories and followers. */
export const statsResolvers: Resolvers = {
  Query: {
    viewerStatsStories: signedIn((_, { paging }, ctx) => statsStories(ctx, { paging: paging ?? {} })),
    viewerPublishedStoryCount: signedIn((_, __, ctx) => publishedCount(ctx)),
    viewerAudienceStats: signedIn((_, { days }, ctx) => audienceStats(ctx, { days })),
    viewerViewStats: signedIn((_, { days }, ctx) => viewStats(ctx, { days })),
    viewerPostStats: signedIn((_, { postId }, ctx) => postStats(ctx, { postId })),
  },
  Post: {
    viewerStats: (post, { days }, ctx) => viewerStoryCounts(ctx, { post, days }),
  },
};
