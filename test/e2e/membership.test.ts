import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { stripeStandInControls } from '../support/stripe-stand-in';
import { demoStories } from '../../src/server/seed/demo-content';
import { baseUrl, pageGraphQL, trackedBrowsers, waitForHydration } from './browser';
import { dataDir, query } from './server-db';
import { latestEmail, linkFrom } from './mail';

/**
 * Paid membership in a browser, against the local Stripe stand-in: a reader stopped by the paywall subscribes
 * through Checkout with a card that asks for 3-D Secure 2, becomes a member, reads the story in full, finds the
 * charge and its receipt, cancels and resumes from settings, replaces the card, and gets through a failed renewal.
 * A declined card leaves the reader a non-member.
 */

const stripe = stripeStandInControls(inject('stripeUrl'));

const THREE_D_SECURE_CARD = '4000002760003184';
const DECLINED_CARD = '4000000000000002';

/** A member-only demo story on this site (Field Notes lives on its own domain, where the reader is not signed in). */
function lockedStory(): { title: string; path: string; lastText: string } {
  for (const story of demoStories.filter((s) => s.visibility === 'LOCKED' && s.published)) {
    const row = query<{ id: string; slug: string; username: string; collectionSlug: string | null; domain: string | null }>(
      `select p.id, p.slug, u.username, c.slug as collectionSlug, c.domain as domain from posts p
       join users u on u.id = p.creator_id left join collections c on c.id = p.collection_id where p.title = ?`,
      story.title,
    )[0];
    if (!row || row.domain) continue;
    const texts = story.body.paragraphs.filter((p) => p.type === 'P' && p.text.trim() !== '').map((p) => p.text);
    const path = row.collectionSlug ? `/${row.collectionSlug}/${row.slug}-${row.id}` : `/@${row.username}/${row.slug}-${row.id}`;
    return { title: story.title, path, lastText: texts[texts.length - 1]!.slice(0, 60) };
  }
  throw new Error('No member-only demo story on this site');
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up a new reader through the emailed link and the registration form, landing on `redirect`. */
async function signUp(page: Page, label: string, redirect: string): Promise<{ email: string; username: string }> {
  const email = uniqueEmail(label);
  const before = Date.now() - 1;
  const response = await page.request.post(`${baseUrl}/_/graphql`, {
    data: {
      query: 'mutation($email: String!, $redirect: String) { sendAcctAuthEmail(email: $email, redirect: $redirect, operation: "register") { __typename } }',
      variables: { email, redirect },
    },
  });
  expect(response.status()).toBe(200);
  const mail = await latestEmail(dataDir, email, before);
  await page.goto(linkFrom(mail, '/m/callback/email'));
  await page.waitForURL((url) => url.pathname === '/registration-form');
  await waitForHydration(page, '.registration__card');
  const username = `${label}_${Date.now().toString(36)}`;
  await page.getByLabel('Full name').fill(`${label[0]!.toUpperCase()}${label.slice(1)} Reader`);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
  return { email, username };
}

/** On the stand-in's hosted Checkout page: pays with a test card. */
async function payOnCheckout(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Reader');
  await page.getByRole('button', { name: /Subscribe|Pay|Save card/ }).click();
}

async function chooseMonthly(page: Page) {
  await waitForHydration(page, '.plan-card--monthly .plan-card__button');
  await page.locator('.plan-card--monthly').getByRole('button', { name: 'Get started' }).click();
  await page.waitForURL((url) => url.origin !== new URL(baseUrl).origin);
}

const viewerMembership = (page: Page) =>
  pageGraphQL<{ viewer: { mediumMemberAt: number | null }; viewerMembership: { status: string; cancelAtPeriodEnd: boolean } | null }>(
    page,
    '{ viewer { mediumMemberAt } viewerMembership { status cancelAtPeriodEnd } }',
  );

// The stand-in's checkout pages are Stripe's, not ours (their missing favicon, the 402 a declined card answers);
// someone else's receipt answers 404 on purpose.
const { open: browser } = trackedBrowsers({
  ignoreErrors: /favicon\.ico|status of 402 .*\/checkout\/cs_\w+\/pay|status of 404 .*\/me\/billing-history\/receipt\//,
});

describe('membership', () => {
  it('a reader stopped by the paywall subscribes with 3-D Secure, reads the story, finds the receipt, cancels, resumes, replaces the card and gets through a failed renewal', async () => {
    const session = await browser();
    const { page } = session;
    const story = lockedStory();

    // Signed out, the member-only story stops at the paywall, which leads to the membership page.
    await page.goto(story.path);
    const paywall = page.locator('.paywall');
    await paywall.waitFor({ state: 'visible' });
    expect(await page.getByText(story.lastText).count()).toBe(0);
    await paywall.getByRole('link', { name: 'Become a member' }).click();
    await page.waitForURL((url) => url.pathname === '/membership');
    await page.getByRole('heading', { name: 'Choose your membership' }).waitFor();
    expect(await page.locator('.plan-card').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.plan-card--yearly .plan-card__badge').textContent()).toMatch(/^Save \d+%$/);
    await page.getByText('Sign in or create an account first').waitFor();

    // Signed up, the reader comes back to the plans and chooses monthly.
    const { email } = await signUp(page, 'subscriber', '/membership');
    await chooseMonthly(page);

    // Stripe Checkout (the stand-in): the 3-D Secure 2 card asks for authentication.
    await payOnCheckout(page, THREE_D_SECURE_CARD);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    // Back on the product, the welcome page waits for the webhook, then welcomes the member.
    await page.waitForURL((url) => url.pathname === '/welcome-member');
    await page.locator('.welcome[data-state="member"]').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: /^Welcome to membership/ }).waitFor();
    await page.locator('.welcome__story-link').waitFor();
    await page.getByRole('link', { name: 'Write a story' }).waitFor();
    await page.locator('.metabar .avatar--member').first().waitFor();
    await page.locator('.metabar__write').waitFor();
    expect(await page.locator('.metabar__upgrade').count()).toBe(0);
    expect((await viewerMembership(page)).viewerMembership?.status).toBe('ACTIVE');

    // The story reads in full: no paywall, no meter banner.
    await page.goto(story.path);
    await page.getByText(story.lastText).first().waitFor();
    expect(await page.locator('.paywall').count()).toBe(0);
    expect(await page.locator('.meter-banner').count()).toBe(0);
    await page.locator('.metabar__write').waitFor();

    // Billing history lists the charge, paid by the 3-D Secure card, with its receipt.
    // (The card's details may reach the charge with a later webhook than the payment itself.)
    const row = page.locator('.billing-table__row').first();
    const chargeCard = async () => {
      await page.goto('/me/billing-history');
      await row.waitFor();
      return row.locator('td[data-label="Card"]').textContent();
    };
    await expect.poll(chargeCard, { timeout: 15_000 }).toBe('Visa ····3184');
    expect(await row.locator('td[data-label="Amount"]').textContent()).toMatch(/^\$\d+\.\d\d$/);
    expect(await row.locator('td[data-label="Status"]').textContent()).toBe('Paid');
    expect(await row.locator('td[data-label="Card"]').textContent()).toBe('Visa ····3184');
    const amount = await row.locator('td[data-label="Amount"]').textContent();
    await waitForHydration(page, '.billing-table__receipt a');
    await row.getByRole('link', { name: /^Receipt/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/me/billing-history/receipt/'));
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toBe(amount);
    expect((await page.getByTestId('receipt-number').textContent())?.trim()).not.toBe('');
    await receipt.getByText('Visa ····3184').waitFor();
    await page.getByRole('button', { name: 'Print receipt' }).waitFor();

    // Another reader's charge (the demo member's, when the demo has one) and a made-up id are not found.
    const mine = query<{ id: string }>('select id from users where email = ?', email)[0]!.id;
    const others = query<{ id: string }>('select id from membership_charges where user_id <> ? limit 1', mine).map((r) => r.id);
    for (const chargeId of [...others, '0123456789ab']) {
      const response = await page.goto(`/me/billing-history/receipt/${chargeId}`);
      expect(response?.status()).toBe(404);
      await page.getByText('PAGE NOT FOUND').waitFor();
      expect(await page.getByTestId('receipt').count()).toBe(0);
    }

    // Settings: cancel (with a confirmation), then resume.
    await page.goto('/me/settings#membership');
    const section = page.getByTestId('membership-settings');
    await waitForHydration(page, '.membership-settings__cancel');
    expect(await section.getByTestId('membership-status').textContent()).toBe('Active');
    expect(await section.getByTestId('membership-card').textContent()).toMatch(/^Visa ····3184/);
    await section.getByRole('button', { name: 'Cancel membership' }).click();
    await section.getByRole('button', { name: 'Yes, cancel membership' }).click();
    await section.getByTestId('membership-status').filter({ hasText: 'Cancelled' }).waitFor();
    await page.locator('.toast', { hasText: 'Your membership is cancelled.' }).waitFor();
    expect((await viewerMembership(page)).viewerMembership?.cancelAtPeriodEnd).toBe(true);
    await section.getByRole('button', { name: 'Resume membership' }).click();
    await section.getByTestId('membership-status').filter({ hasText: 'Active' }).waitFor();
    const after = await viewerMembership(page);
    expect(after.viewerMembership).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
    expect(after.viewer.mediumMemberAt).not.toBeNull();

    // Replacing the card goes through Checkout in setup mode and comes back to settings with a toast.
    await section.getByRole('link', { name: 'Update payment method' }).click();
    await page.waitForURL((url) => url.pathname === '/me/settings/payment/update');
    expect(await page.getByTestId('card-on-file').textContent()).toContain('Visa ····3184');
    await waitForHydration(page, '.billing button.button--dark');
    await page.getByRole('button', { name: 'Replace card' }).click();
    await page.waitForURL((url) => url.origin !== new URL(baseUrl).origin);
    await payOnCheckout(page, '5555555555554444');
    await page.waitForURL((url) => url.pathname === '/me/settings' && url.hash.startsWith('#membership'));
    await page.locator('.toast', { hasText: 'Your payment method has been updated.' }).waitFor();
    // The new card is on file once Stripe's webhook has been handled (it may land just after the redirect).
    const cardOnFile = async () => {
      await page.reload();
      return section.getByTestId('membership-card').textContent();
    };
    await expect.poll(cardOnFile, { timeout: 15_000 }).toMatch(/^Mastercard ····4444/);

    // A renewal fails: the reader is warned about the grace period, stays a member meanwhile, and retries.
    const subscriptionId = query<{ id: string }>(
      'select m.stripe_subscription_id as id from memberships m join users u on u.id = m.user_id where u.email = ?',
      email,
    )[0]!.id;
    await stripe.advanceSubscription(subscriptionId, { fail: true });
    const status = async () => {
      await page.reload();
      return section.getByTestId('membership-status').textContent();
    };
    await expect.poll(status, { timeout: 15_000 }).toBe('Payment failed');
    expect(await section.getByTestId('grace-warning').textContent()).toMatch(/^We couldn’t charge your card for your membership\. Update your payment method by /);
    await page.locator('.metabar__write').waitFor();
    await waitForHydration(page, '.membership-settings__actions button');
    await section.getByRole('button', { name: 'Retry payment' }).click();
    await section.getByTestId('membership-status').filter({ hasText: 'Active' }).waitFor({ timeout: 15_000 });
    expect(await section.getByTestId('grace-warning').count()).toBe(0);
  });

  it('without JavaScript the membership page still shows the plans', async () => {
    const { page } = await browser({ javaScriptEnabled: false });
    await page.goto('/membership');
    await page.getByRole('heading', { name: 'Choose your membership' }).waitFor();
    expect(await page.locator('.plan-card').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.plan-card--monthly .plan-card__amount').textContent()).toMatch(/^\$\d+\.\d\d$/);
    // Signed out, Get started is a plain link to sign up that comes back here.
    const href = await page.locator('.plan-card--monthly').getByRole('link', { name: 'Get started' }).getAttribute('href');
    expect(new URL(href!, baseUrl).searchParams.get('redirect')).toBe('/membership');
  });

  it('a declined card is refused on the checkout page and the reader stays a non-member', async () => {
    const session = await browser();
    const { page } = session;
    await page.goto('/plans');
    await signUp(page, 'declined', '/plans');
    await chooseMonthly(page);
    const checkoutUrl = page.url();
    await payOnCheckout(page, DECLINED_CARD);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(page.url().startsWith(new URL(checkoutUrl).origin)).toBe(true);

    await page.goto('/membership');
    await waitForHydration(page, '.plan-card__button');
    const state = await viewerMembership(page);
    expect(state.viewer.mediumMemberAt).toBeNull();
    expect(state.viewerMembership?.status ?? 'NONE').not.toBe('ACTIVE');
    expect(await page.locator('.metabar__upgrade').count()).toBe(1);
    // Write is there for every signed-in reader; the member's halo is not.
    expect(await page.locator('.metabar .avatar--member').count()).toBe(0);
    expect(query<{ n: number }>('select count(*) as n from users where email like ? and medium_member_at is not null', 'declined.%')[0]!.n).toBe(0);
  });
});
