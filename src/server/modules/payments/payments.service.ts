import { GraphQLError } from 'graphql';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../../shared/validation/membership';
import type { Config } from '../../config';
import type { ServiceContext } from '../../core';
import type { Executor } from '../../db';
import type { AppDeps } from '../../graphql/context';
import { SIGN_IN_FIRST } from '../../security';
import type { UserModel } from '../../core';
import { customerIdOf, markEventHandled, replaceCustomer, saveCustomer, storedEvent, storeEvent } from './payments.repo';
import { stripeClient } from './stripe-client';

export type CheckoutPurpose = 'membership' | 'gift' | 'payment_method';

export interface CheckoutInput {
  purpose: CheckoutPurpose;
  mode: 'subscription' | 'payment' | 'setup';
  /** Stripe price ids (`price_…`) or lookup keys. */
  lineItems?: { price: string; quantity: number }[];
  metadata: Record<string, string>;
  /** Paths on this instance; the success path gets `session_id={CHECKOUT_SESSION_ID}` added. */
  successPath: string;
  cancelPath: string;
  trialDays?: number;
  discountCoupon?: string;
}

export type CheckoutRefusal = { refusal: 'CheckoutNotAvailable' | 'PaymentError'; message: string };
export type CheckoutAnswer = { url: string } | CheckoutRefusal;

export function paymentsEnabled(from: { config: Pick<Config, 'stripe'> }): boolean {
  return from.config.stripe !== null;
}

export const CHECKOUT_NOT_AVAILABLE: CheckoutRefusal = { refusal: 'CheckoutNotAvailable', message: PAYMENT_MESSAGES.checkoutNotAvailable };
export const PAYMENT_ERROR: CheckoutRefusal = { refusal: 'PaymentError', message: PAYMENT_MESSAGES.paymentError };

/** The reader's Stripe customer, made the first time they pay. */
export async function ensureCustomer(stripe: Stripe, db: Executor, user: UserModel, now: number): Promise<string> {
  const existing = await customerIdOf(db, user.id);
  if (existing && (await customerExists(stripe, existing))) return existing;
  // A customer Stripe no longer knows (deleted in the dashboard, or another account's) is replaced by a new one.
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: existing ? `quire-customer-${user.id}-after-${existing}` : `quire-customer-${user.id}` },
  );
  return existing ? replaceCustomer(db, user.id, customer.id, now) : saveCustomer(db, user.id, customer.id, now);
}

async function customerExists(stripe: Stripe, customerId: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return !customer.deleted;
  } catch (error) {
    if ((error as Stripe.errors.StripeError).code === 'resource_missing') return false;
    throw error;
  }
}

const lookupCache = new WeakMap<Stripe, Map<string, string>>();

/** A price id as given, or the id of the active price with that lookup key. */
export async function resolvePrice(stripe: Stripe, priceOrLookupKey: string): Promise<string | null> {
  if (priceOrLookupKey.startsWith('price_')) return priceOrLookupKey;
  let cache = lookupCache.get(stripe);
  if (!cache) lookupCache.set(stripe, (cache = new Map()));
  const cached = cache.get(priceOrLookupKey);
  if (cached) return cached;
  const prices = await stripe.prices.list({ lookup_keys: [priceOrLookupKey], active: true, limit: 1 });
  const id = prices.data[0]?.id ?? null;
  if (id) cache.set(priceOrLookupKey, id);
  return id;
}

