import { withTransaction } from '../../core';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
import { followingFeed, forYouFeed, forYouListDue, forYouSignals, setSignalRemoved, storeForYou, whoToFollow } from './feeds.service';

export const feedsResolvers: Resolvers = {
  Query: {
    forYouFeed: anyone('the reader\'s own For you; empty when signed out', async (_, { paging }, ctx) => {
      // A first page whose list is missing or out of date computes it first; only storing it takes a transaction.
      const due = await forYouListDue(ctx, { paging: paging ?? {} });
      if (due) await withTransaction(ctx, (tx) => storeForYou(tx, { list: due }));
      return forYouFeed(ctx, paging ?? {});
    }),
    followingFeed: anyone('the reader\'s own Following; empty when signed out', (_, { paging }, ctx) => followingFeed(ctx, paging ?? {})),
    whoToFollow: anyone('suggestions for any reader (signed out: the most followed writers)', (_, { limit }, ctx) => whoToFollow(ctx, { limit })),
    forYouSignals: anyone('the reader\'s own signals; null when signed out', (_, __, ctx) => (ctx.viewer ? forYouSignals({ ...ctx, viewer: ctx.viewer }) : null)),
  },
  Mutation: {
    removeFromForYou: signedIn((_, { kind, postId }, ctx) => setSignalRemoved(ctx, { kind, postId, removed: true }), { writes: true }),
    restoreToForYou: signedIn((_, { kind, postId }, ctx) => setSignalRemoved(ctx, { kind, postId, removed: false }), { writes: true }),
  },
};
