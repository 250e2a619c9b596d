import type { AppDeps } from '../../graphql/context';

// The paywall and the monthly meter of member-only stories.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribeMeterEvents(_deps: AppDeps): void {}
