import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';

async function metabarLinks(page: Page) {
  const actions = page.getByRole('navigation', { name: 'Account' });
  return {
    member: actions.getByRole('link', { name: 'Become a member', exact: true, includeHidden: true }),
    signIn: actions.getByRole('link', { name: 'Sign in', exact: true }),
    getStarted: actions.getByRole('link', { name: 'Get started', exact: true }),
  };
}

describe('metabar across screen sizes', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('hides "Become a member" on a phone but keeps the sign-in actions', async () => {
    session = await openBrowser({ viewport: { width: 375, height: 812 } });
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page, '.post-card__link');
    const { member, signIn, getStarted } = await metabarLinks(page);

    // Present in the page, only hidden by the layout.
    expect(await member.count()).toBe(1);
    expect(await member.isVisible()).toBe(false);
    expect(await signIn.isVisible()).toBe(true);
    expect(await getStarted.isVisible()).toBe(true);
    // Nothing sticks out sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(session.errors).toEqual([]);
  });

  it('shows all three on a desktop screen', async () => {
    session = await openBrowser({ viewport: { width: 1280, height: 800 } });
    const { page } = session;
    await page.goto('/');
    const { member, signIn, getStarted } = await metabarLinks(page);
    expect(await member.isVisible()).toBe(true);
    expect(await signIn.isVisible()).toBe(true);
    expect(await getStarted.isVisible()).toBe(true);
  });
});
