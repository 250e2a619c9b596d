import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { stripeStandInControls } from '../support/stripe-stand-in';
import { pageGraphQL, signInLink, trackedBrowsers, type BrowserSession } from './browser';

/**
 * Paying for membership in a real browser against the local Stripe stand-in: a new reader starts Checkout, pays
 * on the hosted page with a card that asks for 3-D Secure 2, completes the challenge, lands on /welcome-member and
 * is a member once the signed webhooks are handled. Then the renewal fails (PAST_DUE, still a member), Stripe's
 * retry is paid (ACTIVE again), and the reader cancels and resumes. A declined card says so on the hosted page.
 */
const stripe = stripeStandInControls(inject('stripeUrl'));
const browsers = trackedBrowsers({ ignoreErrors: /status of (402|404)/ });
const DESKTOP = { width: 1280, height: 900 };

/** A reader of its own, so other browser tests' demo people stay as they are. */
function newReader(): string {
  const id = randomBytes(6).toString('hex');
  const email = `payer-${id}@quire.test`;
  const db = new SQLite(join(inject('dataDir'), 'quire.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = Date.now();
    db.prepare('insert into users (id, name, username, email, created_at, updated_at) values (?, ?, ?, ?, ?, ?)').run(id, 'Paula Payer', `payer${id}`, email, now, now);
  } finally {
    db.close();
  }
  return email;
}

async function signedIn(email: string): Promise<BrowserSession> {
  const session = await browsers.open({ viewport: DESKTOP });
  await session.page.goto(await signInLink(email));
  return session;
}

const STATE = `query { viewer { mediumMemberAt hasPastMemberships } viewerMembership { status cancelAtPeriodEnd graceEndsAt }
  viewerPaymentMethod { brand last4 } viewerCharges { charges { status amount } } }`;
interface State {
  viewer: { mediumMemberAt: number | null };
  viewerMembership: { status: string; cancelAtPeriodEnd: boolean; graceEndsAt: number | null } | null;
  viewerPaymentMethod: { brand: string; last4: string } | null;
  viewerCharges: { charges: { status: string; amount: number }[] };
}

async function startCheckout(session: BrowserSession, planId = 'monthly'): Promise<string> {
  const started = await pageGraphQL<{ startMembershipCheckout: { __typename: string; url?: string } }>(
    session.page,
    `mutation($planId: ID!) { startMembershipCheckout(planId: $planId) { __typename ... on CheckoutSession { url } } }`,
    { planId },
  );
  expect(started.startMembershipCheckout.__typename).toBe('CheckoutSession');
  return started.startMembershipCheckout.url!;
}

async function fillCard(session: BrowserSession, card: string) {
  const { page } = session;
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Paula Payer');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

describe('paying for membership', () => {
  it('checks out with 3-D Secure 2, becomes a member, survives a failed renewal, cancels and resumes', async () => {
    const reader = await signedIn(newReader());
    const { page } = reader;
    await page.goto('/');
    const checkoutUrl = await startCheckout(reader);
    expect(checkoutUrl.startsWith(inject('stripeUrl'))).toBe(true);

    await page.goto(checkoutUrl);
    await expect.poll(() => page.getByText('$5.00 per month').isVisible()).toBe(true);
    await fillCard(reader, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/welcome-member\?session_id=cs_test_/);

    const state = () => pageGraphQL<State>(page, STATE);
    await expect.poll(async () => (await state()).viewerMembership?.status, { timeout: 15_000 }).toBe('ACTIVE');
    const member = await state();
    expect(member.viewer.mediumMemberAt).not.toBeNull();
    expect(member.viewerPaymentMethod).toEqual({ brand: 'VISA', last4: '3184' });
    expect(member.viewerCharges.charges).toEqual([{ status: 'PAID', amount: 500 }]);

    // The renewal fails: still a member, in the grace period; Stripe's retry is paid.
    const mine = await subscriptionOf(page);
    await stripe.advanceSubscription(mine, { fail: true });
    await expect.poll(async () => (await state()).viewerMembership?.status, { timeout: 15_000 }).toBe('PAST_DUE');
    const pastDue = await state();
    expect(pastDue.viewer.mediumMemberAt).not.toBeNull();
    expect(pastDue.viewerMembership!.graceEndsAt).toBeGreaterThan(Date.now());
    await stripe.advanceSubscription(mine);
    await expect.poll(async () => (await state()).viewerMembership?.status, { timeout: 15_000 }).toBe('ACTIVE');
    expect((await state()).viewerCharges.charges.map((c) => c.status).sort()).toEqual(['FAILED', 'PAID', 'PAID']);

    const cancelled = await pageGraphQL<{ cancelMembership: { status: string; cancelAtPeriodEnd: boolean } }>(
      page,
      `mutation { cancelMembership { ... on Membership { status cancelAtPeriodEnd } } }`,
    );
    expect(cancelled.cancelMembership).toEqual({ status: 'CANCELED', cancelAtPeriodEnd: true });
    const resumed = await pageGraphQL<{ resumeMembership: { status: string } }>(page, `mutation { resumeMembership { ... on Membership { status } } }`);
    expect(resumed.resumeMembership).toEqual({ status: 'ACTIVE' });
  });

  it('a declined card is told so on the checkout page, and no membership starts', async () => {
    const reader = await signedIn(newReader());
    await reader.page.goto('/');
    await reader.page.goto(await startCheckout(reader));
    await fillCard(reader, '4000000000000002');
    await expect.poll(() => reader.page.getByRole('alert').textContent()).toBe('Your card was declined.');
    await reader.page.goto('/');
    const state = await pageGraphQL<State>(reader.page, STATE);
    expect(state.viewerMembership).toBeNull();
  });
});

/** The reader's subscription at the stand-in, through their Stripe customer's subscriptions. */
async function subscriptionOf(page: BrowserSession['page']): Promise<string> {
  const viewer = await pageGraphQL<{ viewer: { id: string } }>(page, `query { viewer { id } }`);
  const subs = await stripe.subscriptions();
  const mine = subs.find((s) => (s.metadata as Record<string, string> | undefined)?.userId === viewer.viewer.id);
  if (!mine) throw new Error('no subscription for this reader at the stand-in');
  return mine.id;
}
