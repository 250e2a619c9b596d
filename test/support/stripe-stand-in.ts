/**
 * A local stand-in for Stripe: a real HTTP server that answers the API calls Quire makes (through the official
 * SDK pointed at it with `host`, `port` and `protocol`), hosts a Checkout page with a card form, the 3-D Secure 2
 * challenge and Connect onboarding, and POSTs the webhook events Stripe would send, signed with the SDK's own
 * test helper. Objects keep Stripe's shapes, id prefixes and error JSON, so the SDK raises StripeCardError etc.
 *
 * Test cards: 4242424242424242 succeeds; 4000002760003184 asks for 3-D Secure 2; 4000000000000002 is declined;
 * 4000000000000341 attaches but every later renewal fails.
 *
 * Each secret key is one Stripe account: objects created with it stay with it, and its events go to its own
 * webhook address (two e2e servers share one stand-in). Test controls are methods here and, for tests in other
 * processes, HTTP endpoints under /_stand-in/ (see `stripeStandInControls`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { DEFAULT_PLANS, type PlanConfig } from '../../src/server/modules/membership/plans';
import { bool, int, list, metadata, obj, parseStripeForm, str, type FormObject } from './stripe/form';
import { challengePage, checkoutPage, messagePage, onboardingPage } from './stripe/pages';

export const TEST_CARDS = {
  success: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const;

export interface StripeStandInOptions {
  webhookUrl?: string;
  webhookSecret?: string;
  /** Prices to seed (from these plans); the built-in plans by default. */
  plans?: readonly PlanConfig[];
  port?: number;
  /** The first account's secret key (random by default); a fixed one lets a server's settings survive restarts. */
  secretKey?: string;
}

export interface StandInEvent {
  id: string;
  type: string;
  created: number;
  account: string;
  data: { object: StripeObject };
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The env a Quire server needs to use this stand-in (with the default account's key). */
  env(secretKey?: string): Record<string, string>;
  setWebhookUrl(url: string | null, secretKey?: string): void;
  /** Another account (its own secret key, objects and webhook address). */
  addAccount(webhookUrl?: string): string;
  /** Pays a Checkout session as the hosted page would (card defaults to 4242…; a 3-D Secure card authenticates unless told to fail). */
  completeCheckout(sessionId: string, options?: { card?: string; authentication?: 'complete' | 'fail' }): Promise<StripeObject>;
  /** The next renewal of a subscription (or a retry of its open invoice): paid, or failed with `fail`. */
  advanceSubscription(id: string, options?: { fail?: boolean }): Promise<StripeObject>;
  /** Cancels a subscription now (customer.subscription.deleted). */
  endSubscription(id: string): Promise<StripeObject>;
  /** Marks a Connect account's onboarding done (account.updated), as the hosted onboarding page does. */
  completeOnboarding(accountId: string): Promise<StripeObject>;
  /** Every event created so far, oldest first. */
  events(filter?: { type?: string; account?: string }): StandInEvent[];
  /** Delivers an event again (same id, fresh signature). */
  resendEvent(eventId: string): Promise<number>;
  /** While held, events are recorded but not delivered; `releaseEvents` delivers them (in the order given, or reversed). */
  holdEvents(): void;
  /**
   * Answers the next GET of this path as the object is when asked, but sends the answer only once `release` is
   * called: a slow read of an old state, for races. `asked` settles when the request came in.
   */
  holdNextAnswer(path: string): { asked: Promise<void>; release: () => void };
  releaseEvents(order?: 'reverse' | 'created'): Promise<void>;
  object(id: string): StripeObject | undefined;
  sessionUrl(sessionId: string): string;
  close(): Promise<void>;
}

export type StripeObject = Record<string, unknown> & { id: string; object: string };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; param?: string; message: string },
  ) {
    super(body.message);
  }
}

const DAY = 86_400;

function rid(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function nowSec(): number {
  return Math.floor(Date.now() / 1000);
}

function addMonths(sec: number, months: number): number {
  const d = new Date(sec * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
}

function cardBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3(0|6|8)/.test(number)) return 'diners';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}

