import * as v from 'valibot';
import { systemContext, withTransaction } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { onStripeEvent } from './gifts.payments';
import { afterGiftPaid, DELIVER_GIFT_JOB, deliverDueGifts, deliverGift, onGiftCheckoutCompleted, sealPendingGiftCodes, tellBuyerRedeemed } from './gifts.service';

// Gift memberships: buying, emailing and redeeming codes.

/** What other modules may use of this one. */
export { deliverDueGifts, sealPendingGiftCodes } from './gifts.service';
export { newGiftCode, UNSEALED_PREFIX } from './gifts.codes';

/** How often the gifts whose delivery date has come are looked for (by the app's clock). */
const DELIVERY_CHECK_MS = 60_000;
const DELIVER_DUE_GIFTS_JOB = 'gift.deliverDue';
const DELIVERY = v.object({ purchaseId: v.string() });

/**
 * Stripe's completed checkouts for gifts make the purchase paid; then its receipt and the recipient's email
 * go out as jobs, the latter at its delivery date (a recurring job every minute by the app clock); the buyer
 * hears when a gift is redeemed.
 */
export function subscribeGiftsEvents(deps: AppDeps): void {
  onStripeEvent('gift', (handlerDeps: AppDeps, event: { data: { object: unknown } }) =>
    withTransaction(systemContext(handlerDeps), (ctx) => onGiftCheckoutCompleted(ctx, { event })),
  );
  deps.jobs.register(DELIVER_GIFT_JOB, DELIVERY, (input) => deliverGift(systemContext(deps), input));
  deps.bus.subscribe('gift.paid', 'gift-emails', (event) => afterGiftPaid(systemContext(deps), event));
  deps.bus.subscribe('gift.redeemed', 'gift-emails', (event) => tellBuyerRedeemed(systemContext(deps), event));
  // Demo codes are sealed at start (the update is conditional: any process may do it).
  void sealPendingGiftCodes(systemContext(deps)).catch(() => 0);
  // Runs on workers; the first tick at start sends what came due while no worker ran.
  deps.jobs.recurring({ id: DELIVER_DUE_GIFTS_JOB, every: DELIVERY_CHECK_MS, atStart: true, run: async () => void (await deliverDueGifts(systemContext(deps))) });
}
