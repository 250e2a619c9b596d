import type { AppDeps } from '../../graphql/context';

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribeFeedsEvents(_deps: AppDeps): void {}
