import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBody } from '../../src/shared/content';
import { rebuildStoryIndex } from '../../src/server/modules/topics';
import { idPrefixes, prefixRange } from '../../src/server/modules/syndication/sitemaps.service';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const rss = new Parser();
const xml = new XMLParser();

const SECRET = 'only members read this sentence';
const fixtures = {} as {
  writer: { id: string; username: string | null };
  pub: { id: string; slug: string };
  open: { id: string; title: string };
  locked: { id: string; title: string };
  unlisted: { id: string; title: string };
  draft: { id: string; title: string };
  suspended: { id: string; title: string };
  bySuspendedWriter: { id: string; title: string };
};

function publicBody(title: string): PostBody {
  return {
    paragraphs: [
      { name: 'a000', type: 'H3', text: title, markups: [] },
      { name: 'a001', type: 'P', text: 'Read the docs or click here.', markups: [
        { type: 'A', start: 9, end: 13, href: 'https://example.com/docs' },
        { type: 'A', start: 17, end: 27, href: 'javascript:alert(1)' },
        { type: 'STRONG', start: 0, end: 4 },
      ] },
      { name: 'a002', type: 'IMG', text: 'A caption <script>', markups: [], metadata: { id: 'img000000001', originalWidth: 800, originalHeight: 600, alt: 'a view' } },
      { name: 'a003', type: 'P', text: 'The public story ends here.', markups: [] },
    ],
    sections: [],
  };
}

