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

export function startMembershipClock(deps: AppDeps): () => void {
  deps.jobs.register(MEMBERSHIP_LAPSE_JOB, async (payload) => {
    await endLapsedMemberships(deps, (payload as { at: number }).at);
  });
  const check = () => {
    const at = deps.now();
    void deps.jobs.enqueue(deps.db, { name: MEMBERSHIP_LAPSE_JOB, payload: { at }, key: `membership-lapse:${Math.floor(at / CHECK_MS)}` }).catch(() => undefined);
  };
  const timer = setInterval(check, CHECK_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
