import { afterEach, describe, expect, it } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../../src/client/components/PostMenu/friend-link';
import { baseUrl, SHARE_BUTTON, openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';
import { openStory } from './demo';
import { query } from './server-db';
import { pageTasksDone } from './page-clock';

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
    // The page's timers run on the test's clock from its first script on. (Installed once a page has
    // loaded, it would leave a countdown started before on the real clock, to end the toast on its own.)
    await page.clock.install();
    // Found by id: other browser tests publish stories, so it may have left the home page's first page.
    const [story] = query<{ id: string }>('select id from posts where title = ?', openStory.title);
    await page.goto(`/p/${story!.id}`);
    const href = new URL(page.url()).pathname;
    await waitForHydration(page, SHARE_BUTTON);

    // From here the page's time moves only when the test moves it, so the countdown starts at a known time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.locator(SHARE_BUTTON).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const toast = page.locator('.toast', { hasText: 'Link copied to your clipboard.' });
    await toast.waitFor({ state: 'visible' });
    await pageTasksDone(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl + href);

    // A copy confirmation shows for two seconds. Half of them pass, then the pointer rests on it:
    // however long it rests there, the toast stays.
    await page.clock.runFor(COPY_CONFIRMATION_MS / 2);
    await toast.hover();
    await page.clock.runFor(DEFAULT_TOAST_MS * 2);
    await pageTasksDone(page);
    expect(await toast.isVisible()).toBe(true);

    // Resuming uses what was left of the countdown (the other second), not a fresh one, and not zero either.
    await page.mouse.move(5, 5);
    await page.clock.runFor(COPY_CONFIRMATION_MS / 2 - 1);
    await pageTasksDone(page);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await toast.waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });

  it('shows the toast the server queued before a redirect, after signing out', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto(await signInLink('ada@quire.test'));
    const userMenu = page.getByRole('button', { name: 'User menu', exact: true });
    await userMenu.waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);
    await waitForHydration(page, '.metabar__actions a');

    await userMenu.click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out', exact: true });
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor({ state: 'visible' });
    expect(await userMenu.count()).toBe(0);
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