function lockedBody(title: string): PostBody {
  return { paragraphs: [{ name: 'a000', type: 'H3', text: title, markups: [] }, ...paragraphs('One.', 'Two.', 'Three.', 'Four.', SECRET)], sections: [] };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const writer = await createUser(db, { username: 'feedwriter' });
  const suspendedWriter = await createUser(db, { suspended: true });
  const pub = await createCollection(db, writer.id);
  const at = (n: number) => Date.now() - n * 60_000;
  const story = async (title: string, options: Parameters<typeof createPost>[2]) => ({ ...(await createPost(db, writer.id, { title, ...options })), title });
  fixtures.writer = writer;
  fixtures.pub = pub;
  fixtures.open = await story('An Open Story', { body: publicBody('An Open Story'), collectionId: pub.id, publishedAt: at(1) });
  fixtures.locked = await story('A Member Story', { body: lockedBody('A Member Story'), visibility: 'LOCKED', publishedAt: at(2) });
  fixtures.unlisted = await story('An Unlisted Secret', { visibility: 'UNLISTED', collectionId: pub.id, publishedAt: at(3) });
  fixtures.draft = await story('A Draft Secret', { published: false, collectionId: pub.id });
  fixtures.suspended = await story('A Suspended Secret', { suspended: true, collectionId: pub.id, publishedAt: at(4) });
  fixtures.bySuspendedWriter = { ...(await createPost(db, suspendedWriter.id, { title: 'By A Suspended Writer', publishedAt: at(5) })), title: 'By A Suspended Writer' };
  const now = Date.now();
  await db.insertInto('tags').values({ slug: 'gardening', name: 'Gardening', created_at: now }).execute();
  for (const [i, id] of [fixtures.open.id, fixtures.locked.id, fixtures.unlisted.id].entries()) {
    await db.insertInto('post_tags').values({ post_id: id, tag_slug: 'gardening', position: i }).execute();
  }
  await db.insertInto('topics').values({ id: 'topic0000001', slug: 'outdoors', name: 'Outdoors', created_at: now }).execute();
  await db.insertInto('topic_tags').values({ topic_id: 'topic0000001', tag_slug: 'gardening' }).execute();
  await rebuildStoryIndex(db);
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

const HIDDEN = () => [fixtures.unlisted.title, fixtures.draft.title, fixtures.suspended.title, fixtures.bySuspendedWriter.title];

describe('feeds', () => {
  it('serves RSS 2.0 by default: full text of public stories, the preview of member-only ones, nothing unlisted, drafted or suspended', async () => {
    const res = await get('/feed/latest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const feed = await rss.parseString(res.body);
    const titles = feed.items.map((i) => i.title);
    expect(titles).toEqual([fixtures.open.title, fixtures.locked.title]);
    for (const hidden of HIDDEN()) expect(res.body).not.toContain(hidden);
    const open = feed.items[0]!;
    expect(open['content:encoded']).toContain('The public story ends here.');
    expect(open['content:encoded']).toContain('<a href="https://example.com/docs">docs</a>');
    expect(open['content:encoded']).not.toContain('javascript:');
    expect(open['content:encoded']).not.toContain('<script>');
    expect(open['content:encoded']).toContain(`<img src="${t.config.publicUrl}/media/img000000001?w=1400" alt="a view">`);
    expect(open.link).toBe(`${t.config.publicUrl}/${fixtures.pub.slug}/an-open-story-${fixtures.open.id}`);
    const locked = feed.items[1]!;
    expect(locked['content:encoded']).toContain('Three.');
    expect(locked['content:encoded']).not.toContain('Four.');
    expect(locked['content:encoded']).toContain('member-only story');
    expect(res.body).not.toContain(SECRET);
  });

  it('serves Atom and JSON Feed 1.1 by ?format= or by the Accept header', async () => {
    for (const res of [await get('/feed/latest?format=atom'), await get('/feed/latest', { accept: 'application/atom+xml' })]) {
      expect(res.headers['content-type']).toContain('application/atom+xml');
      const feed = await rss.parseString(res.body);
      expect(feed.items.map((i) => i.title)).toEqual([fixtures.open.title, fixtures.locked.title]);
      expect(res.body).not.toContain(SECRET);
    }
    for (const res of [await get('/feed/latest?format=json'), await get('/feed/latest', { accept: 'application/feed+json' })]) {
      expect(res.headers['content-type']).toContain('application/feed+json');
      const doc = JSON.parse(res.body) as { version: string; title: string; items: { id: string; url: string; title: string; content_html: string; authors: { name: string }[] }[] };
      expect(doc.version).toBe('https://jsonfeed.org/version/1.1');
      expect(doc.items.map((i) => i.title)).toEqual([fixtures.open.title, fixtures.locked.title]);
      expect(doc.items[0]!.authors[0]!.name).toBeTruthy();
      expect(doc.items[0]!.url).toMatch(/^http/);
      expect(res.body).not.toContain(SECRET);
    }
    expect((await get('/feed/latest?format=xml')).statusCode).toBe(400);
  });

  it('answers 304 to a reader whose copy is current, by ETag or by date', async () => {
    const first = await get('/feed/latest');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await get('/feed/latest', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/feed/latest', { 'if-modified-since': first.headers['last-modified'] as string })).statusCode).toBe(304);
    expect((await get('/feed/latest', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    // Another format is another document.
    expect((await get('/feed/latest?format=atom', { 'if-none-match': etag })).statusCode).toBe(200);
    // A change to a listed story changes the answer.
    await t.deps.db.updateTable('posts').set({ updated_at: Date.now() + 60_000 }).where('id', '=', fixtures.open.id).execute();
    expect((await get('/feed/latest', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('serves the feeds of a publication, a writer, a tag and a topic, and 404 for what does not exist', async () => {
    const titlesOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const hidden of HIDDEN()) expect(res.body).not.toContain(hidden);
      return (await rss.parseString(res.body)).items.map((i) => i.title);
    };
    expect(await titlesOf(`/feed/${fixtures.pub.slug}`)).toEqual([fixtures.open.title]);
    expect(await titlesOf(`/${fixtures.pub.slug}/feed`)).toEqual([fixtures.open.title]);
    expect(await titlesOf(`/feed/@${fixtures.writer.username}`)).toEqual([fixtures.open.title, fixtures.locked.title]);
    expect(await titlesOf(`/@${fixtures.writer.username}/feed`)).toEqual([fixtures.open.title, fixtures.locked.title]);
    expect(await titlesOf('/feed/tag/gardening')).toEqual([fixtures.open.title, fixtures.locked.title]);
    expect(await titlesOf('/feed/topic/outdoors')).toEqual([fixtures.open.title, fixtures.locked.title]);
    for (const url of ['/feed/no-such-pub', '/feed/@nobody', '/feed/tag/nothing', '/feed/topic/nothing', '/feed']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('leaves a tag or a topic named "feed" to its page, not to the publication feed route', async () => {
    for (const url of ['/tag/feed', '/topic/feed']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).not.toContain('Feed not found');
    }
  });

  it('serves a custom-domain publication’s feed on its domain, with links there', async () => {
    const domain = 'feeds-pub.example.org';
    await t.deps.db
      .insertInto('custom_domains')
      .values({ domain, owner_kind: 'collection', owner_id: fixtures.pub.id, status: 'VERIFIED', verification_token: 'x', created_at: Date.now(), updated_at: Date.now(), verified_at: Date.now() })
      .execute();
    await t.deps.db.updateTable('collections').set({ domain }).where('id', '=', fixtures.pub.id).execute();
    const res = await get('/feed', { host: domain });
    expect(res.statusCode).toBe(200);
    const feed = await rss.parseString(res.body);
    expect(feed.items.map((i) => i.title)).toEqual([fixtures.open.title]);
    expect(feed.items[0]!.link).toMatch(new RegExp(`^http://${domain.replace(/\./g, '\\.')}(:\\d+)?/an-open-story-${fixtures.open.id}$`));
    expect(feed.link).toMatch(new RegExp(`^http://${domain.replace(/\./g, '\\.')}`));
    const robots = await get('/robots.txt', { host: domain });
    expect(robots.body).toMatch(new RegExp(`Sitemap: http://${domain.replace(/\./g, '\\.')}(:\\d+)?/sitemap.xml`));
    const sitemap = xml.parse((await get('/sitemap.xml', { host: domain })).body) as { urlset: { url: { loc: string }[] | { loc: string } } };
    const locs = [sitemap.urlset.url].flat().map((u) => u.loc);
    expect(locs.some((loc) => loc.endsWith(`/an-open-story-${fixtures.open.id}`))).toBe(true);
    await t.deps.db.updateTable('collections').set({ domain: null }).where('id', '=', fixtures.pub.id).execute();
    await t.deps.db.deleteFrom('custom_domains').where('domain', '=', domain).execute();
  });
});

describe('sitemaps and robots.txt', () => {
  it('indexes paged sitemaps that list public and member-only stories, never unlisted, drafts or suspended ones', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const parsed = xml.parse(index.body) as { sitemapindex: { sitemap: { loc: string }[] | { loc: string } } };
    const pages = [parsed.sitemapindex.sitemap].flat().map((s) => s.loc);
    expect(pages).toContain(`${t.config.publicUrl}/sitemaps/stories/all.xml`);
    const locs: string[] = [];
    const lastmods: string[] = [];
    for (const page of pages) {
      const res = await get(page.slice(t.config.publicUrl.length));
      expect(res.statusCode, page).toBe(200);
      const set = xml.parse(res.body) as { urlset: { url?: { loc: string; lastmod?: string }[] | { loc: string; lastmod?: string } } };
      for (const url of [set.urlset.url ?? []].flat()) {
        locs.push(url.loc);
        if (url.lastmod) lastmods.push(url.lastmod);
      }
    }
    expect(locs.some((loc) => loc.endsWith(fixtures.open.id))).toBe(true);
    expect(locs.some((loc) => loc.endsWith(fixtures.locked.id))).toBe(true);
    for (const hidden of [fixtures.unlisted, fixtures.draft, fixtures.suspended, fixtures.bySuspendedWriter]) {
      expect(locs.some((loc) => loc.endsWith(hidden.id))).toBe(false);
    }
    expect(locs).toContain(`${t.config.publicUrl}/@${fixtures.writer.username}`);
    expect(locs).toContain(`${t.config.publicUrl}/tag/gardening`);
    expect(lastmods.length).toBeGreaterThan(0);
    expect((await get('/sitemaps/stories/zz.xml')).statusCode).toBe(404);
  });

  it('splits stories into pages by id prefix, a range of the primary key each', () => {
    expect(idPrefixes(5_000)).toEqual(['']);
    expect(idPrefixes(1_000_000)).toHaveLength(256);
    expect(prefixRange('0f')).toEqual({ from: '0f0000000000', to: '100000000000' });
    expect(prefixRange('ff')).toEqual({ from: 'ff0000000000', to: null });
    expect(prefixRange('xyz')).toBeNull();
  });

  it('names the sitemap in robots.txt and keeps crawlers out of private areas', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    for (const path of ['/me/', '/_/', '/m/', '/new-story']) expect(res.body).toContain(`Disallow: ${path}`);
  });
});

describe('oEmbed', () => {
  const oembed = (url: string, extra = '') => get(`/_/oembed?url=${encodeURIComponent(url)}${extra}`);

  it('describes stories, profiles and publications as links', async () => {
    const storyUrl = `${t.config.publicUrl}/${fixtures.pub.slug}/an-open-story-${fixtures.open.id}`;
    const story = await oembed(storyUrl, '&format=json&maxwidth=500');
    expect(story.statusCode).toBe(200);
    expect(story.json()).toMatchObject({ version: '1.0', type: 'link', title: fixtures.open.title, provider_name: t.config.productName });
    expect((await oembed(`${t.config.publicUrl}/@${fixtures.writer.username}`)).json()).toMatchObject({ type: 'link', author_url: `${t.config.publicUrl}/@${fixtures.writer.username}` });
    expect((await oembed(`${t.config.publicUrl}/${fixtures.pub.slug}`)).json()).toMatchObject({ type: 'link', title: `Publication ${fixtures.pub.slug}` });
  });

  it('answers 404 for unknown or private addresses and 501 for XML', async () => {
    expect((await oembed(`${t.config.publicUrl}/p/${fixtures.draft.id}`)).statusCode).toBe(404);
    expect((await oembed(`${t.config.publicUrl}/p/${fixtures.unlisted.id}`)).statusCode).toBe(404);
    expect((await oembed(`${t.config.publicUrl}/p/000000000000`)).statusCode).toBe(404);
    expect((await oembed('https://elsewhere.example/@someone')).statusCode).toBe(404);
    expect((await oembed(`${t.config.publicUrl}/@${fixtures.writer.username}`, '&format=xml')).statusCode).toBe(501);
  });
});

describe('WebSub', () => {
  it('pings the hub with every feed a published story appears in, each format', async () => {
    const { createServer } = await import('node:http');
    const { feedUrlsOfStory, pingHub } = await import('../../src/server/modules/syndication');
    const received: string[] = [];
    const hub = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => hub.listen(0, '127.0.0.1', done));
    const { port } = hub.address() as { port: number };
    try {
      const urls = await feedUrlsOfStory(t.deps, fixtures.open.id);
      const own = t.config.publicUrl;
      for (const url of [`${own}/feed/latest`, `${own}/feed/latest?format=atom`, `${own}/feed/tag/gardening`, `${own}/feed/topic/outdoors?format=json`, `${own}/feed/${fixtures.pub.slug}`, `${own}/feed/@${fixtures.writer.username}`]) {
        expect(urls).toContain(url);
      }
      expect(await feedUrlsOfStory(t.deps, fixtures.unlisted.id)).toEqual([]);
      await pingHub(`http://127.0.0.1:${port}/`, urls);
      const form = new URLSearchParams(received[0]);
      expect(form.get('hub.mode')).toBe('publish');
      expect(form.getAll('hub.url')).toEqual(urls);
    } finally {
      hub.close();
    }
  });
});
