import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { createQuote, deleteQuote, storyHighlights, userHighlights, viewerHighlightCount } from './quotes.service';

export const quotesResolvers: Resolvers = {
  Mutation: {
    // Each reader's own highlights only: the service reads and writes the signed-in reader's rows.
    createQuote: signedIn((_, args, ctx) => createQuote(ctx, args), { writes: true }),
    deleteQuote: signedIn((_, args, ctx) => deleteQuote(ctx, args), { writes: true }),
  },
  Post: {
    highlights: (post, _, ctx) => storyHighlights(ctx, post),
    viewerHighlightCount: (post, _, ctx) => viewerHighlightCount(ctx, post),
  },
  User: {
    highlightsConnection: (user, { paging }, ctx) => userHighlights(ctx, { userId: user.id, paging: paging ?? {} }),
  },
};
