import { buildPath } from '../../../shared/routes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { dismissedFlags } from './users.repo';
import { findUser } from './users.service';

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer,
    user: async (_, args, ctx) => {
      const found = await findUser(ctx, args);
      return found.kind === 'user' ? found.user : null;
    },
    userResult: async (_, args, ctx) => {
      const found = await findUser(ctx, args);
      if (found.kind === 'user') return { __typename: 'User', ...found.user };
      if (found.kind === 'suspended') {
        return { __typename: 'AccountSuspended', message: 'This account is under investigation or was found in violation of the rules.' };
      }
      return { __typename: 'NotFound', message: 'User not found' };
    },
  },
  Viewer: {
    dismissableFlags: (viewer, _, ctx) => dismissedFlags(ctx.db, viewer.id),
    // Memberships arrive with the membership module; until then nobody has a past one.
    hasPastMemberships: () => false,
    isAuroraVisible: () => true,
  },
  User: {
    mediumUrl: (user, _, ctx) =>
      ctx.config.publicUrl +
      (user.username ? buildPath('ShowUser', { username: user.username }) : buildPath('ShowUserById', { userId: user.id })),
    isAuroraVisible: () => true,
    hasSubdomain: () => false,
    userPostCounts: async (user, _, ctx) => ({ publishedPosts: await ctx.loaders.publishedPostCount.load(user.id) }),
  },
};
