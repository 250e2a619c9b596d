import type { AppDeps } from '../../graphql/context';

// The Partner Program: enrolment, payout account, tax documents and notices.

/** What other modules may use of this one. */

/** The subscribers and jobs of this module (none yet). */
export function subscribePartnerEvents(_deps: AppDeps): void {}
