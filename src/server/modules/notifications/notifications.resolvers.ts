import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { notificationName } from './notifications.policy';
import {
  notificationActor,
  notificationCatalog,
  notificationCollection,
  notificationNote,
  notificationNoteReply,
  notificationQuote,
  notificationStatus,
  notificationsFeed,
  ownNotification,
  readablePost,
  rollupItems,
  rowIsUnread,
  updateActivityLastViewed,
} from './notifications.service';

/** Every entry point reads or changes the signed-in reader's own notifications. */
export const notificationsResolvers: Resolvers = {
  Query: {
    // The bell's count: null when signed out (the contract answers rather than refuses).
    notificationStatus: signedIn((_, __, ctx) => notificationStatus(ctx), { signedOut: () => null }),
    notification: signedIn((_, { id }, ctx) => ownNotification(ctx, { id })),
    notificationsConnectionByActivityTypes: signedIn((_, { paging, activityTypes }, ctx) => notificationsFeed(ctx, { paging: paging ?? {}, activityTypes })),
  },
  Mutation: {
    // The reader's own counter row only: the service reads and writes `ctx.viewer`'s row.
    updateActivityLastViewed: signedIn((_, __, ctx) => updateActivityLastViewed(ctx), { writes: true }),
  },
  // Rows reach these resolvers only through the reader's own feed.
  Notification: {
    notificationName: (row) => notificationName(row),
    notificationType: (row) => row.activityType,
    actor: (row, _, ctx) => notificationActor(ctx, row),
    rollupItems: (row, _, ctx) => rollupItems(ctx, row),
    isUnread: (row, _, ctx) => rowIsUnread(ctx, row),
    post: (row, _, ctx) => readablePost(ctx, { postId: row.postId }),
    responsePost: (row, _, ctx) => readablePost(ctx, { postId: row.responsePostId }),
    collection: (row, _, ctx) => notificationCollection(ctx, row),
    catalog: (row, _, ctx) => notificationCatalog(ctx, row),
    quote: (row, _, ctx) => notificationQuote(ctx, row),
    note: (row, _, ctx) => notificationNote(ctx, row),
    noteReply: (row, _, ctx) => notificationNoteReply(ctx, row),
  },
};
