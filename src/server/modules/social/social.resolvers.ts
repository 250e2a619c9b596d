import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { isSocialProvider } from './providers';
import type { SocialAccount } from './social.repo';
import { disconnectProvider, socialConnections, SocialRuleError } from './social.service';
import { SOCIAL_MESSAGES } from './social-messages';

function signedInViewer(ctx: GraphQLContext) {
  if (!ctx.viewer) throw new GraphQLError('You need to sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewer;
}

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

const toConnection = (account: SocialAccount) => ({ provider: account.provider, email: account.email, createdAt: account.createdAt });

export const socialResolvers: Resolvers = {
  Viewer: {
    // Only the viewer's own connections, and only through their own session.
    socialConnections: async (viewer, _, ctx) => {
      if (ctx.viewer?.id !== viewer.id) return [];
      return (await socialConnections(ctx.db, viewer.id)).map(toConnection);
    },
  },
  Mutation: {
    disconnectSocialAccount: async (_, { provider }, ctx) => {
      const viewer = signedInViewer(ctx);
      if (!isSocialProvider(provider)) throw badRequest(SOCIAL_MESSAGES.unknownProvider);
      try {
        return (await disconnectProvider(ctx.deps.db, viewer.id, provider)).map(toConnection);
      } catch (error) {
        if (error instanceof SocialRuleError) throw badRequest(error.message);
        throw error;
      }
    },
  },
};
