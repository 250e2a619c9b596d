import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, type BrowserSession } from './browser';
import { openStory } from './demo';
import { query } from './server-db';

// What a feed reader or another site finds in a page's head, with JavaScript off (the server's HTML alone).
describe('feed and oEmbed discovery in page heads', () => {
  let session: BrowserSession;
  const rss = new Parser();
  beforeAll(async () => {
    session = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(() => session?.close());

  it('the home page announces the latest stories feed, and it parses', async () => {
    const { page } = session;
    await page.goto('/');
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(href).toBe('/feed/latest');
    const response = await page.request.get(new URL(href!, baseUrl).toString());
    expect(response.status()).toBe(200);
    const feed = await rss.parseString(await response.text());
    expect(feed.items.length).toBeGreaterThan(0);
  });

  it('a profile announces its feed and its oEmbed description', async () => {
    const { page } = session;
    const [writer] = query<{ username: string }>(
      "select u.username from users u join posts p on p.creator_id = u.id where p.is_published = 1 and p.visibility = 'PUBLIC' and u.username is not null limit 1",
    );
    await page.goto(`/@${writer!.username}`);
    const feedHref = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(feedHref).toMatch(new RegExp(`/feed(/@${writer!.username})?$`));
    const oembedHref = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
    const oembed = await page.request.get(oembedHref!);
    expect(oembed.status()).toBe(200);
    expect(await oembed.json()).toMatchObject({ version: '1.0', type: 'link' });
  });

  it('a story announces its oEmbed description', async () => {
    const { page } = session;
    const [story] = query<{ id: string }>('select id from posts where title = ?', openStory.title);
    await page.goto(`/p/${story!.id}`);
    const href = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(await response.json()).toMatchObject({ type: 'link', title: openStory.title });
  });
});
