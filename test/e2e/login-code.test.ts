import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { INPUT_SHAKE_MS } from '../../src/shared/validation/auth';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';
import { latestEmail } from './mail';
import { pageTasksDone } from './page-clock';

const accountsBaseUrl = inject('accountsBaseUrl');
const accountsDataDir = inject('accountsDataDir');
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name, exact: true } : {});

function codeIn(email: { subject: string; text: string }): string {
  const code = /\b(\d{6})\b/.exec(email.subject)?.[1] ?? /\b(\d{6})\b/.exec(email.text)?.[1];
  if (!code) throw new Error(`No login code in:\n${email.subject}\n${email.text}`);
  return code;
}

describe('login code on a narrow screen', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('emails a 6-digit code, refuses a malformed or wrong one, and signs in with the right one', async () => {
    session = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    const email = 'margaret@quire.test';
    // The page's timers run on the test's clock (from its first script on), so the shake is timed on it.
    await page.clock.install();
    await page.goto(`${accountsBaseUrl}/`);
    await waitForHydration(page, '.metabar__actions a');

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await dialog(page, 'Welcome Back').getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email', { exact: true }).fill(email);
    const before = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    const inbox = dialog(page, 'Check your inbox.');
    await inbox.waitFor();
    expect(await inbox.innerText()).toContain(`We sent a 6-digit login code to ${email}.`);
    const code = codeIn(await latestEmail(accountsDataDir, email, before - 1));

    const field = page.getByLabel('Login code');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('12ab');
    // The page's time stands still while the shake is looked at (a refused format is answered in the page).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await inbox.getByText('Login code must be 6 digits.').waitFor();
    await pageTasksDone(page);
    expect(await inbox.locator('.susi-field').getAttribute('class')).toContain('susi-shake');
    // The shake lasts 400 ms.
    await page.clock.runFor(INPUT_SHAKE_MS - 1);
    await pageTasksDone(page);
    expect(await inbox.locator('.susi-field').getAttribute('class')).toContain('susi-shake');
    await page.clock.runFor(1);
    await inbox.locator('.susi-field:not(.susi-shake)').waitFor();
    // Time runs again for the rest (requests go out in batches started by a timer).
    await page.clock.resume();

    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await inbox.getByText('That code is incorrect. Please try again.').waitFor();

    await field.fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.origin === accountsBaseUrl && url.pathname === '/');
    // Signed in: the bar has the reader's user menu.
    await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('announces when a code has had too many wrong guesses', async () => {
    session = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    const email = 'katherine@quire.test';
    await page.goto(`${accountsBaseUrl}/`);
    await waitForHydration(page, '.metabar__actions a');
    await page.evaluate(() => {
      (window as unknown as { exceeded: number }).exceeded = 0;
      window.addEventListener('quire:login-code-exceeded', () => (window as unknown as { exceeded: number }).exceeded++);
    });

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await dialog(page, 'Welcome Back').getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email', { exact: true }).fill(email);
    const before = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    const inbox = dialog(page, 'Check your inbox.');
    await inbox.waitFor();
    const code = codeIn(await latestEmail(accountsDataDir, email, before - 1));
    const wrong = code === '000000' ? '111111' : '000000';

    const field = page.getByLabel('Login code');
    let exceeded = false;
    for (let attempt = 0; attempt < 10 && !exceeded; attempt++) {
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => inbox.locator('.susi-field__error').innerText()).not.toBe('');
      exceeded = (await inbox.locator('.susi-field__error').innerText()) === 'Too many incorrect codes. Please request a new one.';
      if (!exceeded) await inbox.locator('.susi-field__error').getByText('That code is incorrect. Please try again.').waitFor();
      await field.fill('');
    }
    expect(exceeded).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { exceeded: number }).exceeded)).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
