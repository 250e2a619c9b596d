import { systemContext } from '../../src/server/core';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/shared/validation/membership';
import { addMonths, endLapsedMemberships, grantMembership, memberFeesInPeriod } from '../../src/server/modules/membership';
import { createUser } from '../support/factories';
import { startStripeStandIn, TEST_CARDS, type StripeStandIn } from '../support/stripe-stand-in';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
let t: TestApp;
let stripe: StripeStandIn;
const clock = testClock(Date.UTC(2026, 10, 1, 12, 0, 0));

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ ...stripe.env(), MEMBERSHIP_GRACE_DAYS: '7', PUBLIC_URL: 'http://quire.test' }, { now: clock.now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/_/stripe/webhook`);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function reader(overrides: { username?: string } = {}): Promise<{ id: string; gql: Gql; username: string }> {
  const user = await createUser(t.deps.db, overrides);
  const session = await t.signIn(user.id);
  return { id: user.id, username: user.username!, gql: (query, variables = {}) => t.graphql(query, variables, session) };
}

const MEMBERSHIP = `id status source startedAt currentPeriodEnd cancelAtPeriodEnd graceEndsAt endedAt plan { planId kind amount months trialDays }`;
const CHECKOUT = `mutation($planId: ID!, $ref: String) { startMembershipCheckout(planId: $planId, referrerUsername: $ref) {
  __typename ... on CheckoutSession { url } ... on CheckoutNotAvailable { message } ... on PaymentError { message } ... on BadRequest { message } } }`;
const VIEWER = `query { viewer { id mediumMemberAt hasPastMemberships } viewerMembership { ${MEMBERSHIP} } viewerPaymentMethod { brand last4 expMonth expYear } }`;
const RESULT = `__typename ... on Membership { ${MEMBERSHIP} } ... on NotFound { message } ... on PaymentError { message } ... on PaymentMethodDeclined { message } ... on CheckoutNotAvailable { message }`;
const CANCEL = `mutation { cancelMembership { ${RESULT} } }`;
const RESUME = `mutation { resumeMembership { ${RESULT} } }`;
const CHARGES = `query { viewerCharges { charges { id amount currency status description receiptNumber periodStart periodEnd paymentMethod { brand last4 } } } }`;

async function subscribe(who: { gql: Gql }, planId = 'monthly', card: string = TEST_CARDS.success, ref?: string): Promise<string> {
  const started = await who.gql(CHECKOUT, { planId, ref });
  expect(started.data?.startMembershipCheckout.__typename).toBe('CheckoutSession');
  const url = new URL(started.data.startMembershipCheckout.url);
  const sessionId = url.pathname.split('/').pop()!;
  const session = await stripe.completeCheckout(sessionId, { card });
  expect(String(session.success_url)).toBe(`http://quire.test/welcome-member?session_id=${sessionId}`);
  await t.jobsSettled();
  return String(session.subscription);
}

async function membershipOf(who: { gql: Gql }) {
  const answer = await who.gql(VIEWER);
  return answer.data!;
}

describe('paymentsConfig', () => {
  it('lists the plans, the staff plan only for staff, and the spec constants', async () => {
    const anyone = await t.graphql(`query { paymentsConfig { enabled gracePeriodDays threeDSecureVersion applePayVersion freeMonthDiscountTiers plans { planId kind amount currency months trialDays } } }`);
    const config = anyone.data!.paymentsConfig as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(config).toMatchObject({ enabled: true, gracePeriodDays: 7, threeDSecureVersion: 2, applePayVersion: 3, freeMonthDiscountTiers: [1, 3, 6] });
    const kinds = config.plans.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(expect.arrayContaining(['MONTHLY', 'YEARLY', 'TRIAL', 'GIFT']));
    expect(kinds).not.toContain('STAFF_YEARLY');
    const staff = await createUser(t.deps.db);
    await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
    const session = await t.signIn(staff.id);
    const forStaff = await t.graphql(`query { paymentsConfig { plans { kind } } }`, {}, session);
    expect((forStaff.data!.paymentsConfig as { plans: { kind: string }[] }).plans.map((p) => p.kind)).toContain('STAFF_YEARLY');
  });
});

