import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trackedBrowsers, waitForHydration } from './browser';
import { query } from './server-db';

const browsers = trackedBrowsers();
/** A demo story whose text mentions Edsger Dijkstra. */
const STORY = 'Debugging Is a Conversation';

async function openStory(page: Page): Promise<string> {
  const [story] = query<{ id: string; name: string }>('select p.id, u.name from posts p join users u on u.id = p.creator_id where p.title = ?', STORY);
  await page.goto(`/p/${story!.id}`);
  await waitForHydration(page, '.story__author');
  return story!.name;
}

/** Presses Tab (or Shift+Tab) until the keyboard reaches `selector`. */
async function tabTo(page: Page, selector: string, key = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) === true, selector)) return;
  }
  throw new Error(`The keyboard never reached ${selector}`);
}

describe('hover cards', () => {
  it('open when the keyboard reaches a name, and close on leaving it or on Escape', async () => {
    const { page } = await browsers.open();
    const author = await openStory(page);
    const card = page.locator('.hover-card');

    await tabTo(page, 'a.story__author');
    await card.locator('.hover-card__name', { hasText: author }).waitFor();
    await page.keyboard.press('Tab');
    await card.waitFor({ state: 'detached' });

    await tabTo(page, 'a.story__author', 'Shift+Tab');
    await card.locator('.hover-card__name', { hasText: author }).waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.matches('a.story__author'))).toBe(true);
  });

  it('open for a mention in the story’s text reached with the keyboard', async () => {
    const { page } = await browsers.open();
    await openStory(page);
    const card = page.locator('.hover-card');
    await tabTo(page, 'a.markup-user[data-user-id]');
    await card.locator('.hover-card__name', { hasText: 'Edsger Dijkstra' }).waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
  });
});
