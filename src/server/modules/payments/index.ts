import type { AppDeps } from '../../graphql/context';

// Stripe: the client, checkout sessions, verified webhooks handed to jobs.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribePaymentsEvents(_deps: AppDeps): void {}
