import type { AppDeps } from '../../graphql/context';

// Partner earnings from members' engaged reading time.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribeEarningsEvents(_deps: AppDeps): void {}
