/** What other modules may use of this one. */
export { notify, type NotifyInput, type NotificationTarget } from './notifications.notify';
export { subscribeNotificationEvents } from './notifications.subscribers';
