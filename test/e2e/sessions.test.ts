import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';

describe('sessions in settings', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });

  it('sends a signed-out visitor to sign in, lists where the account is signed in, and ends another device', async () => {
    const laptop = await openBrowser();
    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    sessions.push(laptop, phone);

    await laptop.page.goto('/me/settings#security');
    expect(new URL(laptop.page.url()).pathname).toBe('/m/signin');
    expect(new URL(laptop.page.url()).searchParams.get('redirect')).toBe('/me/settings');

    await phone.page.goto(await signInLink('ada@quire.test'));
    await laptop.page.goto(await signInLink('ada@quire.test'));
    await laptop.page.goto('/me/settings#security');
    await waitForHydration(laptop.page, '.sessions-list');

    const items = laptop.page.locator('.sessions-list__item');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => laptop.page.locator('.sessions-list__current').count()).toBe(1);
    const before = await items.count();

    const other = items.filter({ hasNot: laptop.page.locator('.sessions-list__current') }).first();
    await other.getByRole('button', { name: 'Sign out' }).click();
    await laptop.page.locator('.toast', { hasText: 'That session has been signed out.' }).waitFor();
    await expect.poll(() => items.count()).toBe(before - 1);

    // Other tests sign the demo account in too: whatever is left goes at once.
    const endAll = laptop.page.getByRole('button', { name: 'Sign out of all other sessions' });
    if (await endAll.isVisible()) await endAll.click();
    await expect.poll(() => items.count()).toBe(1);

    await phone.page.goto('/me/settings');
    expect(new URL(phone.page.url()).pathname).toBe('/m/signin');
    expect(laptop.errors).toEqual([]);
  });
});
