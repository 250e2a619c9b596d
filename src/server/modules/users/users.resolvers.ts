import { buildPath } from '../../../shared/routes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { withTransaction } from '../../core';
import { anyone, signedIn } from '../../security';
import { PROFILE_MESSAGES } from '../../../shared/validation/profile';
import { userHref } from '../collections';
import { dismissedFlags } from '../flags';
import { viewerHasPastMemberships } from '../membership';
import {
  USER_RESULT_MESSAGES,
  findUser,
  markStyleReminderSeen,
  prepareUserProfile,
  profilePosts,
  removeCustomStyleSheet,
  styleSheetHeader,
  styleSheetView,
  updateCustomStyleSheet,
  saveUserProfile,
  updateAllowNotes,
  usernameAvailability,
  usernameRaceAnswer,
} from './users.service';

const forbidden = () => ({ __typename: 'Forbidden' as const, message: PROFILE_MESSAGES.signInToEdit });

export const usersResolvers: Resolvers = {
  Query: {
    viewer: anyone('who is asking: the signed-in account itself, or null', (_, __, ctx) => ctx.viewer),
    user: anyone('public profiles, as the asker may see them (blocks, suspensions and deletions applied)', async (_, args, ctx) => {
      // The person as `userResult` finds them: a blocker, a suspended or deleted account is no one here.
      const found = await findUser(ctx, args);
      return found.kind === 'user' ? found.user : null;
    }),
    userResult: anyone('public profiles, as the asker may see them (blocks, suspensions and deletions applied)', async (_, { id, userId, username }, ctx) => {
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
    }),
    usernameAvailability: anyone('the sign-up and profile forms check a username as it is typed; rate-limited per reader or address', (_, args, ctx) =>
      usernameAvailability(ctx, args),
    ),
  },
  Mutation: {
    // Checked and any picture cropped first (image work stays out of the transaction), then saved in one.
    updateUserProfile: signedIn(
      async (_, args, ctx) => {
        const prepared = await prepareUserProfile(ctx, args);
        if (prepared.kind === 'answer') return prepared.answer;
        return withTransaction(ctx, (tx) => saveUserProfile(tx, prepared)).catch(usernameRaceAnswer);
      },
      { signedOut: forbidden },
    ),
    updateCustomStyleSheet: signedIn((_, { input }, ctx) => updateCustomStyleSheet(ctx, input), { signedOut: forbidden, writes: true }),
    removeCustomStyleSheet: signedIn((_, __, ctx) => removeCustomStyleSheet(ctx), { writes: true }),
    setUserStyleReminderSeen: signedIn((_, __, ctx) => markStyleReminderSeen(ctx), { writes: true }),
    updateAllowNotes: signedIn((_, { allowNotes }, ctx) => updateAllowNotes(ctx, { allowNotes }), { writes: true }),
  },
  Viewer: {
    dismissableFlags: (viewer, _, ctx) => dismissedFlags(ctx, { userId: viewer.id }),
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