describe('checkout through the Stripe stand-in', () => {
  it('makes the reader a member with the card on file, a paid charge and a receipt', async () => {
    const writer = await reader();
    const me = await reader();
    await subscribe(me, 'monthly', TEST_CARDS.success, writer.username);
    const state = await membershipOf(me);
    expect(state.viewer.mediumMemberAt).toBe(clock.now());
    expect(state.viewerMembership).toMatchObject({ status: 'ACTIVE', source: 'STRIPE', cancelAtPeriodEnd: false, plan: { planId: 'monthly', amount: 500 } });
    expect(state.viewerPaymentMethod).toMatchObject({ brand: 'VISA', last4: '4242' });
    const charges = (await me.gql(CHARGES)).data!.viewerCharges.charges;
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 500, currency: 'USD', status: 'PAID', paymentMethod: { brand: 'VISA', last4: '4242' } });
    expect(charges[0].receiptNumber).toMatch(/^\d{4}-\d{4}$/);

    // The writer whose page the reader came from is told.
    await vi.waitFor(async () => {
      const notes = await writer.gql(`query { notificationsConnectionByActivityTypes { notifications { notificationName actor { id } } } }`);
      expect(notes.data!.notificationsConnectionByActivityTypes.notifications).toContainEqual({ notificationName: 'users_referred_membership', actor: { id: me.id } });
    });

    // Another reader cannot read this charge.
    const other = await reader();
    const stolen = await other.gql(`query($id: ID!) { viewerCharge(chargeId: $id) { id } }`, { id: charges[0].id });
    expect(stolen.data!.viewerCharge).toBeNull();
    const own = await me.gql(`query($id: ID!) { viewerCharge(chargeId: $id) { id amount } }`, { id: charges[0].id });
    expect(own.data!.viewerCharge).toMatchObject({ id: charges[0].id, amount: 500 });
    expect((await other.gql(CHARGES)).data!.viewerCharges.charges).toEqual([]);
    const anonymous = await t.graphql(`query($id: ID!) { viewerCharge(chargeId: $id) { id } viewerMembership { id } viewerPaymentMethod { last4 } }`, { id: charges[0].id });
    expect(anonymous.data).toEqual({ viewerCharge: null, viewerMembership: null, viewerPaymentMethod: null });

    // A second checkout while a member is refused.
    const again = await me.gql(CHECKOUT, { planId: 'yearly' });
    expect(again.data!.startMembershipCheckout).toEqual({ __typename: 'BadRequest', message: PAYMENT_MESSAGES.alreadyMember });
  });

  it('gives a first-time reader the trial: a member now, nothing charged', async () => {
    const me = await reader();
    const subscriptionId = await subscribe(me, 'trial');
    expect(stripe.object(subscriptionId)!.status).toBe('trialing');
    const state = await membershipOf(me);
    expect(state.viewerMembership).toMatchObject({ status: 'ACTIVE', plan: { planId: 'trial', trialDays: 30 } });
    const charges = (await me.gql(CHARGES)).data!.viewerCharges.charges;
    expect(charges.map((c: { amount: number }) => c.amount)).toEqual([0]);
  });

  it('a declined card makes no membership', async () => {
    const me = await reader();
    const started = await me.gql(CHECKOUT, { planId: 'monthly' });
    const sessionId = new URL(started.data!.startMembershipCheckout.url).pathname.split('/').pop()!;
    await expect(stripe.completeCheckout(sessionId, { card: TEST_CARDS.declined })).rejects.toThrow('Your card was declined.');
    await t.jobsSettled();
    expect((await membershipOf(me)).viewerMembership).toBeNull();
  });

  it('refuses an unknown plan, a gift plan, and the staff plan for non-staff', async () => {
    const me = await reader();
    for (const planId of ['nope', 'gift-3', 'staff-yearly']) {
      const answer = await me.gql(CHECKOUT, { planId });
      expect(answer.data!.startMembershipCheckout).toEqual({ __typename: 'BadRequest', message: PAYMENT_MESSAGES.unknownPlan });
    }
  });
});

