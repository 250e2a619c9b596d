import * as v from 'valibot';
import { systemContext } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { handleStripeEvent, STRIPE_EVENT_JOB } from './payments.service';

// Stripe: the client, checkout sessions, verified webhooks handed to jobs.

/** What other modules may use of this one. */
export {
  paymentsEnabled,
  startCheckout,
  onStripeEvent,
  receiveStripeWebhook,
  ensureCustomer,
  resolvePrice,
  CHECKOUT_NOT_AVAILABLE,
  PAYMENT_ERROR,
  type CheckoutInput,
  type CheckoutAnswer,
  type CheckoutRefusal,
  type StripeEventHandler,
} from './payments.service';
export { stripeClient, type Stripe } from './stripe-client';
export { payoutProvider, type PayoutProvider } from './payouts';
export { customerIdOf, userIdOfCustomer, storedCard, saveCard, type StoredCard } from './payments.repo';

/** The job that hands verified Stripe events to the handlers other modules register with `onStripeEvent`. */
export function subscribePaymentsEvents(deps: AppDeps): void {
  deps.jobs.register(STRIPE_EVENT_JOB, v.object({ eventId: v.string() }), (payload) => handleStripeEvent(systemContext(deps), payload));
}
