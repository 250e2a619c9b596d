import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { signInLink, trackedBrowsers, waitForHydration, type BrowserSession } from './browser';
import { query } from './server-db';

/**
 * Series and sequences in a browser: katherine starts a series, writes two parts and publishes it; tim follows
 * it and reads it part by part with the arrow keys and the buttons; katherine publishes a third part and tim's
 * notifications say so, linking to the series. A demo sequence's stories have Previous and Next; and without
 * JavaScript both still read and turn.
 */
const DESKTOP = { width: 1280, height: 900 };
const browsers = trackedBrowsers();
const TITLE = `Harbour Lights ${Date.now().toString(36)}`;

async function signedIn(username: string, path: string): Promise<BrowserSession> {
  const session = await browsers.open({ viewport: DESKTOP });
  await session.page.goto(await signInLink(`${username}@quire.test`));
  await session.page.goto(path);
  return session;
}

const place = (page: Page) => page.getByTestId('series-place');

async function addPart(page: Page, text: string, button: 'Add part' | 'Publish part') {
  const count = await page.locator('.series-desk__part').count();
  await page.getByPlaceholder('Write a short part. Leave a blank line between paragraphs.').fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.locator('.series-desk__part').count()).toBe(count + 1);
}

describe('a reader reads a series part by part', () => {
  it('is written, followed, read with keys and buttons, and its new part is announced', async () => {
    const writer = await signedIn('katherine', '/new-series');
    await waitForHydration(writer.page, '.series-form button[type="submit"]');
    await writer.page.getByLabel('Title').fill(TITLE);
    await writer.page.getByLabel(/Description/).fill('Evenings on the quay, one lamp at a time.');
    await writer.page.getByRole('button', { name: 'Create series' }).click();
    await writer.page.waitForURL(/\/series\/[0-9a-f]{12}\/edit$/);
    const seriesId = /\/series\/([0-9a-f]{12})\/edit$/.exec(writer.page.url())![1]!;
    await waitForHydration(writer.page, '.series-composer button');
    await addPart(writer.page, 'The first lamp is lit at six.\n\nThe gulls go quiet.', 'Add part');
    await addPart(writer.page, 'The ferry comes in with its windows gold.', 'Add part');
    await writer.page.getByLabel(/Tags/).fill('Harbours');
    await writer.page.getByRole('button', { name: 'Publish series' }).click();
    await expect.poll(() => writer.page.getByRole('heading', { name: 'Published' }).isVisible()).toBe(true);

    const reader = await signedIn('tim', `/series/${seriesId}`);
    await waitForHydration(reader.page, '.series-follow');
    expect(await place(reader.page).textContent()).toBe('Part 1 of 2');
    await reader.page.getByRole('button', { name: 'Follow series' }).click();
    await expect.poll(() => reader.page.getByRole('button', { name: 'Following series' }).count()).toBeGreaterThan(0);

    await reader.page.keyboard.press('ArrowRight');
    await expect.poll(() => place(reader.page).textContent()).toBe('Part 2 of 2');
    expect(reader.page.url()).toMatch(/\?part=2$/);
    // The part's text arrives with its own query, just after the place changes.
    await expect.poll(() => reader.page.locator('.series-reader__card').textContent()).toContain('The ferry comes in');
    await reader.page.keyboard.press('ArrowLeft');
    await expect.poll(() => place(reader.page).textContent()).toBe('Part 1 of 2');
    await reader.page.getByRole('link', { name: 'Next →' }).click();
    await expect.poll(() => place(reader.page).textContent()).toBe('Part 2 of 2');
    await reader.page.getByRole('link', { name: '← Previous' }).click();
    await expect.poll(() => place(reader.page).textContent()).toBe('Part 1 of 2');

    await addPart(writer.page, 'At midnight the last lamp goes out.', 'Publish part');
    await vi.waitFor(
      async () => {
        await reader.page.goto('/me/notifications');
        await expect(reader.page.getByText(`added to the series ${TITLE}`).count()).resolves.toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 500 },
    );
    const row = reader.page.getByRole('link', { name: TITLE }).first();
    await waitForHydration(reader.page, '.notifications-bell__button');
    await row.click();
    await reader.page.waitForURL(new RegExp(`/series/[a-z0-9-]*${seriesId}$`));
    expect(await place(reader.page).textContent()).toBe('Part 1 of 3');
  });
});

describe('a sequence', () => {
  it('shows its place, Previous and Next on each story', async () => {
    const session = await browsers.open({ viewport: DESKTOP });
    const { page } = session;
    await page.goto('/s/a-slow-science-primer');
    await page.getByRole('link', { name: 'Start reading' }).click();
    await expect.poll(() => page.getByTestId('sequence-place').first().textContent()).toBe('1 of 5');
    expect(await page.locator('h1, .story-body h3').first().textContent()).toContain('Clouds for Beginners');
    await waitForHydration(page, '.sequence-bar__turn[rel="next"]');
    await page.locator('.sequence-bar--top').getByRole('link', { name: 'Next →' }).click();
    await expect.poll(() => page.getByTestId('sequence-place').first().textContent()).toBe('2 of 5');
    await expect.poll(() => page.locator('.story').first().textContent()).toContain('Tides, Explained Slowly');
    // The story's text and images settle first: the bar under it must not move while it is clicked.
    await page.waitForLoadState('networkidle');
    const first = await page.locator('.sequence-bar--top').getByRole('link', { name: '← Previous' }).getAttribute('href');
    expect(await page.locator('.sequence-bar--bottom').getByRole('link', { name: '← Previous' }).getAttribute('href')).toBe(first);
    await page.locator('.sequence-bar--top').getByRole('link', { name: '← Previous' }).click();
    await expect.poll(() => page.getByTestId('sequence-place').first().textContent()).toBe('1 of 5');
  });
});

describe('without JavaScript', () => {
  it('reads a series card by card and a sequence story by story', async () => {
    const [series] = query<{ id: string }>("SELECT id FROM posts WHERE is_series = 1 AND title = 'Night Trains'");
    const session = await browsers.open({ viewport: DESKTOP, javaScriptEnabled: false });
    const { page } = session;
    await page.goto(`/series/${series!.id}`);
    expect(await place(page).textContent()).toBe('Part 1 of 5');
    await page.getByRole('link', { name: 'Next →' }).click();
    await page.waitForURL(/\?part=2$/);
    expect(await place(page).textContent()).toBe('Part 2 of 5');
    expect(await page.locator('.series-reader__card').textContent()).toContain('four bunks');

    await page.goto('/s/learning-to-cook');
    await page.getByRole('link', { name: 'Start reading' }).click();
    expect(await page.getByTestId('sequence-place').first().textContent()).toBe('1 of 3');
    await page.locator('.sequence-bar--top').getByRole('link', { name: 'Next →' }).click();
    expect(await page.getByTestId('sequence-place').first().textContent()).toBe('2 of 3');
    expect(await page.locator('h1').first().textContent()).toContain('Fermentation Is Patience You Can Taste');
  });
});