describe('cancel and resume', () => {
  it('cancels at the period end, resumes before it, and ends when the period runs out cancelled', async () => {
    const me = await reader();
    const subscriptionId = await subscribe(me, 'yearly');
    const cancelled = await me.gql(CANCEL);
    expect(cancelled.data!.cancelMembership).toMatchObject({ __typename: 'Membership', status: 'CANCELED', cancelAtPeriodEnd: true });
    expect(stripe.object(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await membershipOf(me)).viewer.mediumMemberAt).not.toBeNull();

    const resumed = await me.gql(RESUME);
    expect(resumed.data!.resumeMembership).toMatchObject({ __typename: 'Membership', status: 'ACTIVE', cancelAtPeriodEnd: false });
    expect(stripe.object(subscriptionId)!.cancel_at_period_end).toBe(false);

    await me.gql(CANCEL);
    await stripe.advanceSubscription(subscriptionId);
    await vi.waitFor(async () => expect((await membershipOf(me)).viewerMembership.status).toBe('ENDED'));
    const state = await membershipOf(me);
    expect(state.viewer).toMatchObject({ mediumMemberAt: null, hasPastMemberships: true });

    // A past member cannot resume the old one; they start again through checkout (no second trial).
    expect((await me.gql(RESUME)).data!.resumeMembership).toEqual({ __typename: 'NotFound', message: PAYMENT_MESSAGES.notResumable });
    expect((await me.gql(CHECKOUT, { planId: 'monthly' })).data!.startMembershipCheckout.__typename).toBe('CheckoutSession');
  });

  it('a subscription Stripe does not know (demo data) is cancelled and resumed on Quire alone', async () => {
    const me = await reader();
    const now = clock.now();
    await t.deps.db
      .insertInto('memberships')
      .values({ id: 'demodemodemo', user_id: me.id, plan_id: 'monthly', status: 'ACTIVE', source: 'STRIPE', stripe_subscription_id: 'sub_demo_unknown', started_at: now, current_period_end: now + 20 * DAY, updated_at: now })
      .execute();
    expect((await me.gql(CANCEL)).data!.cancelMembership).toMatchObject({ __typename: 'Membership', status: 'CANCELED', cancelAtPeriodEnd: true });
    expect((await me.gql(RESUME)).data!.resumeMembership).toMatchObject({ __typename: 'Membership', status: 'ACTIVE', cancelAtPeriodEnd: false });
  });

  it('answers NotFound to a reader without a membership', async () => {
    const me = await reader();
    expect((await me.gql(CANCEL)).data!.cancelMembership).toEqual({ __typename: 'NotFound', message: PAYMENT_MESSAGES.noMembership });
  });
});

describe('failed renewals and the grace period', () => {
  it('goes PAST_DUE with a grace end and an email, and a paid retry restores ACTIVE', async () => {
    const me = await reader();
    const subscriptionId = await subscribe(me);
    clock.advance(DAY);
    await stripe.advanceSubscription(subscriptionId, { fail: true });
    await t.jobsSettled();
    const state = await membershipOf(me);
    expect(state.viewerMembership).toMatchObject({ status: 'PAST_DUE', graceEndsAt: clock.now() + 7 * DAY });
    expect(state.viewer.mediumMemberAt).not.toBeNull();
    const mail = await t.deps.db.selectFrom('outbox').select(['to_address', 'subject']).where('subject', 'like', '%payment didn’t go through%').execute();
    const email = (await t.deps.db.selectFrom('users').select('email').where('id', '=', me.id).executeTakeFirstOrThrow()).email;
    expect(mail.filter((m) => m.to_address === email)).toHaveLength(1);
    const charges = (await me.gql(CHARGES)).data!.viewerCharges.charges;
    expect(charges.map((c: { status: string }) => c.status)).toEqual(['FAILED', 'PAID']);

    await stripe.advanceSubscription(subscriptionId); // Stripe's retry, paid
    await t.jobsSettled();
    expect((await membershipOf(me)).viewerMembership).toMatchObject({ status: 'ACTIVE', graceEndsAt: null });
  });

  it('a reader whose card keeps failing is declined on resume, then ends when the grace passes', async () => {
    const me = await reader();
    const subscriptionId = await subscribe(me, 'monthly', TEST_CARDS.failsLater);
    await stripe.advanceSubscription(subscriptionId);
    await t.jobsSettled();
    expect((await membershipOf(me)).viewerMembership.status).toBe('PAST_DUE');
    const resume = await me.gql(RESUME);
    expect(resume.data!.resumeMembership).toEqual({ __typename: 'PaymentMethodDeclined', message: PAYMENT_MESSAGES.paymentMethodDeclined });

    expect(await endLapsedMemberships(t.deps, clock.now() + 7 * DAY - 1)).toBe(0);
    expect(await endLapsedMemberships(t.deps, clock.now() + 7 * DAY)).toBeGreaterThanOrEqual(1);
    const state = await membershipOf(me);
    expect(state.viewerMembership).toMatchObject({ status: 'ENDED' });
    expect(state.viewer).toMatchObject({ mediumMemberAt: null, hasPastMemberships: true });
    // The subscription is cancelled at Stripe; its deletion event does not bring the membership back.
    await vi.waitFor(() => expect(stripe.object(subscriptionId)!.status).toBe('canceled'));
    await t.jobsSettled();
    expect((await membershipOf(me)).viewerMembership.status).toBe('ENDED');
  });
});

