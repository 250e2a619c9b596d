import type { AppDeps } from '../../graphql/context';
import { plansOf, useInstancePlans } from './membership.service';
import { declareMembershipLapseJob } from './membership.clock';
import { registerMembershipStripeHandlers } from './membership.stripe';

// Paid membership: plans, subscriptions, billing, the grace period.

/** What other modules may use of this one. */
export {
  grantMembership,
  endMembership,
  endGrantedMemberships,
  isMember,
  memberFeesInPeriod,
  plansOf,
  planById,
  planChoicesFor,
  addMonths,
  type GrantInput,
} from './membership.service';
export { currentMembership, hasPastMemberships, type MembershipModel, type MembershipStatus, type MembershipSource } from './membership.repo';
export { DEFAULT_PLANS, type PlanConfig } from './plans';
export { endLapsedMemberships } from './membership.clock';
export { cancelAtStripeForRevoke, operatorGrant, operatorRevoke, operatorList, OperatorError } from './membership.operator';
export { viewerHasPastMemberships } from './membership.graphql.service';
export { syncSubscription, cardBrandOf } from './membership.stripe';

/**
 * Checks the plans (a broken QUIRE_PLANS_FILE stops the start with a clear message), handles Stripe's events
 * for memberships, and declares the recurring job that ends memberships whose grace period passed.
 */
export function subscribeMembershipEvents(deps: AppDeps): void {
  useInstancePlans(plansOf(deps));
  registerMembershipStripeHandlers(deps);
  declareMembershipLapseJob(deps);
}
