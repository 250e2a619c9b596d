import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/shared/validation/membership';
import { systemContext, withTransaction } from '../../src/server/core';
import { cancelAtStripeForRevoke, operatorGrant, operatorList, operatorRevoke, syncSubscription } from '../../src/server/modules/membership';
import { onStripeEvent, paymentsEnabled, startCheckout } from '../../src/server/modules/payments';
import { toUser } from '../../src/server/modules/users';
import { createUser } from '../support/factories';
import { parseStripeForm } from '../support/stripe/form';
import { startStripeStandIn, TEST_CARDS, type StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let stripe: StripeStandIn;
let hookUrl: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ ...stripe.env(), PUBLIC_URL: 'http://quire.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/_/stripe/webhook`;
  stripe.setWebhookUrl(hookUrl);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function reader(): Promise<{ id: string; gql: Gql }> {
  const user = await createUser(t.deps.db);
  const session = await t.signIn(user.id);
  return { id: user.id, gql: (query, variables = {}) => t.graphql(query, variables, session) };
}

const CHECKOUT = `mutation($planId: ID!) { startMembershipCheckout(planId: $planId) { __typename ... on CheckoutSession { url } ... on CheckoutNotAvailable { message } } }`;
const STATE = `query { viewer { mediumMemberAt } viewerMembership { status cancelAtPeriodEnd graceEndsAt } viewerCharges { charges { status amount } } }`;

async function checkoutSession(who: { gql: Gql }, planId = 'monthly'): Promise<string> {
  const started = await who.gql(CHECKOUT, { planId });
  return new URL(started.data!.startMembershipCheckout.url).pathname.split('/').pop()!;
}

async function state(who: { gql: Gql }) {
  return (await who.gql(STATE)).data!;
}

async function storedEvents(): Promise<number> {
  const rows = await t.deps.db.selectFrom('stripe_events').select('id').execute();
  return rows.length;
}

describe('the stand-in speaks Stripe', () => {
  it('parses the bracket syntax the SDK writes', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price]=price_2&metadata[purpose]=membership' +
      '&expand[0]=subscription&payment_method_options[card][request_three_d_secure]=automatic&metadata%5Bnote%5D=';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }, { price: 'price_2' }],
      metadata: { purpose: 'membership', note: '' },
      expand: ['subscription'],
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    });
  });

  it('answers errors in Stripe\'s shape, so the SDK raises its own error classes', async () => {
    const url = new URL(stripe.url);
    const client = new Stripe(stripe.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
    await expect(client.customers.retrieve('cus_missing')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404 });
    const wrongKey = new Stripe('sk_test_wrong', { host: url.hostname, port: Number(url.port), protocol: 'http' });
    await expect(wrongKey.customers.create({})).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('asks for 3-D Secure 2 on the hosted page and takes the card only when authentication completes', async () => {
    const me = await reader();
    const sessionId = await checkoutSession(me);
    const page = await fetch(stripe.sessionUrl(sessionId));
    expect(await page.text()).toContain('Card number');
    const form = new URLSearchParams({ cardNumber: '4000 0027 6000 3184', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Ada' });
    const pay = await fetch(`${stripe.sessionUrl(sessionId)}/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(pay.headers.get('location')).toBe(`/checkout/${sessionId}/authenticate`);
    const challenge = await (await fetch(`${stripe.url}/checkout/${sessionId}/authenticate`)).text();
    expect(challenge).toContain('Complete authentication');
    expect(challenge).toContain('Fail authentication');
    const failed = await fetch(`${stripe.url}/checkout/${sessionId}/authenticate`, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }), redirect: 'manual' });
    expect(failed.status).toBe(402);
    await fetch(`${stripe.sessionUrl(sessionId)}/pay`, { method: 'POST', body: form, redirect: 'manual' });
    const done = await fetch(`${stripe.url}/checkout/${sessionId}/authenticate`, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`http://quire.test/welcome-member?session_id=${sessionId}`);
    await t.jobsSettled();
    expect((await state(me)).viewerMembership.status).toBe('ACTIVE');

    const declinedSession = await checkoutSession(await reader());
    const declined = await fetch(`${stripe.sessionUrl(declinedSession)}/pay`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(form), cardNumber: TEST_CARDS.declined }) });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
  });
});

