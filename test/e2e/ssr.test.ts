import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, type BrowserSession } from './browser';
import { bodyTexts, openStory, squash } from './demo';
import { query } from './server-db';

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

    // Other browser tests publish stories on this server too, so which stories are newest depends on them:
    // every card is a listed story, newest first, each with its title as a heading.
    const titles = (await page.locator('.home__feed .post-card .post-card__title').allInnerTexts()).slice(0, 5);
    expect(titles).toHaveLength(5);
    const published = titles.map((title) => {
      const [row] = query<{ published_at: number }>(
        "select published_at from posts where title = ? and is_published = 1 and visibility in ('PUBLIC', 'LOCKED') order by published_at desc limit 1",
        title,
      );
      expect(row, title).toBeDefined();
      return row!.published_at;
    });
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const title of titles) {
      expect(await page.getByRole('heading', { name: title, exact: true }).first().isVisible(), title).toBe(true);
    }
  });

  it('a story page carries the whole story and its metadata', async () => {
    const { page } = session;
    // Found by id: other browser tests publish stories, so it may have left the home page's first page.
    const [story] = query<{ id: string }>('select id from posts where title = ?', openStory.title);
    await page.goto(`/p/${story!.id}`);
    const href = new URL(page.url()).pathname;
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
