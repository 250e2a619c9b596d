import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { isSocialProvider } from './providers';
import type { SocialAccount } from './social.repo';
import { disconnectProvider, socialConnections, SocialRuleError } from './social.service';
import { SOCIAL_MESSAGES } from './social-messages';

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
    disconnectSocialAccount: signedIn(async (_, { provider }, ctx) => {
      if (!isSocialProvider(provider)) throw badRequest(SOCIAL_MESSAGES.unknownProvider);
      try {
        return (await disconnectProvider(ctx.deps, { userId: ctx.viewer.id, provider })).map(toConnection);
      } catch (error) {
        if (error instanceof SocialRuleError) throw badRequest(error.message);
        throw error;
      }
    }),
  },
};
