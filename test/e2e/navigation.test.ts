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

describe('the address bar after the first render', () => {
  let session: BrowserSession;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(() => session?.close());

  const titles = () => session.page.locator('.home__feed .post-card__title').allInnerTexts();

  it('keeps a list’s cursor (?to=), so reloading the second page shows the second page', async () => {
    const { page } = session;
    await page.goto('/');
    await waitForHydration(page, '.post-card__link');
    const secondPage = (await page.getByRole('link', { name: 'Show more' }).getAttribute('href'))!;
    expect(secondPage).toMatch(/^\/\?to=/);

    await page.goto(`${secondPage}&utm_source=newsletter`);
    await waitForHydration(page, '.post-card__link');
    const shown = await titles();
    // What the page does not read is dropped; its cursor stays.
    await page.waitForURL((url) => !url.search.includes('utm_source'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(secondPage);

    await page.reload();
    await waitForHydration(page, '.post-card__link');
    expect(await titles()).toEqual(shown);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(secondPage);
  });

  it('keeps the cursor and the count of a ranked list', async () => {
    const { page } = session;
    await page.goto('/trending/mode/month');
    await waitForHydration(page, '[data-testid="trending-page"]');
    const next = (await page.getByRole('link', { name: 'Show more' }).getAttribute('href'))!;
    expect(next).toMatch(/\?to=.+&rank=11$/);
    await page.goto(next);
    await waitForHydration(page, '[data-testid="trending-page"]');
    await page.reload();
    await waitForHydration(page, '[data-testid="trending-page"]');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(next);
    expect(await page.locator('.ranked__rank').first().innerText()).toBe('11');
  });
});
