import type { AppDeps } from '../../graphql/context';

/**
 * Every notification is made here, by a subscriber to the domain event that causes it: never by a call
 * inside another module's service.
 */
export function subscribeNotificationEvents(_deps: AppDeps): void {}