function money(amount: number, currency: string): string {
  return `${currency.toUpperCase() === 'USD' ? '$' : currency.toUpperCase() + ' '}${(amount / 100).toFixed(2)}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const signer = new Stripe('sk_test_signer');
  const objects = new Map<string, StripeObject & { _account?: string }>();
  const accounts = new Map<string, { webhookUrl: string | null }>();
  const events: StandInEvent[] = [];
  const held: StandInEvent[] = [];
  let holding = false;
  const answerHolds = new Map<string, { arrived: () => void; released: Promise<void> }>();
  let baseUrl = '';
  let invoiceCount = 0;

  const defaultKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  accounts.set(defaultKey, { webhookUrl: options.webhookUrl ?? null });

  const put = <T extends StripeObject>(account: string, value: T): T => {
    objects.set(value.id, Object.assign(value, { _account: account }));
    return value;
  };
  const visible = (value: StripeObject): StripeObject => {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('_'))) as StripeObject;
  };
  const find = (account: string, id: string | undefined, kind: string, param = 'id'): StripeObject => {
    const found = id ? objects.get(id) : undefined;
    if (!found || found._account !== account || found.object !== kind) {
      throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id ?? ''}'` });
    }
    return found;
  };

  // Prices seeded from the plans (each account sees the same catalogue).
  const plans = options.plans ?? DEFAULT_PLANS;
  const priceIds = new Map<string, string>();
  for (const plan of plans) {
    if (priceIds.has(plan.stripeLookupKey)) continue;
    const id = `price_${plan.stripeLookupKey}`;
    priceIds.set(plan.stripeLookupKey, id);
    const recurring = plan.kind === 'GIFT' ? null : { interval: plan.months % 12 === 0 ? 'year' : 'month', interval_count: plan.months % 12 === 0 ? plan.months / 12 : plan.months };
    objects.set(id, {
      id,
      object: 'price',
      active: true,
      currency: plan.currency.toLowerCase(),
      unit_amount: plan.amount,
      lookup_key: plan.stripeLookupKey,
      nickname: plan.name,
      product: `prod_${plan.stripeLookupKey}`,
      recurring,
      type: recurring ? 'recurring' : 'one_time',
      livemode: false,
      metadata: {},
      _account: '*',
    });
  }

  // ---- events and webhooks ----

  async function deliver(event: StandInEvent): Promise<number> {
    const url = accounts.get(event.account)?.webhookUrl;
    if (!url) return 0;
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      api_version: '2025-10-29.clover',
      created: event.created,
      type: event.type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: event.data,
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  async function emit(account: string, type: string, object: StripeObject): Promise<void> {
    const event: StandInEvent = { id: rid('evt'), type, created: nowSec(), account, data: { object: structuredClone(visible(object)) } };
    events.push(event);
    if (holding) held.push(event);
    else await deliver(event);
  }

  // ---- the domain ----

  function paymentMethodFor(account: string, card: string, customer: string | null): StripeObject {
    const pm = put(account, {
      id: rid('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowSec(),
      customer,
      livemode: false,
      metadata: {},
      billing_details: { name: null, email: null },
      card: { brand: cardBrand(card), last4: card.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, country: 'US', funding: 'credit' },
      _failsLater: card === TEST_CARDS.failsLater,
    });
    return pm;
  }

  function charge(account: string, args: { amount: number; currency: string; customer: string; pm: StripeObject; paid: boolean; invoice?: string | null; paymentIntent: string; description: string }): StripeObject {
    const card = (args.pm.card ?? {}) as Record<string, unknown>;
    return put(account, {
      id: rid('ch'),
      object: 'charge',
      amount: args.amount,
      amount_captured: args.paid ? args.amount : 0,
      currency: args.currency,
      customer: args.customer,
      created: nowSec(),
      description: args.description,
      invoice: args.invoice ?? null,
      payment_intent: args.paymentIntent,
      payment_method: args.pm.id,
      payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, three_d_secure: null } },
      paid: args.paid,
      status: args.paid ? 'succeeded' : 'failed',
      failure_code: args.paid ? null : 'card_declined',
      failure_message: args.paid ? null : 'Your card was declined.',
      receipt_number: args.paid ? `${Math.floor(1000 + Math.random() * 9000)}-${Math.floor(1000 + Math.random() * 9000)}` : null,
      receipt_url: null,
      refunded: false,
      livemode: false,
      metadata: {},
    });
  }

  function paymentIntent(account: string, args: { amount: number; currency: string; customer: string; pm: StripeObject; paid: boolean; invoice?: string | null; description: string; metadata?: Record<string, string> }): StripeObject {
    const pi = put(account, {
      id: rid('pi'),
      object: 'payment_intent',
      amount: args.amount,
      amount_received: args.paid ? args.amount : 0,
      currency: args.currency,
      customer: args.customer,
      created: nowSec(),
      description: args.description,
      invoice: args.invoice ?? null,
      payment_method: args.pm.id,
      status: args.paid ? 'succeeded' : 'requires_payment_method',
      latest_charge: null as string | null,
      last_payment_error: args.paid ? null : { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      livemode: false,
      metadata: args.metadata ?? {},
    });
    if (args.amount > 0) pi.latest_charge = charge(account, { ...args, paymentIntent: pi.id }).id;
    return pi;
  }

  function subscriptionPrice(sub: StripeObject): StripeObject {
    const items = sub.items as { data: { price: StripeObject }[] };
    return items.data[0]!.price;
  }

  /** Writes an invoice for a subscription's period and tries to pay it with the subscription's card. */
  function invoiceFor(account: string, sub: StripeObject, periodStart: number, periodEnd: number, reason: string, forceFail: boolean): StripeObject {
    const price = subscriptionPrice(sub);
    const discount = sub.discount as { end: number | null } | null;
    const inTrial = reason === 'subscription_create' && typeof sub.trial_end === 'number' && sub.trial_end > periodStart;
    const free = inTrial || (discount?.end != null && periodStart < discount.end);
    const amount = free ? 0 : (price.unit_amount as number);
    const invoice = put(account, {
      id: rid('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      billing_reason: reason,
      created: nowSec(),
      currency: price.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      status: 'open',
      paid: false,
      number: `${String(sub.id).slice(4, 12).toUpperCase()}-${String(++invoiceCount).padStart(4, '0')}`,
      period_start: periodStart,
      period_end: periodEnd,
      lines: { object: 'list', data: [{ id: rid('il'), object: 'line_item', amount, currency: price.currency, description: `1 × ${String(price.nickname)}`, period: { start: periodStart, end: periodEnd }, price }], has_more: false },
      payment_intent: null as string | null,
      default_payment_method: sub.default_payment_method,
      hosted_invoice_url: null,
      livemode: false,
      metadata: {},
    });
    attemptInvoice(account, invoice, forceFail);
    return invoice;
  }

  function attemptInvoice(account: string, invoice: StripeObject, forceFail: boolean): boolean {
    const sub = objects.get(String(invoice.subscription))!;
    const pm = objects.get(String(sub.default_payment_method));
    const amount = invoice.amount_due as number;
    const paid = amount === 0 || (!!pm && !forceFail && !(pm._failsLater && invoice.billing_reason !== 'subscription_create'));
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    invoice.attempted = true;
    if (amount > 0 && pm) {
      const pi = paymentIntent(account, { amount, currency: String(invoice.currency), customer: String(invoice.customer), pm, paid, invoice: invoice.id, description: 'Subscription update' });
      invoice.payment_intent = pi.id;
      // Today's API lists an invoice's payments as invoice_payment objects (no `charge` field on the invoice).
      put(account, {
        id: rid('inpay'),
        object: 'invoice_payment',
        invoice: invoice.id,
        amount_paid: paid ? amount : null,
        amount_requested: amount,
        currency: invoice.currency,
        is_default: true,
        status: paid ? 'paid' : 'canceled',
        payment: { type: 'payment_intent', payment_intent: pi.id },
        created: nowSec(),
        livemode: false,
      });
    }
    if (paid) {
      invoice.status = 'paid';
      invoice.paid = true;
      invoice.amount_paid = amount;
      invoice.amount_remaining = 0;
      invoice.status_transitions = { paid_at: nowSec() };
    } else {
      invoice.next_payment_attempt = nowSec() + 3 * DAY;
    }
    return paid;
  }

  async function createSubscriptionFromSession(account: string, session: StripeObject, pm: StripeObject): Promise<StripeObject> {
    const line = (session._lineItems as { price: StripeObject; quantity: number }[])[0]!;
    const start = nowSec();
    const subscriptionData = (session._subscriptionData ?? {}) as { trialDays?: number; metadata?: Record<string, string> };
    const trialEnd = subscriptionData.trialDays ? start + subscriptionData.trialDays * DAY : null;
    const recurring = line.price.recurring as { interval: string; interval_count: number };
    const months = recurring.interval === 'year' ? 12 * recurring.interval_count : recurring.interval_count;
    const periodEnd = trialEnd ?? addMonths(start, months);
    const coupon = session._coupon ? objects.get(String(session._coupon)) : undefined;
    const sub = put(account, {
      id: rid('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      created: start,
      start_date: start,
      current_period_start: start,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      default_payment_method: pm.id,
      latest_invoice: null as string | null,
      discount: coupon ? { object: 'discount', coupon: visible(coupon), start, end: coupon.duration_in_months ? addMonths(start, coupon.duration_in_months as number) : null } : null,
      items: {
        object: 'list',
        data: [{ id: rid('si'), object: 'subscription_item', price: visible(line.price), quantity: line.quantity, current_period_start: start, current_period_end: periodEnd }],
        has_more: false,
      },
      metadata: { ...(subscriptionData.metadata ?? {}) },
      livemode: false,
    });
    const invoice = invoiceFor(account, sub, start, periodEnd, 'subscription_create', false);
    sub.latest_invoice = invoice.id;
    return sub;
  }

  function setPeriod(sub: StripeObject, start: number, end: number): void {
    sub.current_period_start = start;
    sub.current_period_end = end;
    const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!;
    item.current_period_start = start;
    item.current_period_end = end;
  }

  /** Pays a session with a card: the objects Stripe would create, then its events. */
  async function paySession(session: StripeObject, card: string): Promise<void> {
    const account = String(session._account);
    if (session.status !== 'open') throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This Checkout Session is no longer open.' });
    const digits = card.replace(/\D/g, '');
    if (digits === TEST_CARDS.declined) throw new StripeApiError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    const customerId = String(session.customer);
    const customer = objects.get(customerId)!;
    const pm = paymentMethodFor(account, digits, customerId);
    const after: [string, StripeObject][] = [['payment_method.attached', pm]];
    const mode = session.mode as string;
    if (mode === 'subscription') {
      const sub = await createSubscriptionFromSession(account, session, pm);
      session.subscription = sub.id;
      session.invoice = sub.latest_invoice;
      const invoice = objects.get(String(sub.latest_invoice))!;
      if (!customer.invoice_settings || !(customer.invoice_settings as Record<string, unknown>).default_payment_method) {
        customer.invoice_settings = { default_payment_method: pm.id };
      }
      after.push(['customer.subscription.created', sub], ['invoice.created', invoice], ['invoice.finalized', invoice], ['invoice.paid', invoice], ['invoice.payment_succeeded', invoice]);
      session.payment_status = 'paid';
    } else if (mode === 'payment') {
      const line = (session._lineItems as { price: StripeObject; quantity: number }[])[0]!;
      const amount = session.amount_total as number;
      const pi = paymentIntent(account, { amount, currency: String(line.price.currency), customer: customerId, pm, paid: true, description: String(line.price.nickname ?? 'Payment'), metadata: session.metadata as Record<string, string> });
      session.payment_intent = pi.id;
      session.payment_status = 'paid';
      after.push(['payment_intent.succeeded', pi]);
      if (pi.latest_charge) after.push(['charge.succeeded', objects.get(String(pi.latest_charge))!]);
    } else {
      const seti = put(account, {
        id: rid('seti'),
        object: 'setup_intent',
        customer: customerId,
        payment_method: pm.id,
        status: 'succeeded',
        usage: 'off_session',
        created: nowSec(),
        metadata: session.metadata,
        livemode: false,
      });
      session.setup_intent = seti.id;
      session.payment_status = 'no_payment_required';
      after.push(['setup_intent.succeeded', seti]);
    }
    session.status = 'complete';
    session.customer_details = { email: customer.email ?? null, name: null };
    await emit(account, 'checkout.session.completed', session);
    for (const [type, object] of after) await emit(account, type, object);
  }

  async function advance(id: string, fail: boolean): Promise<StripeObject> {
    const sub = objects.get(id);
    if (!sub || sub.object !== 'subscription') throw new Error(`No such subscription: ${id}`);
    const account = String(sub._account);
    if (sub.status === 'canceled') throw new Error(`Subscription ${id} has ended`);
    const open = objects.get(String(sub.latest_invoice));
    if (open && open.status === 'open') {
      // A retry of the renewal that failed.
      const paid = attemptInvoice(account, open, fail);
      if (paid) {
        sub.status = 'active';
        await emit(account, 'invoice.paid', open);
        await emit(account, 'invoice.payment_succeeded', open);
      } else {
        await emit(account, 'invoice.payment_failed', open);
      }
      await emit(account, 'customer.subscription.updated', sub);
      return sub;
    }
    const start = sub.current_period_end as number;
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.ended_at = start;
      sub.canceled_at = sub.canceled_at ?? nowSec();
      await emit(account, 'customer.subscription.deleted', sub);
      return sub;
    }
    const recurring = subscriptionPrice(sub).recurring as { interval: string; interval_count: number };
    const months = recurring.interval === 'year' ? 12 * recurring.interval_count : recurring.interval_count;
    const end = addMonths(start, months);
    setPeriod(sub, start, end);
    if (sub.status === 'trialing') sub.status = 'active';
    const invoice = invoiceFor(account, sub, start, end, 'subscription_cycle', fail);
    sub.latest_invoice = invoice.id;
    await emit(account, 'invoice.created', invoice);
    if (invoice.status === 'paid') {
      sub.status = 'active';
      await emit(account, 'invoice.paid', invoice);
      await emit(account, 'invoice.payment_succeeded', invoice);
    } else {
      sub.status = 'past_due';
      await emit(account, 'invoice.payment_failed', invoice);
    }
    await emit(account, 'customer.subscription.updated', sub);
    return sub;
  }

  async function cancelNow(sub: StripeObject): Promise<StripeObject> {
    if (sub.status !== 'canceled') {
      sub.status = 'canceled';
      sub.canceled_at = nowSec();
      sub.ended_at = nowSec();
      const open = objects.get(String(sub.latest_invoice));
      if (open && open.status === 'open') open.status = 'void';
      await emit(String(sub._account), 'customer.subscription.deleted', sub);
    }
    return sub;
  }

  async function onboard(accountId: string): Promise<StripeObject> {
    const acct = objects.get(accountId);
    if (!acct || acct.object !== 'account') throw new Error(`No such account: ${accountId}`);
    acct.charges_enabled = true;
    acct.payouts_enabled = true;
    acct.details_submitted = true;
    acct.requirements = { currently_due: [], disabled_reason: null };
    await emit(String(acct._account), 'account.updated', acct);
    return acct;
  }

  // ---- expansion ----

  function expand(value: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(visible(value)) as Record<string, unknown>;
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      if (!head) continue;
      const target = copy[head];
      if (typeof target === 'string' && objects.has(target)) copy[head] = expand(objects.get(target)!, rest.length ? [rest.join('.')] : []);
      else if (target && typeof target === 'object' && rest.length) {
        if (head === 'data' && Array.isArray(target)) copy[head] = target.map((t) => (objects.has((t as StripeObject).id) ? expand(t as StripeObject, [rest.join('.')]) : t));
        else copy[head] = expand(target as StripeObject, [rest.join('.')]);
      }
    }
    return copy as StripeObject;
  }

  const expandList = (form: FormObject, query: URLSearchParams): string[] => [
    ...list(form.expand).filter((e): e is string => typeof e === 'string'),
    ...[...query.entries()].filter(([k]) => /^expand(\[\d*\])?$/.test(k)).map(([, v]) => v),
  ];

  function listOf(data: StripeObject[], url: string): Record<string, unknown> {
    return { object: 'list', data: data.map(visible), has_more: false, url };
  }

  // ---- the API ----

  function api(account: string, method: string, path: string, form: FormObject, query: URLSearchParams): unknown {
    const parts = path.split('/').filter(Boolean); // ['v1', 'customers', 'cus_…']
    const [, resource, id, action] = parts;
    const ex = expandList(form, query);
    const one = (value: StripeObject) => expand(value, ex);

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        return one(put(account, {
          id: rid('cus'),
          object: 'customer',
          created: nowSec(),
          email: str(form.email) ?? null,
          name: str(form.name) ?? null,
          metadata: metadata(form.metadata),
          invoice_settings: { default_payment_method: null },
          livemode: false,
        }));
      }
      const customer = find(account, id, 'customer');
      if (method === 'POST') {
        if (form.email !== undefined) customer.email = str(form.email) || null;
        if (form.name !== undefined) customer.name = str(form.name) || null;
        if (form.metadata !== undefined) customer.metadata = { ...(customer.metadata as object), ...metadata(form.metadata) };
        const settings = obj(form.invoice_settings);
        if (settings.default_payment_method !== undefined) {
          const pmId = str(settings.default_payment_method) || null;
          if (pmId) find(account, pmId, 'payment_method', 'invoice_settings[default_payment_method]');
          customer.invoice_settings = { default_payment_method: pmId };
        }
      }
      return one(customer);
    }

    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) return one(createSession(account, form));
      return one(find(account, sessionId, 'checkout.session'));
    }

    if (resource === 'prices') {
      if (!id) {
        const keys = new Set([...list(obj(form).lookup_keys), ...[...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v)]);
        const prices = [...objects.values()].filter((o) => o.object === 'price' && (keys.size === 0 || keys.has(String(o.lookup_key))));
        return listOf(prices, '/v1/prices');
      }
      const price = objects.get(id);
      if (!price || price.object !== 'price') throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'price', message: `No such price: '${id}'` });
      return one(price);
    }

    if (resource === 'subscriptions') {
      if (!id) {
        const customer = str(form.customer) ?? query.get('customer');
        const subs = [...objects.values()].filter((o) => o._account === account && o.object === 'subscription' && (!customer || o.customer === customer));
        return listOf(subs, '/v1/subscriptions');
      }
      const sub = find(account, id, 'subscription');
      if (method === 'DELETE') {
        return cancelNowSync(sub);
      }
      if (method === 'POST') {
        if (sub.status === 'canceled') throw new StripeApiError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
        const cancel = bool(form.cancel_at_period_end);
        if (cancel !== undefined) {
          sub.cancel_at_period_end = cancel;
          sub.cancel_at = cancel ? sub.current_period_end : null;
          sub.canceled_at = cancel ? nowSec() : null;
        }
        if (form.default_payment_method !== undefined) {
          const pmId = str(form.default_payment_method) || null;
          if (pmId) find(account, pmId, 'payment_method', 'default_payment_method');
          sub.default_payment_method = pmId;
        }
        if (form.metadata !== undefined) sub.metadata = { ...(sub.metadata as object), ...metadata(form.metadata) };
        pendingEmits.push([account, 'customer.subscription.updated', sub]);
      }
      return one(sub);
    }

    if (resource === 'invoices') {
      if (!id) {
        const customer = query.get('customer');
        const subscription = query.get('subscription');
        const invoices = [...objects.values()]
          .filter((o) => o._account === account && o.object === 'invoice' && (!customer || o.customer === customer) && (!subscription || o.subscription === subscription))
          .reverse() // newest first, also within one second
          .sort((a, b) => (b.created as number) - (a.created as number));
        return listOf(invoices, '/v1/invoices');
      }
      const invoice = find(account, id, 'invoice');
      if (method === 'POST' && action === 'pay') {
        if (invoice.status !== 'open') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'invoice_not_open', message: 'Invoice is already paid or void.' });
        const sub = objects.get(String(invoice.subscription));
        if (attemptInvoice(account, invoice, false)) {
          if (sub) sub.status = 'active';
          pendingEmits.push([account, 'invoice.paid', invoice], [account, 'invoice.payment_succeeded', invoice]);
          if (sub) pendingEmits.push([account, 'customer.subscription.updated', sub]);
        } else {
          pendingEmits.push([account, 'invoice.payment_failed', invoice]);
          throw new StripeApiError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
        }
      }
      return one(invoice);
    }

    if (resource === 'payment_methods') {
      if (!id) {
        const customer = query.get('customer');
        return listOf([...objects.values()].filter((o) => o._account === account && o.object === 'payment_method' && o.customer === customer), '/v1/payment_methods');
      }
      const pm = find(account, id, 'payment_method');
      if (method === 'POST' && action === 'attach') {
        const customer = find(account, str(form.customer), 'customer', 'customer');
        pm.customer = customer.id;
        pendingEmits.push([account, 'payment_method.attached', pm]);
      } else if (method === 'POST' && action === 'detach') {
        pm.customer = null;
      }
      return one(pm);
    }

    if (resource === 'invoice_payments') {
      if (id) return one(find(account, id, 'invoice_payment'));
      const invoice = query.get('invoice');
      const payments = [...objects.values()]
        .filter((o) => o._account === account && o.object === 'invoice_payment' && (!invoice || o.invoice === invoice))
        .reverse()
        .sort((a, b) => (b.created as number) - (a.created as number));
      return expand({ id: 'list', object: 'list', data: payments.map(visible), has_more: false, url: '/v1/invoice_payments' } as StripeObject, ex);
    }
    if (resource === 'setup_intents') return one(find(account, id, 'setup_intent'));
    if (resource === 'payment_intents') return one(find(account, id, 'payment_intent'));
    if (resource === 'charges') return one(find(account, id, 'charge'));

    if (resource === 'coupons') {
      if (method === 'POST' && !id) {
        const couponId = str(form.id) ?? rid('coupon').slice(7);
        if (objects.has(couponId)) return one(objects.get(couponId)!);
        return one(put(account, {
          id: couponId,
          object: 'coupon',
          percent_off: form.percent_off ? Number(str(form.percent_off)) : null,
          amount_off: int(form.amount_off) ?? null,
          currency: str(form.currency) ?? null,
          duration: str(form.duration) ?? 'once',
          duration_in_months: int(form.duration_in_months) ?? null,
          name: str(form.name) ?? null,
          valid: true,
          created: nowSec(),
          metadata: metadata(form.metadata),
          livemode: false,
        }));
      }
      return one(find(account, id, 'coupon'));
    }

    if (resource === 'accounts') {
      if (method === 'POST' && !id) {
        return one(put(account, {
          id: rid('acct'),
          object: 'account',
          type: str(form.type) ?? 'express',
          email: str(form.email) ?? null,
          country: str(form.country) ?? 'US',
          default_currency: 'usd',
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          requirements: { currently_due: ['external_account', 'tos_acceptance.date'], disabled_reason: 'requirements.past_due' },
          created: nowSec(),
          metadata: metadata(form.metadata),
          livemode: false,
        }));
      }
      return one(find(account, id, 'account'));
    }

    if (resource === 'account_links' && method === 'POST') {
      const acct = find(account, str(form.account), 'account', 'account');
      const token = randomBytes(12).toString('hex');
      linkTokens.set(token, { account: acct.id, returnUrl: str(form.return_url) ?? '', refreshUrl: str(form.refresh_url) ?? '' });
      return { object: 'account_link', created: nowSec(), expires_at: nowSec() + 300, url: `${baseUrl}/connect/onboarding/${token}` };
    }

    if (resource === 'transfers') {
      if (method === 'POST' && !id) {
        const destination = find(account, str(form.destination), 'account', 'destination');
        if (!destination.payouts_enabled) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'account_invalid', message: 'The destination account needs to finish onboarding before it can receive transfers.' });
        return one(put(account, {
          id: rid('tr'),
          object: 'transfer',
          amount: int(form.amount) ?? 0,
          currency: str(form.currency) ?? 'usd',
          destination: destination.id,
          description: str(form.description) ?? null,
          transfer_group: str(form.transfer_group) ?? null,
          created: nowSec(),
          metadata: metadata(form.metadata),
          reversed: false,
          livemode: false,
        }));
      }
      return one(find(account, id, 'transfer'));
    }

    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const pendingEmits: [string, string, StripeObject][] = [];
  const linkTokens = new Map<string, { account: string; returnUrl: string; refreshUrl: string }>();

  function cancelNowSync(sub: StripeObject): StripeObject {
    if (sub.status !== 'canceled') {
      sub.status = 'canceled';
      sub.canceled_at = nowSec();
      sub.ended_at = nowSec();
      const open = objects.get(String(sub.latest_invoice));
      if (open && open.status === 'open') open.status = 'void';
      pendingEmits.push([String(sub._account), 'customer.subscription.deleted', sub]);
    }
    return visible(sub);
  }

  function createSession(account: string, form: FormObject): StripeObject {
    const mode = str(form.mode) as 'subscription' | 'payment' | 'setup' | undefined;
    if (mode !== 'subscription' && mode !== 'payment' && mode !== 'setup') {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'mode', message: 'Invalid mode: must be one of payment, setup, or subscription' });
    }
    const successUrl = str(form.success_url);
    if (!successUrl) throw new StripeApiError(400, { type: 'invalid_request_error', param: 'success_url', message: 'Missing required param: success_url.' });
    const customerId = str(form.customer);
    let customer: StripeObject;
    if (customerId) customer = find(account, customerId, 'customer', 'customer');
    else customer = put(account, { id: rid('cus'), object: 'customer', created: nowSec(), email: str(form.customer_email) ?? null, name: null, metadata: {}, invoice_settings: { default_payment_method: null }, livemode: false });
    const lineItems = list(form.line_items).map((raw, index) => {
      const item = obj(raw);
      const quantity = int(item.quantity) ?? 1;
      const priceId = str(item.price);
      if (priceId) {
        const price = objects.get(priceId);
        if (!price || price.object !== 'price') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', param: `line_items[${index}][price]`, message: `No such price: '${priceId}'` });
        return { price, quantity };
      }
      const data = obj(item.price_data);
      const product = obj(data.product_data);
      const recurringForm = obj(data.recurring);
      const price = put(account, {
        id: rid('price'),
        object: 'price',
        active: true,
        currency: str(data.currency) ?? 'usd',
        unit_amount: int(data.unit_amount) ?? 0,
        lookup_key: null,
        nickname: str(product.name) ?? 'Item',
        product: rid('prod'),
        recurring: str(recurringForm.interval) ? { interval: str(recurringForm.interval), interval_count: int(recurringForm.interval_count) ?? 1 } : null,
        type: str(recurringForm.interval) ? 'recurring' : 'one_time',
        livemode: false,
        metadata: {},
      });
      return { price, quantity };
    });
    if (mode !== 'setup' && lineItems.length === 0) throw new StripeApiError(400, { type: 'invalid_request_error', param: 'line_items', message: `line_items is required in ${mode} mode.` });
    if (mode === 'subscription' && lineItems.some((l) => !l.price.recurring)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'line_items', message: 'You must provide at least one recurring price in `subscription` mode when using prices.' });
    }
    if (mode === 'payment' && lineItems.some((l) => l.price.recurring)) {
      throw new StripeApiError(400, { type: 'invalid_request_error', param: 'line_items', message: 'You specified `payment` mode but passed a recurring price.' });
    }
    const discounts = list(form.discounts).map((d) => str(obj(d).coupon)).filter((c): c is string => !!c);
    const couponId = discounts[0];
    if (couponId) find(account, couponId, 'coupon', 'discounts[0][coupon]');
    const subscriptionData = obj(form.subscription_data);
    const amountTotal = lineItems.reduce((sum, l) => sum + (l.price.unit_amount as number) * l.quantity, 0);
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const session = put(account, {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      created: nowSec(),
      expires_at: nowSec() + DAY,
      customer: customer.id,
      customer_email: customer.email ?? null,
      client_reference_id: str(form.client_reference_id) ?? null,
      metadata: metadata(form.metadata),
      success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: str(form.cancel_url) ?? null,
      url: `${baseUrl}/checkout/${id}`,
      amount_total: mode === 'setup' ? null : amountTotal,
      amount_subtotal: mode === 'setup' ? null : amountTotal,
      currency: lineItems[0] ? lineItems[0].price.currency : str(form.currency) ?? null,
      payment_method_options: obj(form.payment_method_options),
      subscription: null,
      payment_intent: null,
      setup_intent: null,
      invoice: null,
      livemode: false,
      _lineItems: lineItems,
      _coupon: couponId ?? null,
      _subscriptionData: { trialDays: int(subscriptionData.trial_period_days), metadata: metadata(subscriptionData.metadata) },
    });
    return session;
  }

  function sessionView(session: StripeObject, error: string | null) {
    const items = session._lineItems as { price: StripeObject; quantity: number }[];
    const first = items[0];
    const sub = session._subscriptionData as { trialDays?: number };
    const title = session.mode === 'setup' ? 'Update your card' : String(first?.price.nickname ?? 'Payment');
    let amountText = first ? money(session.amount_total as number, String(first.price.currency)) : '';
    const recurring = first?.price.recurring as { interval: string } | null | undefined;
    if (recurring) amountText += ` per ${recurring.interval}`;
    if (sub.trialDays) amountText = `${sub.trialDays} days free, then ${amountText}`;
    const customer = objects.get(String(session.customer));
    return {
      id: session.id,
      title,
      amountText,
      email: (customer?.email as string | null) ?? null,
      error,
      cancelUrl: String(session.cancel_url ?? '/'),
      mode: session.mode as 'subscription' | 'payment' | 'setup',
    };
  }

  // ---- HTTP ----

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', 'request-id': rid('req'), ...headers });
    response.end(text);
  };
  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(303, { location });
    response.end();
  };

  async function flushPending(): Promise<void> {
    while (pendingEmits.length) {
      const [account, type, object] = pendingEmits.shift()!;
      await emit(account, type, object);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'DELETE' ? '' : await readBody(request);

    if (url.pathname.startsWith('/v1/')) {
      const auth = request.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ') ? auth.slice(7) : auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0]! : '';
      if (!accounts.has(key)) {
        send(response, 401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}***` } });
        return;
      }
      try {
        const result = api(key, method, url.pathname, body ? parseStripeForm(body) : {}, url.searchParams);
        const hold = method === 'GET' ? answerHolds.get(url.pathname) : undefined;
        if (hold) {
          answerHolds.delete(url.pathname);
          const snapshot = JSON.stringify(result);
          hold.arrived();
          await hold.released;
          send(response, 200, JSON.parse(snapshot));
          return;
        }
        send(response, 200, result);
      } catch (error) {
        if (error instanceof StripeApiError) send(response, error.status, { error: error.body });
        else send(response, 500, { error: { type: 'api_error', message: (error as Error).message } });
      }
      // Events caused by API calls go out after the answer, as Stripe's do.
      if (pendingEmits.length) setImmediate(() => void flushPending());
      return;
    }

    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|authenticate))?$/.exec(url.pathname);
    if (checkout) {
      const session = objects.get(checkout[1]!);
      if (!session || session.object !== 'checkout.session') {
        send(response, 404, messagePage('Not found', 'This checkout page does not exist.'));
        return;
      }
      if (session.status !== 'open') {
        redirect(response, String(session.success_url));
        return;
      }
      const form = new URLSearchParams(body);
      if (checkout[2] === 'pay' && method === 'POST') {
        const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
        if (card === TEST_CARDS.threeDSecure) {
          session._pendingCard = card;
          redirect(response, `/checkout/${session.id}/authenticate`);
          return;
        }
        try {
          await paySession(session, card);
          redirect(response, String(session.success_url));
        } catch (error) {
          send(response, 402, checkoutPage(sessionView(session, (error as Error).message)));
        }
        return;
      }
      if (checkout[2] === 'authenticate') {
        if (method === 'POST') {
          if (form.get('outcome') !== 'complete' || !session._pendingCard) {
            session._pendingCard = null;
            send(response, 402, checkoutPage(sessionView(session, 'We are unable to authenticate your payment method. Please choose a different payment method and try again.')));
            return;
          }
          await paySession(session, String(session._pendingCard));
          redirect(response, String(session.success_url));
          return;
        }
        send(response, 200, challengePage(session.id));
        return;
      }
      send(response, 200, checkoutPage(sessionView(session, null)));
      return;
    }

    const onboarding = /^\/connect\/onboarding\/([0-9a-f]+)$/.exec(url.pathname);
    if (onboarding) {
      const link = linkTokens.get(onboarding[1]!);
      if (!link) {
        send(response, 404, messagePage('Link expired', 'This onboarding link has expired. Go back and start again.'));
        return;
      }
      if (method === 'POST') {
        await onboard(link.account);
        linkTokens.delete(onboarding[1]!);
        redirect(response, link.returnUrl);
        return;
      }
      send(response, 200, onboardingPage(onboarding[1]!, (objects.get(link.account)?.email as string | null) ?? null));
      return;
    }

    // Test controls for tests in other processes.
    if (url.pathname.startsWith('/_stand-in/') && method === 'POST') {
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      try {
        const result = await control(url.pathname.slice('/_stand-in/'.length), input);
        send(response, 200, result ?? {});
      } catch (error) {
        send(response, 400, { error: (error as Error).message });
      }
      return;
    }
    send(response, 404, messagePage('Not found', 'Nothing here.'));
  }

  async function control(name: string, input: Record<string, unknown>): Promise<unknown> {
    switch (name) {
      case 'complete-checkout':
        return standIn.completeCheckout(String(input.sessionId), input as { card?: string; authentication?: 'complete' | 'fail' });
      case 'advance-subscription':
        return standIn.advanceSubscription(String(input.id), { fail: input.fail === true });
      case 'end-subscription':
        return standIn.endSubscription(String(input.id));
      case 'complete-onboarding':
        return standIn.completeOnboarding(String(input.accountId));
      case 'events':
        return standIn.events(input as { type?: string; account?: string });
      case 'resend-event':
        return { status: await standIn.resendEvent(String(input.eventId)) };
      case 'object':
        return standIn.object(String(input.id)) ?? null;
      case 'add-account':
        return { secretKey: standIn.addAccount(input.webhookUrl ? String(input.webhookUrl) : undefined) };
      case 'set-webhook-url':
        standIn.setWebhookUrl(input.url ? String(input.url) : null, input.secretKey ? String(input.secretKey) : undefined);
        return {};
      case 'subscriptions': {
        const customerId = input.customer ? String(input.customer) : null;
        return [...objects.values()].filter((o) => o.object === 'subscription' && (!customerId || o.customer === customerId)).map(visible);
      }
      default:
        throw new Error(`Unknown control ${name}`);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { error: { type: 'api_error', message: (error as Error).message } });
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url: baseUrl,
    secretKey: defaultKey,
    webhookSecret,
    env: (secretKey = defaultKey) => ({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: baseUrl }),
    setWebhookUrl(url, secretKey = defaultKey) {
      accounts.set(secretKey, { webhookUrl: url });
    },
    addAccount(webhookUrl) {
      const key = `sk_test_${randomBytes(12).toString('hex')}`;
      accounts.set(key, { webhookUrl: webhookUrl ?? null });
      return key;
    },
    async completeCheckout(sessionId, opts = {}) {
      const session = objects.get(sessionId);
      if (!session || session.object !== 'checkout.session') throw new Error(`No such checkout session: ${sessionId}`);
      const card = (opts.card ?? TEST_CARDS.success).replace(/\D/g, '');
      if (card === TEST_CARDS.threeDSecure && opts.authentication === 'fail') {
        throw new Error('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
      }
      await paySession(session, card);
      return visible(session);
    },
    async advanceSubscription(id, opts = {}) {
      return visible(await advance(id, opts.fail === true));
    },
    async endSubscription(id) {
      const sub = objects.get(id);
      if (!sub || sub.object !== 'subscription') throw new Error(`No such subscription: ${id}`);
      return visible(await cancelNow(sub));
    },
    async completeOnboarding(accountId) {
      return visible(await onboard(accountId));
    },
    events(filter = {}) {
      return events.filter((e) => (!filter.type || e.type === filter.type) && (!filter.account || e.account === filter.account));
    },
    async resendEvent(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      return deliver(event);
    },
    holdEvents() {
      holding = true;
    },
    holdNextAnswer(path) {
      let arrived: () => void = () => {};
      let release: () => void = () => {};
      const asked = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      answerHolds.set(path, { arrived, released });
      return { asked, release };
    },
    async releaseEvents(order = 'created') {
      holding = false;
      const batch = held.splice(0);
      if (order === 'reverse') batch.reverse();
      for (const event of batch) await deliver(event);
    },
    object(id) {
      const found = objects.get(id);
      return found ? visible(found) : undefined;
    },
    sessionUrl: (sessionId) => `${baseUrl}/checkout/${sessionId}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return standIn;
}

/** The stand-in's test controls over HTTP, for tests in another process than the one that started it. */
export function stripeStandInControls(url: string) {
  const call = async <T>(name: string, input: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url}/_stand-in/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    const body = (await response.json()) as T & { error?: string };
    if (response.status !== 200) throw new Error(body.error ?? `stand-in control ${name} failed`);
    return body;
  };
  return {
    completeCheckout: (sessionId: string, options: { card?: string; authentication?: 'complete' | 'fail' } = {}) => call<StripeObject>('complete-checkout', { sessionId, ...options }),
    advanceSubscription: (id: string, options: { fail?: boolean } = {}) => call<StripeObject>('advance-subscription', { id, ...options }),
    endSubscription: (id: string) => call<StripeObject>('end-subscription', { id }),
    completeOnboarding: (accountId: string) => call<StripeObject>('complete-onboarding', { accountId }),
    events: (filter: { type?: string; account?: string } = {}) => call<StandInEvent[]>('events', filter),
    resendEvent: (eventId: string) => call<{ status: number }>('resend-event', { eventId }),
    object: (id: string) => call<StripeObject | null>('object', { id }),
    subscriptions: (customer?: string) => call<StripeObject[]>('subscriptions', customer ? { customer } : {}),
  };
}
