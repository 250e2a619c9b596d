import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';
import { openStory } from './demo';

const DEFAULT_TOAST_MS = 5000;

describe('toasts', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('confirms a copied link, and stays while the pointer rests on it', async () => {
    session = await openBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = session;
    await page.goto('/');
    const href = (await page.locator('.post-card__link', { hasText: openStory.title }).first().getAttribute('href'))!;
    await page.goto(href);
    await waitForHydration(page, '.story__share');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.locator('.toast', { hasText: 'Link copied to your clipboard.' });
    await toast.waitFor({ state: 'visible', timeout: 2_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl + href);

    await toast.hover();
    await page.waitForTimeout(DEFAULT_TOAST_MS + 1_000);
    expect(await toast.isVisible()).toBe(true);

    await page.mouse.move(5, 5);
    const left = Date.now();
    await toast.waitFor({ state: 'detached', timeout: DEFAULT_TOAST_MS + 1_000 });
    // Resuming uses what was left of the countdown, not a fresh one, and not zero either.
    expect(Date.now() - left).toBeGreaterThan(1_000);
    expect(session.errors).toEqual([]);
  });

  it('shows the toast the server queued before a redirect, after signing out', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto(await signInLink('ada@quire.test'));
    const signOut = page.getByRole('link', { name: 'Sign out', exact: true });
    await signOut.waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
    await waitForHydration(page, '.metabar__actions a');

    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor({ state: 'visible' });
    expect(await signOut.count()).toBe(0);
    const toast = page.locator('.toast', { hasText: 'You have been signed out.' });
    expect(await toast.isVisible()).toBe(true);

    // The toast is shown once: a reload does not bring it back.
    await waitForHydration(page, '.post-card__link');
    await page.reload();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor({ state: 'visible' });
    expect(await page.locator('.toast').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
