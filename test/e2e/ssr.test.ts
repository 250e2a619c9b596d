import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, type BrowserSession } from './browser';
import { bodyTexts, feedStories, openStory, squash } from './demo';

// JavaScript off: what a crawler (or a reader before the bundle loads) gets is the server's HTML alone.
describe('server-rendered pages without JavaScript', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(() => session?.close());

  it('home lists the latest stories as cards', async () => {
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const expected = feedStories.slice(0, 5).map((s) => s.title);
    const demoTitles = new Set(feedStories.map((s) => s.title));
    // Other browser tests publish stories on this server too: the demo ones keep their order among them.
    const titles = (await page.locator('.post-card .post-card__title').allInnerTexts()).filter((t) => demoTitles.has(t));
    expect(titles.slice(0, expected.length)).toEqual(expected);
    for (const title of expected) {
      expect(await page.getByRole('heading', { name: title, exact: true }).isVisible(), title).toBe(true);
    }
  });

  it('a story page carries the whole story and its metadata', async () => {
    const { page } = session;
    await page.goto('/');
    const href = await page.locator('.post-card__link', { hasText: openStory.title }).first().getAttribute('href');
    expect(href).toMatch(/^\/.+-[0-9a-f]{8,16}$/);

    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');

    expect(await page.getByRole('heading', { level: 1, name: openStory.title }).isVisible()).toBe(true);
    const texts = bodyTexts(openStory);
    expect(texts.length).toBeGreaterThan(3);
    const articleText = squash((await page.locator('article.story').textContent()) ?? '');
    for (const text of texts) expect(articleText).toContain(squash(text));
    // The end of the story is on the page, not just a preview.
    expect(await page.getByText(texts.at(-1)!, { exact: false }).last().isVisible()).toBe(true);

    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(baseUrl + href);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(openStory.title);
    expect(await page.title()).toContain(openStory.title);
    expect(session.errors).toEqual([]);
  });
});