/** Adds Checkout's session id to the query, before any #fragment. */
function withSessionId(url: string): string {
  const hashAt = url.indexOf('#');
  const [address, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return address + (address.includes('?') ? '&' : '?') + 'session_id={CHECKOUT_SESSION_ID}' + hash;
}

/** Starts Stripe Checkout for the viewer: the hosted page's address, or why not. */
export async function startCheckout(ctx: ServiceContext, input: CheckoutInput): Promise<CheckoutAnswer> {
  const now = ctx.now();
  const stripe = stripeClient(ctx.config);
  if (!stripe) return CHECKOUT_NOT_AVAILABLE;
  const viewer = ctx.viewer;
  if (!viewer) throw new GraphQLError(SIGN_IN_FIRST, { extensions: { code: 'UNAUTHENTICATED' } });
  try {
    const customer = await ensureCustomer(stripe, ctx.db, viewer, now);
    const lineItems: { price: string; quantity: number }[] = [];
    for (const item of input.lineItems ?? []) {
      const price = await resolvePrice(stripe, item.price);
      if (!price) return { refusal: 'PaymentError', message: PAYMENT_MESSAGES.paymentError };
      lineItems.push({ price, quantity: item.quantity });
    }
    const metadata = { ...input.metadata, purpose: input.purpose, userId: viewer.id };
    const base = ctx.config.publicUrl;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: input.mode,
      customer,
      client_reference_id: viewer.id,
      metadata,
      success_url: withSessionId(base + input.successPath),
      cancel_url: base + input.cancelPath,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    };
    if (lineItems.length) params.line_items = lineItems;
    if (input.mode === 'subscription') params.subscription_data = { metadata, ...(input.trialDays ? { trial_period_days: input.trialDays } : {}) };
    if (input.mode === 'payment') params.payment_intent_data = { metadata };
    if (input.mode === 'setup') {
      params.setup_intent_data = { metadata };
      params.currency = 'usd';
    }
    if (input.discountCoupon) params.discounts = [{ coupon: input.discountCoupon }];
    const session = await stripe.checkout.sessions.create(params);
    if (!session.url) return PAYMENT_ERROR;
    return { url: session.url };
  } catch (error) {
    console.warn(`Stripe Checkout could not start: ${(error as Error).message}`);
    return PAYMENT_ERROR;
  }
}

// ---- webhooks ----

export type StripeEventHandler = (deps: AppDeps, event: Stripe.Event) => Promise<void> | void;

/** Handlers by checkout purpose (checkout.session.completed) or event type. Registering the same code again (a second app in one process) is a no-op. */
const handlers = new Map<string, Map<string, StripeEventHandler>>();

export function onStripeEvent(purposeOrType: string, handler: StripeEventHandler): void {
  let forKey = handlers.get(purposeOrType);
  if (!forKey) handlers.set(purposeOrType, (forKey = new Map()));
  forKey.set(handler.toString(), handler);
}

export const STRIPE_EVENT_JOB = 'payments:stripe-event';

/** The key an event's handlers are registered under: a completed checkout's purpose, else its type. */
export function routeOf(event: Stripe.Event): string {
  if (event.type === 'checkout.session.completed') {
    const purpose = (event.data.object as Stripe.Checkout.Session).metadata?.purpose;
    return purpose ?? 'checkout.session.completed';
  }
  return event.type;
}

export type WebhookAnswer = { status: 200 | 400; message: string };

/**
 * A webhook delivery: verifies the signature against the raw body, stores the event once by its id and queues
 * its handling in the same transaction. A second delivery of a stored event is answered 200 and does nothing.
 */
export async function receiveStripeWebhook(ctx: ServiceContext, input: { rawBody: Buffer | string; signature: string | undefined }): Promise<WebhookAnswer> {
  const { rawBody, signature } = input;
  const stripe = stripeClient(ctx.config);
  if (!stripe || !ctx.config.stripe) return { status: 400, message: 'Payments are not configured.' };
  let event: Stripe.Event;
  try {
    // A local check of the signature (no call to Stripe).
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', ctx.config.stripe.webhookSecret);
  } catch (error) {
    return { status: 400, message: `Webhook signature verification failed: ${(error as Error).message}` };
  }
  const payload = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  // Stored and queued through `ctx.db`: the caller's transaction holds the two together.
  const stored = await storeEvent(ctx.db, { id: event.id, type: event.type, created: event.created, payload }, ctx.now());
  if (stored) await ctx.deps.jobs.enqueue(ctx.db, { name: STRIPE_EVENT_JOB, payload: { eventId: event.id }, key: `stripe-event:${event.id}` });
  return { status: 200, message: stored ? 'received' : 'already received' };
}

/** The job's work: hands a stored event to the handlers of its route, once. */
export async function handleStripeEvent(ctx: ServiceContext, input: { eventId: string }): Promise<void> {
  const { eventId } = input;
  const row = await storedEvent(ctx.db, eventId);
  if (!row || row.handled_at !== null) return;
  const event = JSON.parse(row.payload) as Stripe.Event;
  for (const handler of handlers.get(routeOf(event))?.values() ?? []) await handler(ctx.deps, event);
  await markEventHandled(ctx.db, eventId, Date.now());
}
