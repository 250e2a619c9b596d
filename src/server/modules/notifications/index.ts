/** What other modules may use of this one. */
export { notify, type NotifyInput, type NotificationTarget } from './notifications.notify';
export { subscribeNotificationEvents } from './notifications.subscribers';
export { notificationsResolvers } from './notifications.resolvers';
export { type NotificationModel } from './notifications.repo';
