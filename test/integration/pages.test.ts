import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let author: { id: string; username: string | null };
let story: { id: string; title: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.deps.db, { username: 'pageauthor', name: 'Page Author' });
  const body = {
    paragraphs: [
      { name: 'a1', type: 'H3' as const, text: 'A Story Crawlers Can Read', markups: [] },
      { name: 'a2', type: 'P' as const, text: 'Every word of this is in the HTML.', markups: [{ type: 'STRONG' as const, start: 0, end: 10 }] },
      { name: 'a3', type: 'P' as const, text: 'Click me', markups: [{ type: 'A' as const, start: 0, end: 8, href: 'javascript:alert(1)' }] },
    ],
    sections: [],
  };
  story = await createPost(t.deps.db, author.id, { title: 'A Story Crawlers Can Read', body });
  await createPost(t.deps.db, author.id, { title: 'Second sample' });
  await createPost(t.deps.db, author.id, { title: 'Third sample' });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function bootstrap(html: string) {
  const match = /window\.__PRELOADED_STATE__=(.*?);window\.__GRAPHQL_ENDPOINT__=(.*?);window\.__CACHE_STATE__=(.*?);<\/script>/.exec(html);
  if (!match) throw new Error('no bootstrap script');
  return { state: JSON.parse(match[1]!), endpoint: JSON.parse(match[2]!), cache: JSON.parse(match[3]!) };
}

describe('server-rendered pages', () => {
  it('renders the home page with story cards and everything the browser needs to start', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('A Story Crawlers Can Read');
    expect(res.body).toContain('Become a member');
    const { state, endpoint, cache } = bootstrap(res.body);
    expect(endpoint).toBe('/_/graphql');
    expect(state.session).toEqual({ xsrf: null, isLoggedInCookie: false, isSpoofed: false, verifyEmailNoticeDismissed: false });
    expect(state.flags.enable_apple_sign_in).toBe(false);
    expect(JSON.stringify(cache)).toContain('latestPostsConnection');
  });

  it('renders the full story text at every address shape and describes it for sharing', async () => {
    // Other shapes redirect to the canonical one (test/integration/story-urls.test.ts).
    expect((await get(`/p/${story.id}`)).headers.location).toBe(`/@pageauthor/${story.slug}-${story.id}`);
    for (const url of [`/@pageauthor/${story.slug}-${story.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Every word of this is in the HTML.');
      expect(res.body).toContain('<strong>Every word</strong>');
      expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/@pageauthor/${story.slug}-${story.id}">`);
      expect(res.body).toContain('<meta property="og:title" content="A Story Crawlers Can Read">');
      expect(res.body).toContain('"@type":"Article"');
    }
  });

  it('never renders an unsafe link as a link', async () => {
    const res = await get(`/@pageauthor/${story.slug}-${story.id}`);
    expect(res.body).toContain('Click me');
    expect(res.body).not.toMatch(/href="\s*javascript:/i);
    expect(res.body).toMatch(/>Click me</);
  });

  it('sets a strict content security policy that allows only the inline state, by its hash', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const hash = /'sha256-([^']+)'/.exec(csp)?.[1];
    const inline = /<script>(window\.__PRELOADED_STATE__.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(hash).toBe(createHash('sha256').update(inline).digest('base64'));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+';/);
  });

  it('serves signed-out pages from a short cache, and never signed-in ones', async () => {
    const url = `/@pageauthor/${story.slug}-${story.id}`;
    await t.deps.pageCache.purge([`post:${story.id}`]);
    expect((await get(url)).headers['x-cache-status']).toBe('miss');
    const again = await get(url);
    expect(again.headers['x-cache-status']).toBe('hit');
    expect(again.body).toContain('Every word of this is in the HTML.');
    const { cookie } = await t.signIn(author.id);
    expect((await get(url, cookie)).headers['x-cache-status']).toBe('dynamic');
  });

  it('escapes state so user text cannot close the script', async () => {
    await createPost(t.deps.db, author.id, { title: '</script><script>alert(1)</script>' });
    // Stories made by the factory publish no event, so the cached home page is purged by hand.
    await t.deps.pageCache.purge(['home']);
    const res = await get('/');
    expect(res.headers['x-cache-status']).toBe('miss');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(bootstrap(res.body).cache).toBeTruthy();
  });

  it('answers 404 with the not-found page and three sample stories', async () => {
    const res = await get('/no/such/page/here');
    expect(res.statusCode).toBe(404);
    for (const text of ['PAGE NOT FOUND', '404', 'Out of nothing, something.']) expect(res.body).toContain(text);
    expect(res.body.match(/class="post-card post-card--compact"/g)?.length).toBe(3);
    expect((await get('/p/000000000000')).statusCode).toBe(404);
  });

  it('answers 410 for a suspended story', async () => {
    const suspended = await createPost(t.deps.db, author.id, { suspended: true });
    const res = await get(`/p/${suspended.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('410 story suspended');
    expect(res.body).toContain('This story is under investigation or was found in violation of the Rules.');
  });

  it('redirects trailing slashes with 301, keeping the query', async () => {
    const res = await get('/@pageauthor/?source=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/@pageauthor?source=x');
    const evil = await get('//evil.example/');
    expect(String(evil.headers.location ?? '')).not.toMatch(/^\/\//);
  });

  it('shows the fallback screen for a known route without a page', async () => {
    const res = await get('/me/books');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This page isn’t available yet');
    expect(res.body).toContain('data-route="ShowYourBooks"');
  });

  it('renders the signed-in state and keeps signed-in pages out of shared caches', async () => {
    const { cookie, xsrf } = await t.signIn(author.id);
    const res = await get('/', cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`/m/signout/${xsrf}`);
    expect(bootstrap(res.body).state.session).toEqual({ xsrf, isLoggedInCookie: true, isSpoofed: false, verifyEmailNoticeDismissed: false });
  });
});

describe('health', () => {
  it('reports liveness and database readiness', async () => {
    const res = await get('/_/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', live: true, database: 'ok' });
  });
});
