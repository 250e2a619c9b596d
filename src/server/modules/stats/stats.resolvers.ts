import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, type SignedInContext } from '../../security';
import { audienceStats, postStats, publishedCount, statsStories, viewerStoryCounts, viewStats, type StatsContext } from './stats.service';

function stats(ctx: SignedInContext): StatsContext {
  return { viewer: ctx.viewer, db: ctx.db, loaders: ctx.loaders, now: ctx.deps.now };
}

/** Queries only, each about the signed-in writer's own stories and followers. */
export const statsResolvers: Resolvers = {
  Query: {
    viewerStatsStories: signedIn((_, { paging }, ctx) => statsStories(stats(ctx), paging ?? {})),
    viewerPublishedStoryCount: signedIn((_, __, ctx) => publishedCount(stats(ctx))),
    viewerAudienceStats: signedIn((_, { days }, ctx) => audienceStats(stats(ctx), { days })),
    viewerViewStats: signedIn((_, { days }, ctx) => viewStats(stats(ctx), { days })),
    viewerPostStats: signedIn((_, { postId }, ctx) => postStats(stats(ctx), { postId })),
  },
  Post: {
    viewerStats: (post, { days }, ctx) => viewerStoryCounts({ viewer: ctx.viewer, loaders: ctx.loaders, now: ctx.deps.now }, post, days),
  },
};
