import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { recomputeTrending } from '../../src/server/modules/trending';
import { PUBLICATION_ALL_PAGE_SIZE } from '../../src/shared/validation/publications';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const HOUR = 60 * 60_000;
let t: TestApp;
const clock = testClock(Date.UTC(2026, 2, 2, 12, 0, 0));

beforeAll(async () => {
  // A share other than the default, so the pages are seen to state this instance's own figure.
  t = await createTestApp({ PARTNER_SHARE_PERCENT: '35' }, { now: clock.now });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

describe('/me', () => {
  it('sends a signed-out reader to sign in and back to /me', async () => {
    const res = await get('/me');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/signin?redirect=%2Fme');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends a signed-in reader to their own profile (by id when they have no username yet)', async () => {
    const named = await createUser(t.deps.db);
    const res = await get('/me', (await t.signIn(named.id)).cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/@${named.username}`);
    expect(res.headers['cache-control']).toContain('no-store');

    const unnamed = await createUser(t.deps.db, { username: null });
    const other = await get('/me', (await t.signIn(unnamed.id)).cookie);
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe(`/u/${unnamed.id}`);
  });
});

describe('the Partner Program pages', () => {
  const pages = [
    { url: '/creators', title: 'Partner Program – Quire', heading: 'Get paid for the stories you write' },
    { url: '/earn', title: 'How earning works – Quire', heading: 'How earning works' },
    { url: '/creator-tools', title: 'Creator tools – Quire', heading: 'Everything you need to write and grow' },
  ];

  it.each(pages)('$url answers 200 with its title and heading, and links to the other two', async ({ url, title, heading }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(title);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const other of pages) expect(res.body).toContain(`href="${other.url}"`);
    expect(res.body).not.toContain('data-route=');
  });

  it('states the share of members’ fees this instance gives writers, and the tax deadlines', async () => {
    expect((await get('/creators')).body).toContain('35% of every member’s fee');
    // React marks where text pieces meet with empty comments.
    const earn = (await get('/earn')).body.replace(/<!-- -->/g, '');
    expect(earn).toContain('Each month, 35% of every member’s fee goes to the writers they read.');
    expect(earn).toContain('withheld from day 30 after you enroll, your stories stop earning from day 60');
  });

  it('signed out, asks to sign up and come back to enrolment; signed in, goes to enrolment; enrolled, to the earnings', async () => {
    const enroll = encodeURIComponent('/me/partner/enroll/eligibility');
    const signedOut = (await get('/creators')).body;
    expect(signedOut).toContain(`/m/signin?operation=register&amp;redirect=${enroll}`);

    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const signedIn = (await get('/creators', session.cookie)).body;
    expect(signedIn).toContain('href="/me/partner/enroll/eligibility"');
    expect(signedIn).toContain('Join the Partner Program');

    await t.deps.db.updateTable('users').set({ is_partner_program_enrolled: 1 }).where('id', '=', writer.id).execute();
    const enrolled = (await get('/creators', session.cookie)).body;
    expect(enrolled).toContain('href="/me/partner/dashboard"');
  });

  it('/creator-tools links to the tools themselves', async () => {
    const body = (await get('/creator-tools')).body;
    for (const href of ['/new-story', '/me/stats', '/me/newsletters', '/me/subscribers/import', '/new-publication']) expect(body).toContain(`href="${href}"`);
  });
});

describe('/not-available and /unrecognized-account', () => {
  it('/not-available says so, is kept out of search results, and offers a way home', async () => {
    const res = await get('/not-available');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('This page is not available – Quire');
    expect(res.body).toMatch(/<h1[^>]*>This page is not available<\/h1>/);
    expect(res.body).toMatch(/<meta name="robots" content="noindex"/);
    expect(res.body).toContain('href="/"');
  });

  it('/unrecognized-account offers the other sign-in options and a new account; signed in, a way to sign out first', async () => {
    const res = await get('/unrecognized-account');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Account not recognized – Quire');
    expect(res.body).toContain('Sorry, we didn’t recognize that account.');
    expect(res.body).toContain('See all sign in options');
    expect(res.body).toContain('Create a new account');
    expect(res.body).toContain('/m/signin?operation=register');

    const reader = await createUser(t.deps.db, { name: 'Ada Unrecognized' });
    const session = await t.signIn(reader.id);
    const signedIn = await get('/unrecognized-account', session.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Ada Unrecognized');
    expect(signedIn.body).toContain(`href="/m/signout/${session.xsrf}"`);
  });
});

describe('a publication’s trending and all-stories pages', () => {
  it('/{pub}/all/{page}: every story newest first, numbered pages with previous and next, 404 past the last', async () => {
    const editor = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const total = PUBLICATION_ALL_PAGE_SIZE + 5;
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < total; i++) {
      await createPost(t.deps.db, editor.id, { collectionId: pub.id, title: `Paged story ${String(i).padStart(2, '0')} of ${pub.slug}`, publishedAt: start + i * HOUR });
    }
    const first = await get(`/${pub.slug}/all/1`);
    expect(first.statusCode).toBe(200);
    expect(titleOf(first.body)).toBe(`All stories – Publication ${pub.slug}`);
    // Newest first: the last story published opens page 1.
    expect(first.body).toContain(`Paged story ${total - 1} of ${pub.slug}`);
    expect(first.body.indexOf(`Paged story ${total - 1} `)).toBeLessThan(first.body.indexOf(`Paged story ${total - 2} `));
    expect(first.body).not.toContain(`Paged story 04 of`);
    expect(first.body).toContain(`href="/${pub.slug}/all/2"`);
    expect(first.body).toMatch(/rel="next"/);
    expect(first.body).not.toMatch(/rel="prev"/);

    const second = await get(`/${pub.slug}/all/2`);
    expect(second.statusCode).toBe(200);
    expect(titleOf(second.body)).toBe(`All stories, page 2 – Publication ${pub.slug}`);
    expect(second.body).toContain(`Paged story 04 of ${pub.slug}`);
    expect(second.body).toContain(`Paged story 00 of ${pub.slug}`);
    expect(second.body).not.toContain(`Paged story 05 of`);
    expect(second.body).toMatch(/rel="prev"/);
    expect(second.body).not.toMatch(/rel="next"/);

    expect((await get(`/${pub.slug}/all/3`)).statusCode).toBe(404);
    expect((await get(`/${pub.slug}/all/0`)).statusCode).toBe(404);
    expect((await get(`/${pub.slug}/all/two`)).statusCode).toBe(404);
    expect((await get(`/no-such-publication-here/all/1`)).statusCode).toBe(404);
  });

  it('an empty publication has one empty page, and no second one', async () => {
    const editor = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const res = await get(`/${pub.slug}/all/1`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No stories have been published here yet.');
    expect((await get(`/${pub.slug}/all/2`)).statusCode).toBe(404);
  });

  it('/{pub}/trending: the site’s trending ranking among the publication’s stories only', async () => {
    const crowd: string[] = [];
    for (let i = 0; i < 4; i++) crowd.push((await createUser(t.deps.db)).id);
    const editor = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const most = await createPost(t.deps.db, editor.id, { collectionId: pub.id, title: `Most read in ${pub.slug}` });
    const less = await createPost(t.deps.db, editor.id, { collectionId: pub.id, title: `Less read in ${pub.slug}` });
    await createPost(t.deps.db, editor.id, { collectionId: pub.id, title: `Unread in ${pub.slug}` });
    const elsewhere = await createPost(t.deps.db, editor.id, { title: `Read elsewhere than ${pub.slug}` });
    const read = async (postId: string, n: number) => {
      for (let i = 0; i < n; i++) await t.deps.bus.publish(t.deps.db, 'post.read', { readerId: crowd[i]!, postId, authorId: editor.id, collectionId: null, engagedMs: 60_000 });
    };
    await read(most.id, 3);
    await read(less.id, 1);
    await read(elsewhere.id, 4);
    await t.jobsSettled();
    await recomputeTrending(systemContext(t.deps), { at: clock.now() });

    const res = await get(`/${pub.slug}/trending`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Trending in Publication ${pub.slug}`);
    expect(res.body).toContain(`Most read in ${pub.slug}`);
    expect(res.body.indexOf(`Most read in ${pub.slug}`)).toBeLessThan(res.body.indexOf(`Less read in ${pub.slug}`));
    expect(res.body).not.toContain(`Unread in ${pub.slug}`);
    expect(res.body).not.toContain(`Read elsewhere than ${pub.slug}`);
    expect(res.body).toContain(`href="/${pub.slug}/all/1"`);

    const answer = await t.graphql<{ collectionByDomainOrSlug: { trendingPostsConnection: { posts: { id: string }[] } } }>(
      `query($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) { trendingPostsConnection(paging: { limit: 1 }) { posts { id } pagingInfo { next { to } } } } }`,
      { slug: pub.slug },
    );
    expect(answer.data?.collectionByDomainOrSlug.trendingPostsConnection.posts.map((p) => p.id)).toEqual([most.id]);

    expect((await get('/no-such-publication-here/trending')).statusCode).toBe(404);
  });

  it('the publication’s home and lists link to them', async () => {
    const editor = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const home = (await get(`/${pub.slug}`)).body;
    expect(home).toContain(`href="/${pub.slug}/trending"`);
    expect(home).toContain(`href="/${pub.slug}/all/1"`);
    expect((await get(`/${pub.slug}/archive`)).body).toContain(`href="/${pub.slug}/all/1"`);
    expect((await get(`/${pub.slug}/latest`)).body).toContain(`href="/${pub.slug}/trending"`);
  });
});
