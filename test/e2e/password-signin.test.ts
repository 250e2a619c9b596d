import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';

const accountsBaseUrl = inject('accountsBaseUrl');
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name, exact: true } : {});

async function openHome(page: Page) {
  await page.goto(`${accountsBaseUrl}/`);
  await waitForHydration(page, '.metabar__actions a');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  await waitForHydration(page, '.metabar__actions a');
}

async function startPasswordSignIn(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  const welcome = dialog(page, 'Welcome Back');
  await welcome.waitFor();
  expect(await welcome.innerText()).toContain("Don't have an account?");
  await welcome.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog(page, 'Sign in with your email').waitFor();
  await page.getByLabel('Your email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  const enter = dialog(page, 'Enter your password.');
  await enter.waitFor();
  expect(await enter.innerText()).toContain(email);
  return enter;
}

describe('password sign-up and sign-in in the modal (Reading B)', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('signs up with a name and password, signs in by password, then locks out after repeated wrong passwords', async () => {
    session = await openBrowser();
    const { page } = session;
    const email = `writer-${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    // The page's timers run on the test's clock (from its first script on), so the shake is looked at in still time.
    await page.clock.install();
    await openHome(page);

    // Sign up: options → email → name → password.
    await page.getByRole('link', { name: 'Get started', exact: true }).click();
    const join = dialog(page, 'Join Quire');
    await join.waitFor();
    expect(await join.innerText()).toContain('Already have an account?');
    await join.getByRole('button', { name: 'Sign up with email' }).click();
    const whatEmail = dialog(page, "What's your email?");
    await whatEmail.waitFor();
    await page.getByLabel('Your email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Next' }).click();

    const name = dialog(page, 'Create your account');
    await name.waitFor();
    expect(await name.innerText()).toContain("What's your name?");
    // A missing name is answered in the page; while its 400 ms shake is looked at, the page's time stands still.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Next' }).click();
    await name.getByText('Please enter your name').waitFor();
    expect(await name.locator('.susi-field').first().getAttribute('class')).toContain('susi-shake');
    await page.clock.resume();
    await page.getByLabel('Full name').fill('Grace Writer');
    await page.getByRole('button', { name: 'Next' }).click();

    await dialog(page, 'Create your account').getByText('Create a password').waitFor();
    expect(await dialog(page).innerText()).toContain('Avoid sequences like 123, repeated letters and common phrases.');
    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.fill('short');
    await page.getByRole('button', { name: 'Finish' }).click();
    await dialog(page).getByText('Your password must be at least 8 characters.').waitFor();
    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await passwordField.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
    await waitForHydration(page, '.metabar__actions a');

    // Signed out, the same account signs in with its password.
    await signOut(page);
    let enter = await startPasswordSignIn(page, email);
    expect(await enter.innerText()).toContain("If you haven't set up a password, use 'Email me a link to sign in'.");
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
    await waitForHydration(page, '.metabar__actions a');

    // Wrong passwords: the remaining attempts count down, then the account is locked for a minute.
    await signOut(page);
    enter = await startPasswordSignIn(page, email);
    for (let remaining = 5; remaining >= 1; remaining--) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong password ${remaining}`);
      await page.getByRole('button', { name: 'Sign in with password' }).click();
      await enter
        .getByText(`That password was incorrect. You have ${remaining} more attempt(s) before your account is locked for 1 minute.`)
        .waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('wrong again');
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await enter.getByText('Due to too many password attempts, your account is locked for 1 minute(s).').waitFor();

    // Even the right password waits out the lockout.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await enter.getByText(/your account is locked for \d+ minute\(s\)\./).waitFor();
    expect(await page.getByRole('button', { name: 'User menu', exact: true }).count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('an email already in use offers signing in instead', async () => {
    session = await openBrowser();
    const { page } = session;
    await openHome(page);
    await page.getByRole('link', { name: 'Get started', exact: true }).click();
    await dialog(page, 'Join Quire').getByRole('button', { name: 'Sign up with email' }).click();
    await page.getByLabel('Your email', { exact: true }).fill('grace@quire.test');
    await page.getByRole('button', { name: 'Next' }).click();
    const taken = dialog(page, "What's your email?");
    await taken.getByText('An account with this email already exists.').waitFor();
    await taken.getByRole('button', { name: 'Sign in with this email instead' }).click();
    await dialog(page, 'Sign in with your email').waitFor();
    expect(await page.getByLabel('Your email', { exact: true }).inputValue()).toBe('grace@quire.test');
    expect(session.errors).toEqual([]);
  });
});
