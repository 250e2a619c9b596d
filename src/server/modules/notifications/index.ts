/** What other modules may use of this one. */
import type { NotificationModel } from './notifications.repo';
export { notify, type NotifyInput, type NotificationTarget } from './notifications.notify';
export { subscribeNotificationEvents } from './notifications.subscribers';
export { type NotificationModel } from './notifications.repo';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Notification: NotificationModel;
  }
}
export { createNotificationRowLoaders } from './notifications.loaders';
export { notificationsStillThere } from './notifications.repo';
