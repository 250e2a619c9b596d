import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';
import { latestEmail, linkFrom } from './mail';
import { MESSAGES } from '../../src/shared/validation/auth';

const accountsBaseUrl = inject('accountsBaseUrl');
const accountsDataDir = inject('accountsDataDir');

async function graphql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${accountsBaseUrl}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function passwordSignIn(email: string, password: string): Promise<string> {
  const data = await graphql<{ loginUser: { __typename: string } }>(
    'mutation($email: String, $password: String) { loginUser(email: $email, password: $password, operation: "login") { __typename } }',
    { email, password },
  );
  return data.loginUser.__typename;
}

/** A reader who signed up with a password and confirmed their address, as the accounts server makes them. */
async function readerWithPassword(password: string) {
  const email = `reset.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const before = Date.now() - 1;
  const created = await graphql<{ createAccount: { __typename: string } }>(
    'mutation($email: String, $name: String, $password: String) { createAccount(email: $email, name: $name, password: $password) { __typename } }',
    { email, name: 'Rosalind Reset', password },
  );
  expect(created.createAccount.__typename).toBe('AuthInfo');
  const confirm = linkFrom(await latestEmail(accountsDataDir, email, before), '/m/account/confirm/');
  const confirmed = await fetch(confirm, { redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  return email;
}

async function requestResetLink(email: string): Promise<string> {
  const before = Date.now() - 1;
  const sent = await graphql<{ sendAcctAuthEmail: { __typename: string } }>(
    'mutation($email: String!) { sendAcctAuthEmail(email: $email, resetPasswordFlow: true) { __typename } }',
    { email },
  );
  expect(sent.sendAcctAuthEmail.__typename).toBe('SusiMethod');
  return linkFrom(await latestEmail(accountsDataDir, email, before), '/password?token=');
}

async function viewerId(page: Page): Promise<string | null> {
  const response = await page.request.post(`${accountsBaseUrl}/_/graphql`, { data: { query: '{ viewer { id } }' } });
  return ((await response.json()) as { data: { viewer: { id: string } | null } }).data.viewer?.id ?? null;
}

/** Expires a reset link in the server's database, as an hour's wait would. */
function expireResetLinks(email: string) {
  const db = new SQLite(join(accountsDataDir, 'quire.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("update auth_tokens set expires_at = ? where kind = 'password_reset' and email = ? and used_at is null").run(Date.now() - 1, email);
  } finally {
    db.close();
  }
}

function liveSessionCount(email: string): number {
  const db = new SQLite(join(accountsDataDir, 'quire.db'), { readonly: true });
  try {
    const row = db
      .prepare('select count(*) as n from sessions join users on users.id = sessions.user_id where users.email = ? and sessions.ended_at is null')
      .get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function openResetPage(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Create a password' }).waitFor();
  await waitForHydration(page, '.password-form__submit');
}

describe('password reset', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });

  it('sets a new password from the emailed link and lands signed in; the used link then refuses', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    const email = await readerWithPassword('first-lantern-41');
    const link = await requestResetLink(email);

    await openResetPage(page, link);
    expect(await page.getByText('Avoid sequences like 123, repeated letters and common phrases.').isVisible()).toBe(true);
    const field = page.getByLabel('Password', { exact: true });

    // Refused before the server is asked, then by the server: the message is announced beside the field.
    await field.fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password must be at least 8 characters.').waitFor();
    await field.fill('password123');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText(MESSAGES.passwordTooCommon).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await field.fill('second-lantern-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.origin === accountsBaseUrl);
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
    expect(await viewerId(page)).not.toBeNull();

    expect(await passwordSignIn(email, 'first-lantern-41')).toBe('InvalidPassword');
    expect(await passwordSignIn(email, 'second-lantern-42')).toBe('AuthInfo');

    // The same link a second time: used up, with the way to a new one.
    await openResetPage(page, link);
    await page.getByLabel('Password', { exact: true }).fill('third-lantern-43');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('That password reset link has already been used. Please request a new one.').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toContain('/m/signin');
    expect(await passwordSignIn(email, 'third-lantern-43')).toBe('InvalidPassword');
    expect(session.errors).toEqual([]);
  });

  it('shows the expired-link toast and how to get a new link', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    const email = await readerWithPassword('first-lantern-41');
    const link = await requestResetLink(email);
    expireResetLinks(email);

    await openResetPage(page, link);
    await page.getByLabel('Password', { exact: true }).fill('second-lantern-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.locator('.toast', { hasText: 'The password reset link has expired.' }).waitFor();
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    const again = page.getByRole('link', { name: 'Request a new link' });
    expect(new URL((await again.getAttribute('href'))!, accountsBaseUrl).pathname).toBe('/m/signin');
    expect(await viewerId(page)).toBeNull();
    expect(await passwordSignIn(email, 'first-lantern-41')).toBe('AuthInfo');
    expect(session.errors).toEqual([]);
  });

  it('changes the password in settings and offers to sign out the other sessions', async () => {
    const laptop = await openBrowser();
    const phone = await openBrowser();
    sessions.push(laptop, phone);
    const email = await readerWithPassword('first-lantern-41');
    for (const { page } of [laptop, phone]) {
      const response = await page.request.post(`${accountsBaseUrl}/_/graphql`, {
        data: { query: 'mutation($email: String, $password: String) { loginUser(email: $email, password: $password) { __typename } }', variables: { email, password: 'first-lantern-41' } },
      });
      expect(await response.json()).toEqual({ data: { loginUser: { __typename: 'AuthInfo' } } });
    }

    const { page } = laptop;
    await page.goto(`${accountsBaseUrl}/me/settings#security`);
    await waitForHydration(page, '.password-section button');
    expect(await page.getByText('You can sign in with your email address and password.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Change password' }).click();
    const current = page.getByLabel('Current password', { exact: true });
    await expect.poll(() => current.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('New password', { exact: true }).fill('second-lantern-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Please enter your current password.').waitFor();

    await current.fill('not the password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('That password was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.').waitFor();

    await current.fill('first-lantern-41');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password has been saved.').waitFor();
    // The phone, and the session the sign-up itself opened.
    const others = liveSessionCount(email) - 1;
    expect(others).toBe(2);
    await page.getByRole('button', { name: `Sign out of ${others} other session(s)` }).click();
    await page.getByText(`Signed out of ${others} other session(s).`).waitFor();
    expect(liveSessionCount(email)).toBe(1);

    expect(await viewerId(phone.page)).toBeNull();
    expect(await viewerId(page)).not.toBeNull();
    expect(await passwordSignIn(email, 'second-lantern-42')).toBe('AuthInfo');
    expect(laptop.errors).toEqual([]);
  });
});
