import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trackedBrowsers, waitForHydration } from './browser';

/**
 * Trending, top stories and the staff picks in a browser, signed out, from the demo content (its reads,
 * claps and responses are scored when it is seeded; tim's Staff Picks list is at /browse/staff-picks).
 */
const PHONE = { width: 390, height: 844 };
const browsers = trackedBrowsers();

const ranks = (page: Page) => page.locator('.ranked__rank').allInnerTexts();

describe('trending', () => {
  it('lists ranked stories, switches modes, pages with Show more and opens a story', async () => {
    const { page } = await browsers.open();
    await page.goto('/trending');
    await waitForHydration(page, '[data-testid="trending-page"]');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Trending on Quire');
    expect((await ranks(page)).slice(0, 2)).toEqual(['01', '02']);
    await expect.poll(() => page.locator('.ranking-page__tab[aria-current="page"]').innerText()).toBe('This week');

    await page.getByRole('link', { name: 'This month' }).click();
    await page.waitForURL('**/trending/mode/month');
    await expect.poll(() => page.locator('.ranking-page__tab[aria-current="page"]').innerText()).toBe('This month');
    await expect.poll(async () => (await ranks(page)).length).toBe(10);
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect.poll(async () => (await ranks(page)).length).toBeGreaterThan(10);
    expect((await ranks(page))[10]).toBe('11');

    // A story on this site (Field Notes' stories live on the publication's own domain).
    const story = page.locator('.ranked__item').filter({ hasNot: page.locator('.ranked__collection', { hasText: 'Field Notes' }) }).first();
    const title = await story.locator('.ranked__title').innerText();
    await story.locator('.ranked__link').click();
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(title);
  });

  it('narrows to a topic from its chip', async () => {
    const { page } = await browsers.open({ viewport: PHONE });
    await page.goto('/trending/mode/month');
    await waitForHydration(page, '[data-testid="trending-page"]');
    const chip = page.locator('.ranking-page__chip').nth(1);
    const name = await chip.innerText();
    await chip.click();
    await page.waitForURL('**/trending/mode/month/topic/**');
    await expect.poll(() => page.locator('h1').innerText()).toBe(`Trending in ${name}`);
    await expect.poll(() => page.locator('.ranking-page__chip[aria-current="page"]').innerText()).toBe(name);
  });

  it('pages without JavaScript: Show more is a link that goes on counting', async () => {
    const { page } = await browsers.open({ javaScriptEnabled: false });
    await page.goto('/trending/mode/month');
    expect((await ranks(page))[0]).toBe('01');
    const firstPage = await page.locator('.ranked__title').allInnerTexts();
    await page.getByRole('link', { name: 'Show more' }).click();
    await page.waitForURL(/\/trending\/mode\/month\?to=.+&rank=11$/);
    expect((await ranks(page))[0]).toBe('11');
    const secondPage = await page.locator('.ranked__title').allInnerTexts();
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    await page.getByRole('link', { name: '← Back to the top' }).click();
    expect((await ranks(page))[0]).toBe('01');
  });
});

describe('top stories and staff picks', () => {
  it('ranks this week’s and this month’s most clapped stories', async () => {
    const { page } = await browsers.open({ viewport: PHONE });
    await page.goto('/top-stories');
    await waitForHydration(page, '[data-testid="top-stories-page"]');
    expect((await ranks(page))[0]).toBe('01');
    const week = await page.locator('.ranked__title').allInnerTexts();
    await page.getByRole('link', { name: 'This month' }).click();
    await page.waitForURL('**/top-stories?period=month');
    await expect.poll(async () => (await page.locator('.ranked__title').allInnerTexts()).length).toBeGreaterThan(week.length);
  });

  it('shows the staff picks at /browse/staff-picks, chosen by a staff account', async () => {
    const { page } = await browsers.open({ javaScriptEnabled: false });
    await page.goto('/browse/staff-picks');
    expect(await page.locator('h1').innerText()).toBe('Staff Picks');
    expect(await page.locator('.browse-page__curator').innerText()).toContain('Chosen by Tim Berners-Lee');
    const titles = await page.locator('.post-card__title').allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(titles[0]).toBe('The Quiet Virtue of Plain Text');
    // Reading Code Aloud: a story on this site (Field Notes' live on the publication's own domain).
    const index = titles.indexOf('Reading Code Aloud');
    await page.locator('.post-card__link').nth(index).click();
    expect(await page.locator('h1').first().innerText()).toBe('Reading Code Aloud');
  });
});
