import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseUrl, openBrowser, waitForHydration, type BrowserSession } from './browser';
import { latestEmail, linkFrom } from './mail';
import { pageTasksDone } from './page-clock';

const dataDir = inject('dataDir');
const accountsBaseUrl = inject('accountsBaseUrl');
const accountsDataDir = inject('accountsDataDir');

const SENT_VERIFICATION_EMAIL = 'We sent a verification email. Check your inbox to confirm your address.';
const DEFAULT_TOAST_MS = 5000;

async function graphqlIn<T>(page: Page, origin: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${origin}/_/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const viewerIn = (page: Page, origin: string) =>
  graphqlIn<{ viewer: { id: string; name: string; username: string; email: string | null } | null }>(page, origin, '{ viewer { id name username email } }').then(
    (data) => data.viewer,
  );

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('finishing a sign-up from an email link', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('opens the link, fills the registration form and lands signed in', async () => {
    session = await openBrowser();
    const { page } = session;
    const email = uniqueEmail('newcomer');
    const before = Date.now() - 1;
    const sent = await graphqlIn<{ sendAcctAuthEmail: { __typename: string; value?: string } }>(
      page,
      baseUrl,
      'mutation($email: String!, $redirect: String) { sendAcctAuthEmail(email: $email, redirect: $redirect, operation: "register") { __typename ... on SusiMethod { value } } }',
      { email, redirect: '/me/settings' },
    );
    expect(sent.sendAcctAuthEmail).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
    const mail = await latestEmail(dataDir, email, before);
    expect(mail.subject).toBe('Finish creating your Quire account');

    await page.goto(linkFrom(mail, '/m/callback/email'));
    await page.waitForURL((url) => url.pathname === '/registration-form');
    const title = page.getByRole('heading', { name: 'Almost there!' });
    await title.waitFor({ state: 'visible' });
    await waitForHydration(page, '.registration__card');

    // An empty name is refused in words, with the name field focused again.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please enter your name').waitFor({ state: 'visible' });
    const nameField = page.getByLabel('Full name');
    expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');

    await nameField.fill('Radia Newcomer');
    const usernameField = page.getByLabel('Username');
    expect(await usernameField.inputValue()).toBe('radianewcomer');
    const username = `radia_${Date.now().toString(36)}`;
    await usernameField.fill(username);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/me/settings');
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor({ state: 'visible' });
    const viewer = await viewerIn(page, baseUrl);
    expect(viewer).toMatchObject({ name: 'Radia Newcomer', username, email });

    // The link and the registration token are used up.
    await page.goto(linkFrom(mail, '/m/callback/email'));
    await page.waitForURL((url) => url.pathname === '/m/signin');
    expect(session.errors).toEqual([]);
  });

  it('explains an expired sign-up and offers a new link', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/registration-form');
    await page.getByRole('heading', { name: 'Your sign-up link has expired' }).waitFor({ state: 'visible' });
    const link = page.getByRole('link', { name: 'Get a new sign-up link' });
    expect(await link.getAttribute('href')).toBe('/m/signin?operation=register');
    expect(session.errors).toEqual([]);
  });
});

describe('confirming the address of a password sign-up', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('shows the verify-email notice, resends the link, and thanks the reader once it is opened', async () => {
    session = await openBrowser();
    const { page } = session;
    const email = uniqueEmail('unconfirmed');
    const created = await graphqlIn<{ createAccount: { __typename: string } }>(
      page,
      accountsBaseUrl,
      'mutation($email: String, $name: String, $password: String) { createAccount(email: $email, name: $name, password: $password) { __typename } }',
      { email, name: 'Una Confirmed', password: 'a long and unusual passphrase' },
    );
    expect(created.createAccount.__typename).toBe('AuthInfo');

    // The page's timers run on the test's clock (from the first script on), so time passes when the test says.
    await page.clock.install();
    await page.goto(`${accountsBaseUrl}/`);
    // The notice is in the page the server sends: it shows before the reader does anything.
    const notice = page.getByRole('region', { name: 'Confirm your email address' });
    await notice.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('waiting');
    expect(await notice.textContent()).toContain(email);
    await waitForHydration(page, '.verify-email-notice__resend');

    const before = Date.now() - 1;
    await notice.getByRole('button', { name: 'Resend verification email' }).click();
    const sentToast = page.locator('.toast', { hasText: SENT_VERIFICATION_EMAIL });
    await sentToast.waitFor({ state: 'visible' });
    await pageTasksDone(page);
    expect(await notice.count()).toBe(0);
    // A 'forever' toast outlasts the default five seconds.
    await page.clock.runFor(DEFAULT_TOAST_MS + 1_000);
    await pageTasksDone(page);
    expect(await sentToast.isVisible()).toBe(true);

    const mail = await latestEmail(accountsDataDir, email, before);
    expect(mail.subject).toBe('Confirm your email address');
    await page.goto(linkFrom(mail, '/m/account/confirm/'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.toast', { hasText: 'Your email address is verified.' }).waitFor({ state: 'visible' });
    expect(await viewerIn(page, accountsBaseUrl)).toMatchObject({ email });
    await waitForHydration(page, '.toast__close');
    expect(await page.getByRole('region', { name: 'Confirm your email address' }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
