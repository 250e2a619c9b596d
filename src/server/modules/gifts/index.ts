import { systemContext, withTransaction } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { onStripeEvent } from './gifts.payments';
import { afterGiftPaid, DELIVER_GIFT_JOB, deliverDueGifts, deliverGift, onGiftCheckoutCompleted, sealPendingGiftCodes, tellBuyerRedeemed } from './gifts.service';

// Gift memberships: buying, emailing and redeeming codes.

/** What other modules may use of this one. */
export { deliverDueGifts, sealPendingGiftCodes } from './gifts.service';
export { newGiftCode, UNSEALED_PREFIX } from './gifts.codes';

/** How often the delivery clock looks for gifts whose date has come. */
const DELIVERY_CHECK_MS = 60_000;

/**
 * Stripe's completed checkouts for gifts make the purchase paid; then its receipt and the recipient's email
 * go out as jobs, the latter at its delivery date (a check every minute by the app clock); the buyer hears
 * when a gift is redeemed.
 */
export function subscribeGiftsEvents(deps: AppDeps): () => void {
  onStripeEvent('gift', (handlerDeps: AppDeps, event: { data: { object: unknown } }) =>
    withTransaction(systemContext(handlerDeps), (ctx) => onGiftCheckoutCompleted(ctx, { event })),
  );
  deps.jobs.register(DELIVER_GIFT_JOB, (payload) => deliverGift(deps, (payload as { purchaseId: string }).purchaseId));
  deps.bus.subscribe('gift.paid', 'gift-emails', (event) => afterGiftPaid(deps, event.purchaseId));
  deps.bus.subscribe('gift.redeemed', 'gift-emails', (event) => tellBuyerRedeemed(deps, event));
  // Demo codes are sealed at start (the update is conditional: any process may do it).
  const sealed = sealPendingGiftCodes(deps).catch(() => 0);
  // The delivery clock runs where jobs run; a failed check (the database briefly away, the app closing) is
  // made again a minute later, and one at start sends what came due while the process was down.
  if (!deps.config.jobsWorker) return () => undefined;
  let stopped = false;
  const check = () => void (stopped ? undefined : deliverDueGifts(deps).catch(() => undefined));
  const timer = setInterval(check, DELIVERY_CHECK_MS);
  timer.unref?.();
  void sealed.then(check);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