describe('startCheckout for other modules', () => {
  it('passes a free-month coupon and the metadata through, and the subscription bills nothing while it lasts', async () => {
    const user = await createUser(t.deps.db);
    const row = await t.deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const url = new URL(stripe.url);
    const client = new Stripe(stripe.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
    const coupon = await client.coupons.create({ id: `free-3-${user.id}`, percent_off: 100, duration: 'repeating', duration_in_months: 3 });
    const answer = await startCheckout(
      systemContext(t.deps, toUser(row)),
      { purpose: 'membership', mode: 'subscription', lineItems: [{ price: 'quire_membership_monthly', quantity: 1 }], metadata: { planId: 'monthly' }, successPath: '/welcome-member', cancelPath: '/plans', discountCoupon: coupon.id },
    );
    if (!('url' in answer)) throw new Error(answer.message);
    const sessionId = new URL(answer.url).pathname.split('/').pop()!;
    const session = await client.checkout.sessions.retrieve(sessionId);
    expect(session.metadata).toEqual({ planId: 'monthly', purpose: 'membership', userId: user.id });
    expect(session.payment_method_options?.card?.request_three_d_secure).toBe('automatic');
    await stripe.completeCheckout(sessionId);
    await t.jobsSettled();
    const sub = stripe.object(String(stripe.object(sessionId)!.subscription))!;
    const invoices = await client.invoices.list({ subscription: sub.id });
    expect(invoices.data.map((i) => i.amount_paid)).toEqual([0]);
    await stripe.advanceSubscription(sub.id);
    await stripe.advanceSubscription(sub.id);
    await stripe.advanceSubscription(sub.id);
    const later = await client.invoices.list({ subscription: sub.id });
    expect(later.data.map((i) => i.amount_paid)).toEqual([500, 0, 0, 0]);
    await t.jobsSettled();
  });
});

describe('the webhook route', () => {
  it('refuses a bad signature with 400 and stores nothing', async () => {
    const before = await storedEvents();
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid', created: 1, data: { object: { id: 'in_x', object: 'invoice' } } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' });
    for (const signature of [forged, undefined, 't=1,v1=00']) {
      const response = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body: payload });
      expect(response.status).toBe(400);
    }
    // A valid signature over other bytes is refused too: the raw body is what is checked.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    const tampered = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed }, body: payload.replace('in_x', 'in_y') });
    expect(tampered.status).toBe(400);
    const reformatted = await fetch(hookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed }, body: JSON.stringify(JSON.parse(payload), null, 2) });
    expect(reformatted.status).toBe(400);
    expect(await storedEvents()).toBe(before);
  });

  it('handles every event type it receives once, however often it is delivered', async () => {
    const seen: string[] = [];
    onStripeEvent('invoice.payment_succeeded', (_deps, event) => {
      seen.push(event.id);
    });
    const me = await reader();
    await stripe.completeCheckout(await checkoutSession(me), { card: TEST_CARDS.success });
    await t.jobsSettled();
    const subscriptionId = String(stripe.events({ type: 'customer.subscription.created' }).at(-1)!.data.object.id);
    await me.gql(`mutation { cancelMembership { __typename } }`);
    await me.gql(`mutation { resumeMembership { __typename } }`);
    await stripe.advanceSubscription(subscriptionId, { fail: true });
    await t.jobsSettled();
    await stripe.advanceSubscription(subscriptionId);
    await vi.waitFor(() => expect(stripe.events({ type: 'customer.subscription.updated' }).length).toBeGreaterThanOrEqual(4));
    await t.jobsSettled();
    const before = await state(me);
    expect(before.viewerMembership).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false, graceEndsAt: null });
    expect(before.viewerCharges.charges.map((c: { status: string }) => c.status).sort()).toEqual(['FAILED', 'PAID', 'PAID']);
    const stored = await storedEvents();
    const handledOnce = seen.length;

    const ours = stripe.events().filter((e) => JSON.stringify(e.data.object).includes(subscriptionId) || e.data.object.customer === stripe.object(subscriptionId)!.customer);
    const types = new Set(ours.map((e) => e.type));
    for (const type of ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'invoice.paid', 'invoice.payment_failed', 'payment_method.attached']) {
      expect(types).toContain(type);
    }
    for (const event of ours) expect(await stripe.resendEvent(event.id)).toBe(200);
    await t.jobsSettled();
    expect(await storedEvents()).toBe(stored);
    expect(seen.length).toBe(handledOnce);
    expect(await state(me)).toEqual(before);
    const emails = await t.deps.db.selectFrom('outbox').select('id').where('subject', 'like', '%payment didn’t go through%').execute();
    expect(emails).toHaveLength(1);
  });

  it('out of order: a checkout whose events arrive newest first still makes one active membership', async () => {
    const me = await reader();
    stripe.holdEvents();
    await stripe.completeCheckout(await checkoutSession(me), { card: TEST_CARDS.success });
    await stripe.releaseEvents('reverse');
    await t.jobsSettled();
    const after = await state(me);
    expect(after.viewerMembership.status).toBe('ACTIVE');
    expect(after.viewer.mediumMemberAt).not.toBeNull();
    expect(after.viewerCharges.charges).toEqual([{ status: 'PAID', amount: 500 }]);
  });

  it('out of order: an old "active" update after the deletion does not bring an ended membership back', async () => {
    const me = await reader();
    await stripe.completeCheckout(await checkoutSession(me), { card: TEST_CARDS.success });
    await t.jobsSettled();
    const subscriptionId = String(stripe.events({ type: 'customer.subscription.created' }).at(-1)!.data.object.id);
    stripe.holdEvents();
    await stripe.advanceSubscription(subscriptionId); // renewal paid: invoice.paid, subscription.updated (active)
    await stripe.endSubscription(subscriptionId); // customer.subscription.deleted
    await stripe.releaseEvents('reverse');
    await t.jobsSettled();
    const after = await state(me);
    expect(after.viewerMembership.status).toBe('ENDED');
    expect(after.viewer.mediumMemberAt).toBeNull();
    // The renewal that was paid before the end is still in the history.
    expect(after.viewerCharges.charges.map((c: { status: string }) => c.status)).toEqual(['PAID', 'PAID']);
  });
});

