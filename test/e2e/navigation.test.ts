import type { Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, waitForHydration, type BrowserSession } from './browser';

declare global {
  interface Window {
    __marker?: number;
  }
}

describe('client-side navigation', () => {
  let session: BrowserSession;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(() => session?.close());

  it('opens a story from the home feed without reloading the page, at the top', async () => {
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page, '.post-card__link');
    const homeTitle = await page.title();

    // Other browser tests publish stories on this server too: the first of the latest is whichever story is there.
    const firstCard = page.locator('.home__feed .post-card__link').first();
    const storyTitle = await firstCard.locator('.post-card__title').innerText();
    const href = (await firstCard.getAttribute('href'))!;

    // Scrolled, but with the card still in view so the click itself does not scroll.
    await page.evaluate((wanted) => {
      const title = [...document.querySelectorAll('.post-card__title')].find((t) => t.textContent === wanted)!;
      const metabar = document.querySelector('.metabar')!.getBoundingClientRect().height;
      window.scrollTo(0, title.getBoundingClientRect().top + window.scrollY - metabar - 16);
    }, storyTitle);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await page.evaluate(() => (window.__marker = 1));
    const documentRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });

    await firstCard.locator('.post-card__title').click();
    await page.waitForURL((url) => url.pathname === href);
    const heading = page.getByRole('heading', { level: 1, name: storyTitle });
    await heading.waitFor({ state: 'visible' });

    expect(await page.evaluate(() => window.__marker)).toBe(1);
    expect(documentRequests).toEqual([]);
    await page.waitForFunction((before) => document.title !== before, homeTitle, { timeout: 5_000 });
    expect(await page.title()).toContain(storyTitle);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('article.story').count()).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('goes back to the home feed with the browser history, still without a reload', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page, '.post-card__link');
    await page.evaluate(() => (window.__marker = 1));

    const firstTitle = await page.locator('.post-card__title').first().innerText();
    await page.locator('.post-card__link').first().click();
    await page.locator('article.story').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.post-card').first().waitFor();

    expect(await page.evaluate(() => window.__marker)).toBe(1);
    expect(await page.locator('.post-card__title').first().innerText()).toBe(firstTitle);
    expect(session.errors).toEqual([]);
  });
});
