import type { Page } from 'playwright-core';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackedBrowsers } from '../e2e/browser';
import { query } from './server';

/** A story's address: on this server, or on its publication's custom domain (the demo has one). */
const ABSOLUTE = /^https?:\/\/[^/\s]+\/\S+$/;
const PUBLISHED = "p.is_published = 1 and p.visibility = 'PUBLIC'";
const { open: browser } = trackedBrowsers();
const rss = new Parser();

/** A feed as Chromium fetches it from a page of the server. */
async function fetchFeed(page: Page, path: string, format: string): Promise<{ status: number; type: string; body: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  }, `${path}?format=${format}`);
}

async function expectFeed(page: Page, path: string, format: 'rss' | 'atom' | 'json'): Promise<void> {
  const what = `${path}?format=${format}`;
  const { status, type, body } = await fetchFeed(page, path, format);
  expect(status, what).toBe(200);
  if (format === 'json') {
    expect(type, what).toContain('application/feed+json');
    const feed = JSON.parse(body) as { version: string; title: string; items: { id: string; url: string; title: string }[] };
    expect(feed.version, what).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title, what).toBeTruthy();
    expect(feed.items.length, what).toBeGreaterThan(0);
    expect(feed.items.filter((item) => !item.id || !item.title || !ABSOLUTE.test(item.url)).map((item) => [item.title, item.url]), what).toEqual([]);
    return;
  }
  expect(type, what).toContain(format === 'rss' ? 'application/rss+xml' : 'application/atom+xml');
  const feed = await rss.parseString(body);
  expect(feed.title, what).toBeTruthy();
  expect(feed.items.length, what).toBeGreaterThan(0);
  expect(feed.items.filter((item) => !item.title || !ABSOLUTE.test(item.link ?? '')).map((item) => [item.title, item.link]), what).toEqual([]);
}

/**
 * Every feed route on PostgreSQL: the pages announce their feeds, and each feed answers 200 in RSS, Atom and
 * JSON Feed and parses (rss-parser for the XML ones), with stories in it.
 */
describe('feeds on PostgreSQL', () => {
  let pub = '';
  let tag = '';
  let topic = '';

  beforeAll(async () => {
    // A publication (on this server's address), a tag and a topic of the demo content with published public stories.
    const pubs = await query<{ slug: string }>(
      `select c.slug from collections c join posts p on p.collection_id = c.id where c.domain is null and ${PUBLISHED} group by c.slug order by count(*) desc, c.slug limit 1`,
    );
    const tags = await query<{ slug: string }>(
      `select pt.tag_slug as slug from post_tags pt join posts p on p.id = pt.post_id where ${PUBLISHED} group by pt.tag_slug order by count(*) desc, pt.tag_slug limit 1`,
    );
    const topics = await query<{ slug: string }>(
      `select t.slug from topics t join topic_tags tt on tt.topic_id = t.id join post_tags pt on pt.tag_slug = tt.tag_slug join posts p on p.id = pt.post_id
       where ${PUBLISHED} group by t.slug order by count(*) desc, t.slug limit 1`,
    );
    pub = pubs[0]?.slug ?? '';
    tag = tags[0]?.slug ?? '';
    topic = topics[0]?.slug ?? '';
    expect([pub, tag, topic].every(Boolean), `demo content: ${JSON.stringify({ pub, tag, topic })}`).toBe(true);
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`at ${viewport.width} px: the pages announce their feeds, and every feed answers and parses in RSS, Atom and JSON Feed`, async () => {
      const { page } = await browser({ viewport });
      const announced: Record<string, string> = { '/': '/feed/latest', '/@ada': '/feed/@ada', [`/${pub}`]: `/feed/${pub}`, [`/tag/${tag}`]: `/feed/tag/${tag}`, [`/topic/${topic}`]: `/feed/topic/${topic}` };
      for (const [path, feed] of Object.entries(announced)) {
        await page.goto(path);
        const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
        expect(new URL(href!, page.url()).pathname, path).toBe(feed);
      }
      const feeds = ['/feed/latest', '/feed/@ada', '/@ada/feed', `/feed/${pub}`, `/${pub}/feed`, `/feed/tag/${tag}`, `/feed/topic/${topic}`];
      for (const feed of feeds) {
        for (const format of ['rss', 'atom', 'json'] as const) await expectFeed(page, feed, format);
      }
    });
  }
});
