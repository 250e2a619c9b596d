import type { AppDeps } from '../../graphql/context';

// Gift memberships: buying, emailing and redeeming codes.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribeGiftsEvents(_deps: AppDeps): void {}
