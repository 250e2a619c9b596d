import type { AppDeps } from '../../graphql/context';

// Paid membership: plans, subscriptions, billing, the grace period.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribeMembershipEvents(_deps: AppDeps): void {}
