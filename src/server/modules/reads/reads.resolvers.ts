import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { clearReadingHistory, readingHistory, removeFromReadingHistory } from './reads.service';

/** Every entry point acts on the signed-in reader's own history; there is no way to name anyone else's. */
export const readsResolvers: Resolvers = {
  Query: {
    readingHistory: signedIn((_, { paging }, ctx) => readingHistory(ctx, { paging: paging ?? {} })),
  },
  Mutation: {
    removeFromReadingHistory: signedIn((_, { postId }, ctx) => removeFromReadingHistory(ctx, { postId }), { writes: true }),
    clearReadingHistory: signedIn((_, __, ctx) => clearReadingHistory(ctx), { writes: true }),
  },
};
