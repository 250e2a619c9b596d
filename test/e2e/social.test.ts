import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';

// The accounts server signs in with Google, Facebook, Apple and Twitter at a local OpenID provider (global-setup).
const accountsBaseUrl = inject('accountsBaseUrl');
const oidcIssuer = inject('oidcIssuer');

async function viewer(page: Page): Promise<{ id: string; email: string | null } | null> {
  const response = await page.request.post(`${accountsBaseUrl}/_/graphql`, { data: { query: '{ viewer { id email } }' } });
  return ((await response.json()) as { data: { viewer: { id: string; email: string | null } | null } }).data.viewer;
}

/** The provider's own login page (oidc-provider's development pages): any login and password. */
async function logInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === oidcIssuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** Errors of our pages; the provider's development pages load a web font this offline machine cannot reach. */
const ownErrors = (session: BrowserSession) => session.errors.filter((e) => !e.includes(oidcIssuer) && !e.includes('fonts.googleapis.com'));

describe('signing in with a provider', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });

  it('signs up with Google from the sign-in page, lands back signed in, then disconnects and reconnects in settings', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    const email = `google.reader.${Date.now()}@example.com`;

    await page.goto(`${accountsBaseUrl}/me/settings`);
    await page.waitForURL((url) => url.pathname === '/m/signin');
    const google = page.getByRole('link', { name: 'Sign in with Google' });
    expect(new URL((await google.getAttribute('href'))!, accountsBaseUrl).pathname).toBe('/m/connect/google');
    await google.click();

    await logInAtProvider(page, email);
    await page.waitForURL((url) => url.origin === accountsBaseUrl && url.pathname === '/me/settings');
    expect(await viewer(page)).toMatchObject({ email });

    const row = page.locator('.connections__item[data-provider="google"]');
    await row.getByText(`Connected as ${email}`).waitFor();
    await waitForHydration(page, '.connections__item[data-provider="google"] button');
    await page.getByRole('button', { name: 'Disconnect Google' }).click();
    await page.locator('.toast', { hasText: 'Google is disconnected from your account.' }).waitFor();
    await row.getByText('Not connected').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Connect Google');

    // The provider remembers the reader, so connecting again comes straight back, now linking to this account.
    await page.getByRole('link', { name: 'Connect Google' }).click();
    await page.waitForURL((url) => url.origin === accountsBaseUrl && url.pathname === '/me/settings' && url.hash === '#security');
    await page.locator('.toast', { hasText: 'Your Google account is now connected.' }).waitFor();
    await row.getByText(`Connected as ${email}`).waitFor();
    expect(ownErrors(session)).toEqual([]);
  });

  it('comes back to the sign-in page with a toast when the reader cancels at the provider', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await page.goto(`${accountsBaseUrl}/m/account/authenticate-twitter?redirect=/`);
    await page.waitForURL((url) => url.origin === oidcIssuer);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL((url) => url.origin === accountsBaseUrl && url.pathname === '/m/signin');
    await page.locator('.toast', { hasText: 'You cancelled signing in with Twitter.' }).waitFor();
    expect(await viewer(page)).toBeNull();
    expect(ownErrors(session)).toEqual([]);
  });
});
