import type { Resolvers } from '../../graphql/resolvers.generated';
import { withTransaction } from '../../core';
import { signedIn } from '../../security';
import { ACCOUNT_MESSAGES, updateViewerProfile, viewerProfileFailed } from './accounts.service';

export const accountsResolvers: Resolvers = {
  Mutation: {
    // One transaction; a username taken at the same moment is answered after it rolled back.
    updateViewerProfile: signedIn((_, args, ctx) => withTransaction(ctx, (tx) => updateViewerProfile(tx, args)).catch(viewerProfileFailed), {
      signedOut: () => ({ __typename: 'Forbidden' as const, message: ACCOUNT_MESSAGES.signInToEdit }),
    }),
  },
};
