import { buildPath } from '../../../shared/routes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { PROFILE_MESSAGES } from '../../../shared/validation/profile';
import { userHref } from '../collections';
import { dismissedFlags } from './users.repo';
import { viewerHasPastMemberships } from '../membership';
import {
  USER_RESULT_MESSAGES,
  findUser,
  markStyleReminderSeen,
  profilePosts,
  removeCustomStyleSheet,
  styleSheetHeader,
  styleSheetView,
  updateCustomStyleSheet,
  updateAllowNotes,
  updateUserProfile,
  usernameAvailability,
} from './users.service';

const forbidden = () => ({ __typename: 'Forbidden' as const, message: PROFILE_MESSAGES.signInToEdit });

export const usersResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => ctx.viewer,
    user: async (_, args, ctx) => {
      // The person as `userResult` finds them: a blocker, a suspended or deleted account is no one here.
      const found = await findUser(ctx, args);
      return found.kind === 'user' ? found.user : null;
    },
    userResult: async (_, { id, userId, username }, ctx) => {
      const found = await findUser(ctx, { id: id ?? userId, username });
      switch (found.kind) {
        case 'user':
          return { __typename: 'User', ...found.user };
        case 'suspended':
          return { __typename: 'AccountSuspended', message: USER_RESULT_MESSAGES.suspended };
        case 'blocked':
          return { __typename: 'Blocked', message: USER_RESULT_MESSAGES.blocked };
        case 'deleted':
          return { __typename: 'AccountDeleted', message: USER_RESULT_MESSAGES.deleted };
        case 'notFound':
          return { __typename: 'NotFound', message: USER_RESULT_MESSAGES.notFound };
      }
    },
    usernameAvailability: (_, args, ctx) => usernameAvailability(ctx, args),
  },
  Mutation: {
    updateUserProfile: signedIn((_, args, ctx) => updateUserProfile(ctx, args), { signedOut: forbidden }),
    updateCustomStyleSheet: signedIn((_, { input }, ctx) => updateCustomStyleSheet(ctx, input), { signedOut: forbidden }),
    removeCustomStyleSheet: signedIn((_, __, ctx) => removeCustomStyleSheet(ctx)),
    setUserStyleReminderSeen: signedIn((_, __, ctx) => markStyleReminderSeen(ctx)),
    updateAllowNotes: signedIn((_, { allowNotes }, ctx) => updateAllowNotes(ctx, allowNotes)),
  },
  Viewer: {
    dismissableFlags: (viewer, _, ctx) => dismissedFlags(ctx.db, viewer.id),
    hasPastMemberships: (viewer, _, ctx) => viewerHasPastMemberships(ctx, { userId: viewer.id }),
    isAuroraVisible: () => true,
    customStyleSheet: async (viewer, _, ctx) => {
      const sheet = await ctx.loaders.styleSheetByUserId.load(viewer.id);
      return sheet ? styleSheetView(sheet) : null;
    },
  },
  User: {
    mediumUrl: async (user, _, ctx) => {
      // A person with a live custom domain is linked there (custom domains change link hosts).
      const domain = user.username ? await ctx.loaders.userLiveDomain.load(user.id) : null;
      if (user.username && domain) return userHref(ctx.config, user.username, domain, 'ShowUser').replace(/\/$/, '');
      return ctx.config.publicUrl + (user.username ? buildPath('ShowUser', { username: user.username }) : buildPath('ShowUserById', { userId: user.id }));
    },
    isAuroraVisible: () => true,
    hasSubdomain: () => false,
    userPostCounts: async (user, _, ctx) => ({ publishedPosts: await ctx.loaders.publishedPostCount.load(user.id) }),
    // Only the person themselves has anything to be reminded of.
    hasSeenStyleReminder: (user, _, ctx) => (ctx.viewer?.id === user.id ? user.hasSeenStyleReminder : true),
    customStyleSheet: async (user, _, ctx) => {
      const sheet = await ctx.loaders.styleSheetByUserId.load(user.id);
      return sheet ? styleSheetView(sheet) : null;
    },
    homepagePostsConnection: async (user, { paging }, ctx) => {
      const { posts, next } = await profilePosts(ctx, { userId: user.id, paging: paging ?? {} });
      return { posts, pagingInfo: { next, previous: null } };
    },
  },
  CustomStyleSheet: {
    header: (sheet, _, ctx) => styleSheetHeader(ctx, sheet as { headerImageId?: string | null }),
  },
};
