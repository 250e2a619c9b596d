import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';
import { openStory } from './demo';
import { latestEmail, linkFrom } from './mail';
import { query } from './server-db';

const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name, exact: true } : {});
const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page, '.metabar__actions a');
}

/** A new account finishing its sign-up: the registration form asks for the name the email link lacked. */
async function finishRegistration(page: Page, name: string) {
  await page.waitForURL((url) => url.pathname === '/registration-form');
  await waitForHydration(page, '.registration__submit');
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname !== '/registration-form');
}

describe('sign-in / sign-up modal (Reading A)', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('opens from the metabar, toggles, traps focus, and Escape or the backdrop close it and start over', async () => {
    session = await openBrowser();
    const { page } = session;
    await openHome(page);

    const getStarted = page.getByRole('link', { name: 'Get started', exact: true });
    expect(await getStarted.getAttribute('href')).toMatch(/^\/m\/signin\?operation=register/);
    await getStarted.click();
    const signUp = dialog(page, 'Join Quire.');
    await signUp.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await signUp.getAttribute('aria-modal')).toBe('true');
    const signUpText = await signUp.innerText();
    // This instance has no social sign-in: email is the only way in, so the options are the email form itself.
    expect(signUpText).toContain('Enter your email address to create an account.');
    expect(await signUp.getByLabel('Your email', { exact: true }).count()).toBe(1);
    expect(await signUp.getByRole('button', { name: 'Sign Up', exact: true }).count()).toBe(1);
    expect(signUpText).toContain('Already have an account?');
    expect(signUpText).toMatch(/Click “Sign Up” to agree to Quire’s Terms of Service and acknowledge that Quire’s Privacy Policy applies to you\./);
    expect(await focusIsInDialog(page)).toBe(true);

    // Operation toggles both ways.
    await signUp.getByRole('button', { name: 'Sign in', exact: true }).click();
    const welcome = dialog(page, 'Welcome back.');
    await welcome.waitFor();
    expect(await welcome.innerText()).toContain('No account?');
    await welcome.getByRole('button', { name: 'Create one' }).click();
    await signUp.waitFor();

    // Focus stays inside, forwards and backwards.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await focusIsInDialog(page)).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+Tab');
    expect(await focusIsInDialog(page)).toBe(true);

    // Escape closes it and gives focus back to the opener.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Get started');

    // The sign-in options, here the email form; a click inside keeps it, a click on the backdrop closes it.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    const byEmail = welcome;
    await byEmail.waitFor();
    expect(await byEmail.innerText()).toContain('Enter the email address associated with your account');
    const emailField = page.getByLabel('Your email', { exact: true });
    expect(await emailField.evaluate((el) => el === document.activeElement)).toBe(true);
    await emailField.fill('someone@example.com');
    await byEmail.getByRole('heading').click();
    expect(await dialog(page).count()).toBe(1);
    await page.mouse.click(8, 400);
    await dialog(page).waitFor({ state: 'detached' });

    // Reopened: back at the first step, and the email is gone.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await welcome.waitFor();
    expect(await page.getByLabel('Your email', { exact: true }).inputValue()).toBe('');

    // A malformed address is refused before anything is sent.
    await page.getByLabel('Your email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await byEmail.getByText('Please enter a valid email address.').waitFor();

    // The close button closes.
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });

  it('an unknown email is not recognized, and can become a new account', async () => {
    session = await openBrowser();
    const { page } = session;
    await openHome(page);
    const email = `nobody-${Date.now()}@example.com`;

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await dialog(page, 'Welcome back.').waitFor();
    await page.getByLabel('Your email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const unknown = dialog(page, "Sorry, we didn't recognize that email.");
    await unknown.waitFor();
    expect(await unknown.innerText()).toContain('Would you like to sign in with a different email?');
    expect(await unknown.getByRole('button', { name: 'See all sign in options' }).count()).toBe(1);

    await unknown.getByRole('button', { name: 'create a new account' }).click();
    await dialog(page, 'Sign up with email').waitFor();
    expect(await page.getByLabel('Your email', { exact: true }).inputValue()).toBe(email);
    expect(session.errors).toEqual([]);
  });

  it('a signed-out reader of a story is asked to sign up to follow, clap, respond or highlight, and signs up by email link', async () => {
    session = await openBrowser();
    const { page } = session;
    // Other browser tests publish stories, so this one may have left the home page's first page: open it by id.
    const [story] = query<{ id: string }>('select id from posts where title = ?', openStory.title);
    await page.goto(`/p/${story!.id}`);
    const storyPath = new URL(page.url()).pathname;
    await waitForHydration(page, '.story-actions a');

    const author = (await page.locator('.story__author').first().innerText()).trim();
    const gates: [string, string][] = [
      ['Follow', `Create an account to follow ${author}.`],
      ['Clap', 'Create an account to clap for this story.'],
      ['Respond', 'Create an account to respond to this story.'],
    ];
    for (const [action, line] of gates) {
      // Clap and Respond are in both action bars; the one under the byline is the first a reader meets.
      const scope = action === 'Follow' ? page : page.locator('.story-actions--top');
      // Respond's name carries its count of responses when there are some ('Respond, 2 responses').
      const name = action === 'Respond' ? /^Respond(, |$)/ : action;
      await scope.getByRole('link', { name, exact: true }).click();
      const gate = dialog(page, 'Join Quire.');
      await gate.waitFor();
      expect(await gate.innerText()).toContain(line);
      await page.keyboard.press('Escape');
      await gate.waitFor({ state: 'detached' });
    }

    // Selecting story text offers a Highlight button, which needs an account too.
    await page.locator('.story__body p').first().click({ clickCount: 3 });
    await page.getByRole('button', { name: 'Highlight' }).click();
    const highlight = dialog(page, 'Join Quire.');
    await highlight.waitFor();
    expect(await highlight.innerText()).toContain('Create an account to highlight this story.');
    const google = highlight.getByRole('link', { name: 'Sign up with Google' });
    if (await google.count()) expect(new URL((await google.getAttribute('href'))!, 'http://x').searchParams.get('redirect')).toBe(storyPath);

    // The whole sign-up is in it, as in every sign-up dialog: the email field, Sign Up, the switch, the terms.
    const highlightText = await highlight.innerText();
    expect(highlightText).toContain('Already have an account? Sign in');
    expect(highlightText).toContain('Click “Sign Up” to agree to Quire’s Terms of Service');
    const email = `reader-${Date.now()}@example.com`;
    const before = Date.now();
    const emailField = highlight.getByLabel('Your email', { exact: true });
    expect(await emailField.evaluate((el) => el === document.activeElement)).toBe(true);
    await emailField.fill(email);
    await highlight.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const inbox = dialog(page, 'Check your inbox.');
    await inbox.waitFor();
    expect(await inbox.innerText()).toContain(`Click the link we sent to ${email} to complete your account set-up.`);
    await inbox.getByRole('button', { name: 'OK' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    const message = await latestEmail(inject('dataDir'), email, before - 1);
    await page.goto(linkFrom(message, '/m/callback/email'));
    await finishRegistration(page, 'New Reader');
    expect(new URL(page.url()).pathname).toBe(storyPath);
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
    // Signed in, the reader no longer sees the sign-up prompts.
    await page.locator('.story-actions--top').waitFor();
    expect(await page.locator('.story-actions a[href^="/m/signin"]').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('/m/signin shows the same flow as a page, with the expired-link wording', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/m/signin?entry=email_login_timeout');
    await page.getByRole('heading', { name: 'Your sign in link has expired' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await waitForHydration(page, '.susi form button[type="submit"]');
    await page.getByRole('button', { name: 'All sign in options' }).click();
    await page.getByRole('heading', { name: 'Welcome back.' }).waitFor();
    expect(session.errors).toEqual([]);
  });
});
