import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOM_DOMAIN } from '../../src/server/seed/demo-publications';
import { baseUrl, signInLink, trackedBrowsers, waitForHydration } from './browser';

const browsers = trackedBrowsers();
const port = new URL(baseUrl).port;
const fieldNotes = `http://${DEMO_CUSTOM_DOMAIN}:${port}`;
// *.localhost is the machine itself; said outright so the test does not depend on how the resolver reads it.
const reachDomain = { extraArgs: [`--host-resolver-rules=MAP ${DEMO_CUSTOM_DOMAIN} 127.0.0.1`] };

function session(page: Page) {
  return page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { session: { isLoggedInCookie: boolean; xsrf: string | null } } }).__PRELOADED_STATE__.session);
}

describe('a custom domain and the reader’s session', () => {
  it('opens a Field Notes story from a profile on its domain, signed in; signing out there signs out everywhere', async () => {
    const { page } = await browsers.open(reachDomain);
    await page.goto(await signInLink('ada@quire.test'));
    await page.goto('/@alan');
    const story = page.locator(`a[href^="${fieldNotes}/"]`).first();
    await expect.poll(() => story.count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL((url) => url.origin === fieldNotes && !url.pathname.startsWith('/m/')), story.click()]);
    expect(page.url()).not.toContain('token=');
    expect(await session(page)).toMatchObject({ isLoggedInCookie: true });

    const { xsrf } = await session(page);
    await page.goto(`${fieldNotes}/m/signout/${xsrf}`);
    expect(new URL(page.url()).origin).toBe(fieldNotes);
    expect(await session(page)).toMatchObject({ isLoggedInCookie: false });
    await page.goto('/');
    expect(await session(page)).toMatchObject({ isLoggedInCookie: false });
  });

  it('signs a reader in from the domain on the main address and brings them back to the story', async () => {
    const { page } = await browsers.open(reachDomain);
    await page.goto(await signInLink('ada@quire.test'));
    await page.goto(`${fieldNotes}/`);
    expect(await session(page)).toMatchObject({ isLoggedInCookie: false });
    const path = await page.locator(`main a[href^="/"][href*="-"]`).first().getAttribute('href');
    await page.goto(`${fieldNotes}${path}`);
    await waitForHydration(page, 'header .metabar__link[aria-haspopup="dialog"]');
    // Sign in on a custom domain goes by the main address (already signed in there) and comes back to the story.
    await Promise.all([
      page.waitForURL(`${fieldNotes}${path}`, { waitUntil: 'load' }).then(() => page.waitForFunction(() => (window as unknown as { __PRELOADED_STATE__: { session: { isLoggedInCookie: boolean } } }).__PRELOADED_STATE__.session.isLoggedInCookie)),
      page.locator('header .metabar__link[aria-haspopup="dialog"]', { hasText: 'Sign in' }).click(),
    ]);
    expect(await session(page)).toMatchObject({ isLoggedInCookie: true });
  });
});
