import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { followingFeed, forYouFeed, forYouSignals, setSignalRemoved, whoToFollow } from './feeds.service';

export const feedsResolvers: Resolvers = {
  Query: {
    forYouFeed: (_, { paging }, ctx) => forYouFeed(ctx, paging ?? {}),
    followingFeed: (_, { paging }, ctx) => followingFeed(ctx, paging ?? {}),
    whoToFollow: (_, { limit }, ctx) => whoToFollow(ctx, limit),
    forYouSignals: (_, __, ctx) => (ctx.viewer ? forYouSignals({ ...ctx, viewer: ctx.viewer }) : null),
  },
  Mutation: {
    removeFromForYou: signedIn((_, { kind, postId }, ctx) => setSignalRemoved(ctx, { kind, postId, removed: true })),
    restoreToForYou: signedIn((_, { kind, postId }, ctx) => setSignalRemoved(ctx, { kind, postId, removed: false })),
  },
};
