import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARE_BUTTON, trackedBrowsers, waitForHydration } from './browser';
import { openStory } from './demo';
import { query } from './server-db';

const browsers = trackedBrowsers();
const NETWORKS = [
  { name: 'Share on X', path: 'twitter', intent: (url: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}` },
  { name: 'Share on Facebook', path: 'facebook', intent: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'Share on LinkedIn', path: 'linkedIn', intent: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
];

function storyId(): string {
  const [story] = query<{ id: string }>('select id from posts where title = ?', openStory.title);
  return story!.id;
}

async function openStoryPage(page: Page): Promise<string> {
  await page.goto(`/p/${storyId()}`);
  await waitForHydration(page, SHARE_BUTTON);
  return (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
}

/** Where a share link sends the reader: the network's own share page. */
async function redirectOf(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers()['location']!;
}

describe('the story Share menu', () => {
  it('offers Copy link, X, Facebook and LinkedIn, each sending the story’s canonical address to the network', async () => {
    const { page } = await browsers.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    const canonical = await openStoryPage(page);
    expect(canonical).toMatch(/^http/);

    await page.locator(SHARE_BUTTON).click();
    const menu = page.getByRole('menu', { name: 'Share' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy link', 'Share on X', 'Share on Facebook', 'Share on LinkedIn']);
    for (const network of NETWORKS) {
      const link = menu.getByRole('menuitem', { name: network.name });
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/p/${storyId()}/share/${network.path}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await redirectOf(page, href)).toBe(network.intent(canonical));
    }

    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.locator('.toast', { hasText: 'Link copied to your clipboard.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    expect(await menu.count()).toBe(0);
  });

  it('works from the keyboard: opens on Enter with the first item focused, arrows move, Escape closes and focus returns', async () => {
    const { page } = await browsers.open();
    await openStoryPage(page);
    const button = page.locator(SHARE_BUTTON);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Share' });
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('Copy link');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Share on X');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Share on LinkedIn');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the device’s share sheet where it has one, with the story’s title and address', async () => {
    const { page } = await browsers.open();
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    });
    const canonical = await openStoryPage(page);
    await page.locator(SHARE_BUTTON).click();
    await page.getByRole('menuitem', { name: 'More ways to share…' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ title: openStory.title, url: canonical }]);
  });

  it('gives the networks as plain links when the page runs no JavaScript', async () => {
    const { page } = await browsers.open({ javaScriptEnabled: false });
    await page.goto(`/p/${storyId()}`);
    const bar = page.locator('.story-actions--top');
    for (const network of NETWORKS) {
      const link = bar.getByRole('link', { name: network.name });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(`/p/${storyId()}/share/${network.path}`);
    }
  });
});
