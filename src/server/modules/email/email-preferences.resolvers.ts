import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { notificationEmailSettings, updateNotificationEmailSetting } from './email-preferences.service';

export const emailPreferencesResolvers: Resolvers = {
  Viewer: {
    // A reader's email settings are theirs alone: read through their own session only.
    notificationEmailSettings: (viewer, _, ctx) => (ctx.viewer?.id === viewer.id ? notificationEmailSettings(ctx, { userId: viewer.id }) : []),
  },
  Mutation: {
    updateNotificationEmailSetting: signedIn(
      (_, { category, mode }, ctx) => updateNotificationEmailSetting(ctx, { userId: ctx.viewer.id, category, mode }),
      { writes: true },
    ),
  },
};