describe('two events of one subscription handled at once', () => {
  it('never leave the older state: a slow sync that read "past due" does not write it over the newer "active"', async () => {
    const me = await reader();
    await stripe.completeCheckout(await checkoutSession(me), { card: TEST_CARDS.success });
    await t.jobsSettled();
    const subscriptionId = String(stripe.events({ type: 'customer.subscription.created' }).at(-1)!.data.object.id);
    stripe.holdEvents();
    await stripe.advanceSubscription(subscriptionId, { fail: true }); // the renewal fails: past due
    // The first event's job reads the subscription (past due) and is slow to hear back.
    const slow = stripe.holdNextAnswer(`/v1/subscriptions/${subscriptionId}`);
    const first = syncSubscription(t.deps, subscriptionId);
    await slow.asked;
    await stripe.advanceSubscription(subscriptionId); // the retry is paid: active again
    // The second event's job reads it (active) and finishes first; then the first one hears back.
    await syncSubscription(t.deps, subscriptionId);
    expect((await state(me)).viewerMembership.status).toBe('ACTIVE');
    slow.release();
    await first;
    expect((await state(me)).viewerMembership).toMatchObject({ status: 'ACTIVE', graceEndsAt: null });

    // The events themselves, delivered newest first, agree.
    await stripe.releaseEvents('reverse');
    await t.jobsSettled();
    expect((await state(me)).viewerMembership).toMatchObject({ status: 'ACTIVE', graceEndsAt: null });
  });
});

describe('an instance without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({});
  });
  afterAll(() => bare.close());

  it('says payments are not set up, refuses checkout plainly, and lets an operator grant and revoke membership', async () => {
    expect(paymentsEnabled(bare.deps)).toBe(false);
    const user = await createUser(bare.deps.db, { username: 'nokeys' });
    const session = await bare.signIn(user.id);
    const config = await bare.graphql(`query { paymentsConfig { enabled plans { planId } } }`);
    expect(config.data).toMatchObject({ paymentsConfig: { enabled: false } });
    const checkout = await bare.graphql(CHECKOUT, { planId: 'monthly' }, session);
    expect(checkout.data).toEqual({ startMembershipCheckout: { __typename: 'CheckoutNotAvailable', message: PAYMENT_MESSAGES.checkoutNotAvailable } });
    expect(PAYMENT_MESSAGES.checkoutNotAvailable).toMatch(/^Payments aren’t set up on this Quire yet/);
    const update = await bare.graphql(`mutation { startPaymentMethodUpdate { __typename ... on CheckoutNotAvailable { message } } }`, {}, session);
    expect(update.data).toMatchObject({ startPaymentMethodUpdate: { __typename: 'CheckoutNotAvailable' } });
    expect(await startCheckout(systemContext(bare.deps), { purpose: 'gift', mode: 'payment', metadata: {}, successPath: '/', cancelPath: '/' })).toEqual({
      refusal: 'CheckoutNotAvailable',
      message: PAYMENT_MESSAGES.checkoutNotAvailable,
    });
    const hook = await bare.app.inject({ method: 'POST', url: '/_/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' } });
    expect(hook.statusCode).toBe(400);

    // As the command runs them: Stripe's calls outside, each change in one transaction.
    const at = Date.now();
    const ctx = { ...systemContext(bare.deps), now: () => at };
    expect(await withTransaction(ctx, (tx) => operatorGrant(tx, { who: 'nokeys', months: 2 }))).toMatch(/^Granted 2 months of membership to .*@nokeys/);
    const member = await bare.graphql(`query { viewer { mediumMemberAt } viewerMembership { status source } }`, {}, session);
    expect(member.data).toMatchObject({ viewer: { mediumMemberAt: at }, viewerMembership: { status: 'ACTIVE', source: 'OPERATOR' } });
    expect((await operatorList(ctx)).join('\n')).toContain('@nokeys');
    const notes = await cancelAtStripeForRevoke(ctx, { who: user.email! });
    expect(notes).toEqual([]);
    expect(await withTransaction(ctx, (tx) => operatorRevoke(tx, { who: user.email!, notes }))).toMatch(/^Revoked 1 membership/);
    const revoked = await bare.graphql(`query { viewer { mediumMemberAt hasPastMemberships } }`, {}, session);
    expect(revoked.data).toEqual({ viewer: { mediumMemberAt: null, hasPastMemberships: true } });
    await expect(withTransaction(ctx, (tx) => operatorGrant(tx, { who: 'nobody-here', months: 1 }))).rejects.toThrow('No user with the username "nobody-here".');
  });
});
