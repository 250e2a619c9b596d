import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READS_MESSAGES } from '../../src/shared/validation/reads';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query, storyPath } from './server-db';

/** Reading history in a browser: barbara on a desktop, alan on a phone (readers the other browser tests leave alone). */

const userId = (username: string) => query<{ id: string }>('select id from users where username = ?', username)[0]!.id;
const postId = (title: string) => query<{ id: string }>('select id from posts where title = ?', title)[0]!.id;
const viewsBy = (username: string, title: string) =>
  query<{ engaged_ms: number; progress: number }>('select engaged_ms, progress from post_views where viewer_id = ? and post_id = ?', userId(username), postId(title));
const visibleHistory = (username: string) =>
  query<{ post_id: string }>('select post_id from reading_history where user_id = ? and hidden_at is null', userId(username)).map((r) => r.post_id);

/** Starts from an empty history, whatever an earlier run left. */
async function clearHistory(page: Page) {
  const xsrf = await page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf);
  const response = await page.request.post('/_/graphql', { headers: { 'x-xsrf-token': xsrf }, data: { query: 'mutation { clearReadingHistory { __typename } }' } });
  expect(response.status()).toBe(200);
}

/**
 * Opens a story of this site (not Field Notes: it lives on its own domain, where the reader is not signed in),
 * reads for a moment (scrolling through it), and waits until the view is recorded. */
async function read(page: Page, username: string, title: string) {
  await page.goto(storyPath(title));
  await waitForHydration(page, '.story__byline');
  await expect.poll(() => viewsBy(username, title).length, { timeout: 10_000 }).toBe(1);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });
const card = (page: Page, title: string) => page.locator('.reading-history__item', { hasText: title });

const { open: browser } = trackedBrowsers();

describe('reading history', () => {
  it('a reader reads stories, finds them in their reading history, removes one and clears the rest', async () => {
    const session = await browser();
    const { page } = session;
    await page.goto(await signInLink('barbara@quire.test'));
    await clearHistory(page);
    await page.goto('/me/readinghistory');
    await page.getByText(READS_MESSAGES.empty).waitFor();
    expect(await page.getByRole('button', { name: 'Clear history' }).count()).toBe(0);

    await read(page, 'barbara', 'Soup Season');
    await read(page, 'barbara', 'The Sentence Is a Unit of Breath');
    // Leaving the story sends its last totals (a beacon as the page goes).
    await page.goto('/me/readinghistory');
    await expect.poll(() => viewsBy('barbara', 'The Sentence Is a Unit of Breath')[0]?.progress ?? 0).toBeGreaterThan(0);
    await card(page, 'The Sentence Is a Unit of Breath').waitFor();
    const titles = await page.locator('.reading-history__item .post-card__title').allTextContents();
    expect(titles.slice(0, 2)).toEqual(['The Sentence Is a Unit of Breath', 'Soup Season']);

    await waitForHydration(page, '.reading-history__remove');
    await card(page, 'Soup Season').getByRole('button', { name: /Remove “Soup Season”/ }).click();
    await toast(page, READS_MESSAGES.removed).waitFor();
    await card(page, 'Soup Season').waitFor({ state: 'detached' });
    await expect.poll(() => visibleHistory('barbara')).toEqual([postId('The Sentence Is a Unit of Breath')]);

    await page.getByRole('button', { name: 'Clear history' }).click();
    const dialog = page.getByRole('dialog', { name: READS_MESSAGES.clearQuestion });
    await dialog.getByRole('button', { name: 'Clear history' }).click();
    await toast(page, READS_MESSAGES.cleared).waitFor();
    await page.getByText(READS_MESSAGES.empty).waitFor();
    expect(visibleHistory('barbara')).toEqual([]);
    await page.reload();
    await page.getByText(READS_MESSAGES.empty).waitFor();
  });

  it('works on a phone: the story read is on top, and the history clears', async () => {
    const session = await browser({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.goto(await signInLink('alan@quire.test'));
    await clearHistory(page);
    await read(page, 'alan', 'Reading Code Aloud');
    await page.goto('/me/readinghistory');
    const item = card(page, 'Reading Code Aloud');
    await item.waitFor();
    expect(await item.locator('.reading-history__when').textContent()).toContain('Last opened just now');
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await waitForHydration(page, '.reading-history__remove');
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByText(READS_MESSAGES.empty).waitFor();
    expect(visibleHistory('alan')).toEqual([]);
  });
});
