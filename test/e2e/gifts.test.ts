import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers, waitForHydration } from './browser';
import { latestEmail, linkFrom } from './mail';
import { dataDir } from './server-db';

/**
 * A member gives a membership: Grace opens 'Gift a membership' from the user menu, chooses 3 months, pays on the
 * local Stripe stand-in's checkout page with 4242 4242 4242 4242, and the recipient's email holds a "Redeem your
 * gift" link. The recipient opens it signed out (asked to sign in or up), signs up by email, comes back to the
 * same code, redeems, and is a member (the halo and the Write button); the same code is refused after that.
 */
const DESKTOP = { width: 1280, height: 900 };
// The stand-in's checkout page has no favicon.
const browsers = trackedBrowsers({ ignoreErrors: /favicon\.ico/ });
const run = randomBytes(4).toString('hex');
const RECIPIENT = `gift-recipient-${run}@example.com`;
const MESSAGE = `Three months of good stories, from me to you (${run}).`;

describe('gift memberships in a browser', () => {
  it('a member buys a 3-month gift through Checkout; the recipient redeems it once and becomes a member', async () => {
    const buyer = await browsers.open({ viewport: DESKTOP });
    const page = buyer.page;
    await page.goto(await signInLink('grace@quire.test'));
    await page.goto('/');
    await waitForHydration(page, '.metabar__menu-button');
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Gift a membership' }).click();
    await page.waitForURL(/\/gift$/);
    await waitForHydration(page, '.gift-form button[type="submit"]');

    await page.getByText('3 months', { exact: true }).click();
    await page.getByLabel('Recipient’s name').fill('Sam');
    await page.getByLabel('Recipient’s email').fill(RECIPIENT);
    await page.getByLabel(/Your message/).fill(MESSAGE);
    expect(await page.locator('#gift-message-count').textContent()).toBe(`${MESSAGE.length}/300`);
    expect(await page.getByLabel('From').inputValue()).toBe('Grace Hopper');
    const started = Date.now();
    await page.getByRole('button', { name: /Continue to payment · \$15\.00/ }).click();

    // The stand-in's hosted checkout page (or the reason it did not open).
    await Promise.race([page.waitForURL(/\/checkout\//), page.locator('.gift-form__error').waitFor().then(async () => expect(await page.locator('.gift-form__error').textContent()).toBe(''))]);
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/gift\?purchased=/);
    await page.getByText('Thank you! Your gift is paid.').waitFor();

    // The recipient's email, once the webhook has made the gift.
    const email = await latestEmail(dataDir, RECIPIENT, started - 1000, 20_000);
    expect(email.subject).toBe('Grace Hopper sent you 3 months of Quire membership');
    expect(email.text).toContain(MESSAGE);
    const redeemLink = linkFrom(email, '/redeem?giftCode=');

    // Grace sees the gift and its code among the gifts she gave.
    await page.reload();
    const code = new URL(redeemLink).searchParams.get('giftCode')!;
    await page.getByTestId('gift-purchase').filter({ hasText: code }).getByText('Not redeemed yet').waitFor();

    // Signed out, the link shows the gift (not its message) and asks to sign in or up.
    const recipient = await browsers.open({ viewport: DESKTOP });
    const r = recipient.page;
    await r.goto(redeemLink);
    await r.getByRole('heading', { name: 'Sam, you’ve been given 3 months of Quire membership' }).waitFor();
    await r.getByText('From Grace Hopper').waitFor();
    expect(await r.getByText(MESSAGE).count()).toBe(0);
    const card = r.getByRole('region', { name: 'Your gift' });
    await card.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toContain(encodeURIComponent(`/redeem?giftCode=${code}`));
    expect(await r.locator('.metabar__write').count()).toBe(0);

    // A new reader signs up by email from the gift and comes back to the same code.
    await card.getByRole('link', { name: 'Sign up to redeem' }).click();
    await r.waitForURL(/\/m\/signin\?operation=register/);
    await waitForHydration(r, 'main button');
    // Email is this instance's only way in: the sign-up options are the email form.
    await r.getByLabel('Your email', { exact: true }).fill(RECIPIENT);
    const asked = Date.now();
    await r.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const signUp = await latestEmail(dataDir, RECIPIENT, asked - 1000, 20_000);
    await r.goto(linkFrom(signUp, '/m/callback/email'));
    await r.waitForURL((url) => url.pathname === '/registration-form');
    await waitForHydration(r, '.registration__submit');
    await r.getByLabel('Full name').fill('Sam Gifted');
    await r.getByRole('button', { name: 'Create account' }).click();
    await r.waitForURL((url) => url.pathname === '/redeem' && url.searchParams.get('giftCode') === code);
    await waitForHydration(r, '.gift-card button');
    const redeemed = Date.now();
    await r.getByRole('button', { name: 'Redeem gift' }).click();
    await r.getByText('You’re a member.').waitFor();
    // After redeeming, the message is the recipient's to read; the bar shows a member.
    await r.getByText(MESSAGE).waitFor();
    await r.locator('.metabar__write').waitFor();
    expect(await r.locator('.metabar__menu-button .avatar--member').count()).toBe(1);

    // The code is spent.
    const again = await pageGraphQL<{ redeemGiftCode: { __typename: string; message?: string } }>(
      r,
      'mutation($giftCode: String!) { redeemGiftCode(giftCode: $giftCode) { __typename ... on BadRequest { message } } }',
      { giftCode: code },
    );
    expect(again.redeemGiftCode).toEqual({ __typename: 'BadRequest', message: 'This gift code has already been redeemed.' });

    // Grace's list says so, she was told by email, and the link now says the code is spent.
    await page.reload();
    await page.getByTestId('gift-purchase').filter({ hasText: code }).getByText('Redeemed', { exact: true }).waitFor();
    const told = await latestEmail(dataDir, 'grace@quire.test', redeemed - 1000, 20_000);
    expect(told.subject).toBe('Sam redeemed your gift membership');
    await page.goto(redeemLink);
    await page.getByRole('alert').filter({ hasText: 'This gift code has already been redeemed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Redeem gift' }).count()).toBe(0);
  });
});
