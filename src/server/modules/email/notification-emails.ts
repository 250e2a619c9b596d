import type { AppDeps } from '../../graphql/context';

/** Email about notifications: instant messages, the daily digest, and one-click unsubscribe. */
export function subscribeNotificationEmails(_deps: AppDeps): void {}
