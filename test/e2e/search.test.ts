import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../src/shared/validation/search';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';

/** A reader who searches: from the metabar's suggestions, on the results page, and without JavaScript. */

const { open: browser } = trackedBrowsers();

describe('a reader who searches', () => {
  it('types in the metabar, picks a suggestion with the keyboard, then searches, reads highlighted results and changes tabs', async () => {
    const { page, errors } = await browser();
    await page.goto(await signInLink('edsger@quire.test'));
    await page.goto('/about');
    await waitForHydration(page, '.metabar-search__input');

    await page.locator('.metabar-search__input').click();
    await page.keyboard.type('river', { delay: 30 });
    const suggestions = page.locator('#metabar-search-suggestions');
    // Suggestions for an earlier prefix may show first: wait for the ones for the whole word.
    await suggestions.getByText('See all results for “river”').waitFor();
    await expect.poll(() => page.locator('.search-suggestions__option--story').first().innerText()).toContain('What Rivers Remember');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.search-suggestions__option--selected').innerText()).toContain('What Rivers Remember');
    await page.keyboard.press('Enter');
    await page.waitForURL(/what-rivers-remember/);

    await page.locator('.metabar-search__input').click();
    await page.keyboard.type('river');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=river$/);
    const first = page.locator('.search-story').first();
    await expect.poll(() => first.locator('.search-story__title').innerText()).toBe('What Rivers Remember');
    expect(await first.locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['Rivers', 'river']));
    // The words stay in the address, so the results survive a reload.
    await page.reload();
    await first.locator('.search-story__title').waitFor();
    expect(new URL(page.url()).search).toBe('?q=river');
    // The words stay in the address, so the results survive a reload.
    await page.reload();
    await first.locator('.search-story__title').waitFor();
    expect(new URL(page.url()).search).toBe('?q=river');

    await page.getByRole('link', { name: 'Topics', exact: true }).click();
    await page.waitForURL(/\/search\/tags\?q=river/);
    await page.locator('.search-tag', { hasText: 'rivers' }).waitFor();

    await page.locator('.search-page__input').fill('zzyzx quibble');
    await page.keyboard.press('Enter');
    await page.getByText(SEARCH_MESSAGES.noResults('zzyzx quibble')).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('searches a publication, and pages through results, without JavaScript', async () => {
    const { page } = await browser({ javaScriptEnabled: false });
    await page.goto('/field-notes/search?q=the');
    await page.getByText('Searching in').waitFor();
    const titles = await page.locator('.search-story__title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(await page.locator('.search-story', { hasText: 'in Field Notes' }).count()).toBe(titles.length);

    await page.goto('/search');
    await page.getByText(SEARCH_MESSAGES.empty).waitFor();
    await page.locator('.search-page__input').fill('the');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search(\/posts)?\?q=the$/);
    const firstPage = await page.locator('.search-story__title').allInnerTexts();
    expect(firstPage).toHaveLength(10);
    await page.getByRole('link', { name: 'Show more' }).click();
    const secondPage = await page.locator('.search-story__title').allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });
});
