import { systemContext, withTransaction } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { stripeClient } from '../payments';
import { DAY_MS, endMembership } from './membership.service';

export const MEMBERSHIP_LAPSE_JOB = 'membership:lapse';
const CHECK_MS = 60_000;

/**
 * Ends, at the app's clock: memberships whose grace period after a failed renewal passed (their Stripe
 * subscription is cancelled so the card is not retried again), gifts and grants whose time ran out, and
 * cancelled subscriptions a day past their period's end whose deletion event never came. Answers how many.
 */
export async function endLapsedMemberships(deps: AppDeps, now: number): Promise<number> {
  const due = await deps.db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'stripe_subscription_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'PAST_DUE'), eb('grace_ends_at', '<=', now)]),
        eb.and([eb('status', '=', 'ACTIVE'), eb('source', 'in', ['GIFT', 'OPERATOR']), eb('current_period_end', '<=', now)]),
        eb.and([eb('status', '=', 'CANCELED'), eb('current_period_end', '<=', now - DAY_MS)]),
      ]),
    )
    .execute();
  let ended = 0;
  for (const row of due) {
    const done = await withTransaction(systemContext(deps), (ctx) => endMembership(ctx, { id: row.id, userId: row.user_id, now }));
    if (!done) continue;
    ended++;
    const stripe = stripeClient(deps.config);
    if (stripe && row.stripe_subscription_id && row.status === 'PAST_DUE') {
      await stripe.subscriptions.cancel(row.stripe_subscription_id).catch(() => undefined);
    }
  }
  return ended;
}

/** Declares the recurring job that ends lapsed memberships, every minute by the app's clock. */
export function declareMembershipLapseJob(deps: AppDeps): void {
  deps.jobs.recurring({ id: MEMBERSHIP_LAPSE_JOB, every: CHECK_MS, run: async ({ at }) => void (await endLapsedMemberships(deps, at)) });
}