describe('the card on file', () => {
  it('Checkout in setup mode replaces the default card of the customer and the subscription', async () => {
    const me = await reader();
    const subscriptionId = await subscribe(me);
    const started = await me.gql(`mutation { startPaymentMethodUpdate { __typename ... on CheckoutSession { url } } }`);
    const sessionId = new URL(started.data!.startPaymentMethodUpdate.url).pathname.split('/').pop()!;
    await stripe.completeCheckout(sessionId, { card: '5555555555554444' });
    await t.jobsSettled();
    await vi.waitFor(async () => expect((await membershipOf(me)).viewerPaymentMethod).toMatchObject({ brand: 'MASTERCARD', last4: '4444' }));
    const pm = stripe.object(String(stripe.object(subscriptionId)!.default_payment_method))!;
    expect(pm.card).toMatchObject({ last4: '4444' });
  });

  it('returns to settings with the session id in the query, before the #membership fragment', async () => {
    const me = await reader();
    await subscribe(me);
    const started = await me.gql(`mutation { startPaymentMethodUpdate { __typename ... on CheckoutSession { url } } }`);
    const sessionId = new URL(started.data!.startPaymentMethodUpdate.url).pathname.split('/').pop()!;
    const session = await stripe.completeCheckout(sessionId, { card: TEST_CARDS.success });
    expect(String(session.success_url)).toBe(`http://quire.test/me/settings?updatedPayment=1&session_id=${sessionId}#membership`);
  });

  it('replaces a stored customer that Stripe does not know, instead of failing every checkout', async () => {
    const me = await reader();
    await t.deps.db
      .insertInto('stripe_customers')
      .values({ user_id: me.id, customer_id: 'cus_unknown_to_stripe', created_at: clock.now(), updated_at: clock.now() })
      .execute();
    await subscribe(me);
    const row = await t.deps.db.selectFrom('stripe_customers').select('customer_id').where('user_id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.customer_id).toMatch(/^cus_/);
    expect(row.customer_id).not.toBe('cus_unknown_to_stripe');
    expect(stripe.object(row.customer_id)).toBeTruthy();
  });
});

describe('grants and fees', () => {
  it('grantMembership starts, then extends, a membership; memberFeesInPeriod shares a payment by time', async () => {
    const user = await createUser(t.deps.db);
    const now = clock.now();
    const first = await grantMembership(systemContext(t.deps), { userId: user.id, months: 3, source: 'GIFT', now });
    expect(first.status).toBe('ACTIVE');
    const extended = await grantMembership(systemContext(t.deps), { userId: user.id, months: 1, source: 'OPERATOR', now });
    expect(extended.id).toBe(first.id);
    expect(extended.currentPeriodEnd).toBe(addMonths(now, 4));
    const row = await t.deps.db.selectFrom('users').select('medium_member_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.medium_member_at).toBe(now);
    // A 3-month gift (worth $15 with the built-in plans): each month gets a third, and the thirds add up.
    const month = (m: number) => ({ from: Date.UTC(2026, m, 1), to: Date.UTC(2026, m + 1, 1) });
    const shares = [];
    for (const m of [10, 11, 12, 13]) shares.push((await memberFeesInPeriod(systemContext(t.deps), month(m))).find((f) => f.userId === user.id)?.amountCents ?? 0);
    expect(shares).toEqual([500, 500, 500, 0]);
    const payer = await createUser(t.deps.db);
    // A yearly payment of 5000 cents splits into twelve shares that add up to it exactly.
    await t.deps.db.insertInto('membership_fees').values({ id: 'feefeefeefee', user_id: payer.id, source_ref: 'test:yearly', amount: 4999, currency: 'USD', period_start: Date.UTC(2027, 0, 1), period_end: Date.UTC(2028, 0, 1) }).execute();
    const year = await memberFeesInPeriod(systemContext(t.deps), { from: Date.UTC(2027, 0, 1), to: Date.UTC(2028, 0, 1) });
    expect(year.find((f) => f.userId === payer.id)?.amountCents).toBe(4999);
    const jan = await memberFeesInPeriod(systemContext(t.deps), { from: Date.UTC(2027, 0, 1), to: Date.UTC(2027, 1, 1) });
    expect(jan.find((f) => f.userId === payer.id)?.amountCents).toBe(416);
    // It ends when its time runs out, by the app clock.
    await endLapsedMemberships(t.deps, extended.currentPeriodEnd!);
    const after = await t.deps.db.selectFrom('users').select('medium_member_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.medium_member_at).toBeNull();
  });
});

describe('guards', () => {
  it('every membership mutation needs a signed-in reader', async () => {
    for (const mutation of [CHECKOUT, `mutation { startPaymentMethodUpdate { __typename } }`, CANCEL, RESUME]) {
      const answer = await t.graphql(mutation, { planId: 'monthly' });
      expect(answer.errors?.[0]?.message).toBe('You need to sign in first.');
    }
  });
});
