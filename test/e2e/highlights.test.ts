import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInLink, startApplication, trackedBrowsers, waitForHydration } from './browser';
import { query, storyPath } from './server-db';

/**
 * Highlights in a browser, by radia, whom the other browser tests leave alone: she highlights a passage of a
 * demo story and removes it again, on a desktop and on a phone; a signed-out reader gets the sign-up prompt.
 */
const READER = 'radia@quire.test';
// A members-only story: radia is not a member, so she highlights within the preview.
const STORY = 'The Mathematics of the Post Office Queue';

const highlightsOf = (username: string, text: string) =>
  query<{ id: string }>(
    `select q.id from quotes q join users u on u.id = q.user_id where u.username = ? and q.text = ? and q.quote_type = 'HIGHLIGHT'`,
    username,
    text,
  ).length;

/** Selects a phrase of the story's text as a reader would, and lets the page see the selection end. */
async function select(page: Page, phrase: string) {
  await page.evaluate((phrase) => {
    const walker = document.createTreeWalker(document.querySelector('.story__body')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(phrase);
      if (at < 0) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + phrase.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return;
    }
    throw new Error(`"${phrase}" is not in the story`);
  }, phrase);
}

const { open: browser } = trackedBrowsers();

async function highlightAndRemove(page: Page, phrase: string, touch: boolean) {
  await page.goto(await signInLink(READER));
  await page.goto(storyPath(STORY));
  await waitForHydration(page, '.story__byline a');
  await select(page, phrase);
  const menu = page.locator('.highlight-menu');
  await menu.getByRole('button', { name: 'Highlight', exact: true }).click();
  const own = page.locator('mark.story-highlight--own', { hasText: phrase });
  await own.first().waitFor();
  await expect.poll(() => highlightsOf('radia', phrase)).toBe(1);

  // Still there after a reload, painted over the server's text once the application runs (the reader's first
  // interaction starts it).
  await page.reload();
  await startApplication(page);
  await own.first().waitFor();
  expect(await page.locator('.story__body').textContent()).toContain(phrase);

  // Hovering (or tapping, on a phone) opens the highlight's own menu.
  if (touch) await own.first().click();
  else await own.first().hover();
  await menu.getByText('You highlighted').waitFor();
  await menu.getByRole('button', { name: 'Remove highlight' }).click();
  await own.first().waitFor({ state: 'detached' });
  await expect.poll(() => highlightsOf('radia', phrase)).toBe(0);
  await page.reload();
  await waitForHydration(page, '.story__byline a');
  await page.locator('mark.story-highlight').first().waitFor({ state: 'detached', timeout: 3000 }).catch(() => {});
  expect(await own.count()).toBe(0);
}

describe('highlights', () => {
  it('a reader highlights a passage and removes it on a desktop', async () => {
    const { page } = await browser({ viewport: { width: 1280, height: 800 } });
    await highlightAndRemove(page, 'Either everyone picks a counter and joins its line', false);
  });

  it('a reader highlights a passage and removes it on a phone', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await highlightAndRemove(page, 'It is, on average, considerably faster', true);
  });

  it('a signed-out reader gets the sign-up prompt for the passage', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await page.goto(storyPath(STORY));
    await waitForHydration(page, '.story__byline a');
    await select(page, 'The second feels slower');
    const menu = page.locator('.highlight-menu');
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await menu.getByRole('button', { name: 'Highlight', exact: true }).click();
    await page.locator('.susi-modal[role="dialog"]').waitFor();
    expect(highlightsOf('radia', 'The second feels slower')).toBe(0);
  });
});
