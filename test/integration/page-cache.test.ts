import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewSession } from '../../src/server/modules/auth/sessions.repo';
import { createCollection, createPost, createUser } from '../support/factories';
import { freshDatabaseUrl } from '../support/database';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the signed-out page cache', () => {
  it('forgets a story as soon as its author deletes it', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { title: 'Soon gone' });
    const short = await t.app.inject({ method: 'GET', url: `/p/${post.id}` });
    const url = short.statusCode === 301 ? String(short.headers.location) : `/p/${post.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const cached = await t.app.inject({ method: 'GET', url });
    expect(cached.headers['x-cache-status']).toBe('hit');

    const session = await t.signIn(author.id);
    const deleted = await t.graphql<{ deletePost: { __typename: string } }>(
      'mutation($id: ID!) { deletePost(postId: $id) { __typename } }',
      { id: post.id },
      session,
    );
    expect(deleted.data?.deletePost.__typename).toBe('PostDeleted');
    await t.jobsSettled();

    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(404);
  });
});

async function storyUrlOf(app: TestApp, postId: string): Promise<string> {
  const short = await app.app.inject({ method: 'GET', url: `/p/${postId}` });
  return short.statusCode === 301 ? String(short.headers.location) : `/p/${postId}`;
}

describe('what a cached page is keyed on', () => {
  it('ignores query parameters the page does not read, but not a share key', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Keyed' })).id);
    await t.app.inject({ method: 'GET', url });
    const random = await t.app.inject({ method: 'GET', url: `${url}?x=${Math.random()}&utm_source=feed` });
    expect(random.headers['x-cache-status']).toBe('hit');
    const shared = await t.app.inject({ method: 'GET', url: `${url}?sk=abc` });
    expect(shared.headers['x-cache-status']).toBe('miss');
  });

  it('serves the shared copy to a signed-out reader with unrelated cookies, and never to a signed-in one', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Cookies' })).id);
    await t.app.inject({ method: 'GET', url });
    const withCookies = await t.app.inject({ method: 'GET', url, headers: { cookie: '_ga=GA1.2.3; theme=dark' } });
    expect(withCookies.headers['x-cache-status']).toBe('hit');
    const session = await t.signIn(author.id);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
    expect(signedIn.headers['x-cache-status']).toBe('dynamic');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('does not hand the first visitor’s referrer or query to the next reader', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Referrer' })).id);
    const first = await t.app.inject({ method: 'GET', url: `${url}?secret-campaign=1`, headers: { referer: 'https://private.example/inbox/42' } });
    expect(first.headers['x-cache-status']).toBe('miss');
    expect(first.body).not.toContain('private.example');
    expect(first.body).not.toContain('secret-campaign');
  });
});

describe('a session cookie that names no live session', () => {
  async function twoRequests(url: string, cookie: string) {
    const first = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const second = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    return { first, second };
  }

  function expectCleared(setCookie: string | string[] | undefined) {
    const header = [setCookie ?? []].flat().find((line) => line.startsWith('quire_sid='));
    expect(header).toBeDefined();
    expect(header).toMatch(/^quire_sid=;/);
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  }

  it('is a signed-out visitor: the cookie is cleared and the shared page is served', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Bogus session' })).id);
    const { first, second } = await twoRequests(url, `quire_sid=${'a'.repeat(43)}`);
    expect(first.statusCode).toBe(200);
    expectCleared(first.headers['set-cookie']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers['x-cache-status']).toBe('hit');
  });

  it('is cleared on pages that are never shared too', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/search?q=rivers', headers: { cookie: `quire_sid=${'c'.repeat(43)}` } });
    expect(search.headers['x-cache-status']).toBe('dynamic');
    expectCleared(search.headers['set-cookie']);
  });

  it('clears a cookie that is not even shaped like a token', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Garbage session' })).id);
    const { first, second } = await twoRequests(url, 'quire_sid=nonsense');
    expectCleared(first.headers['set-cookie']);
    expect(second.headers['x-cache-status']).toBe('hit');
  });

  it('treats an expired session the same way', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Expired session' })).id);
    // A real session, begun longer ago than a session may last.
    const longAgo = Date.now() - (t.config.sessionAbsoluteDays + 1) * 86_400_000;
    const { token } = await insertNewSession(t.deps.db, t.config, { userId: author.id, client: { ip: '127.0.0.1', userAgent: 'test' }, now: longAgo });
    const { first, second } = await twoRequests(url, `quire_sid=${token}`);
    expectCleared(first.headers['set-cookie']);
    expect(second.headers['x-cache-status']).toBe('hit');
  });

  it('clears it with the attributes it was set with, over https too', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://quire.example' });
    try {
      const author = await createUser(secure.deps.db);
      const url = await storyUrlOf(secure, (await createPost(secure.deps.db, author.id, { title: 'Secure session' })).id);
      const cookie = `__Host-quire_sid=${'b'.repeat(43)}`;
      const first = await secure.app.inject({ method: 'GET', url, headers: { cookie } });
      const header = [first.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('__Host-quire_sid='));
      expect(header).toMatch(/^__Host-quire_sid=; .*Path=\/; .*HttpOnly; Secure; SameSite=Lax$/);
      expect(header).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
      expect((await secure.app.inject({ method: 'GET', url, headers: { cookie } })).headers['x-cache-status']).toBe('hit');
    } finally {
      await secure.close();
    }
  });

  it('leaves a live session alone', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Live session' })).id);
    const session = await t.signIn(author.id);
    const { first, second } = await twoRequests(url, session.cookie);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(second.headers['x-cache-status']).toBe('dynamic');
  });
});

describe('a cached page carries nothing of the request that is not in its key', () => {
  it('renders a publication page from its shared address, whatever the first visitor added', async () => {
    const editor = await createUser(t.deps.db);
    const publication = await createCollection(t.deps.db, editor.id);
    await createPost(t.deps.db, editor.id, { title: 'In the publication', collectionId: publication.id });
    const first = await t.app.inject({ method: 'GET', url: `/${publication.slug}?utm_source=newsletter-42&ref=abc` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache-status']).toBe('miss');
    for (const page of [first, await t.app.inject({ method: 'GET', url: `/${publication.slug}` })]) {
      expect(page.body).not.toContain('newsletter-42');
      expect(page.body).not.toContain('utm_source');
      expect(page.body).toContain(`redirect=%2F${publication.slug}`);
    }
  });

  it('renders a story page from its shared address', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Campaign' })).id);
    const first = await t.app.inject({ method: 'GET', url: `${url}?utm_campaign=spring-sale` });
    expect(first.headers['x-cache-status']).toBe('miss');
    expect(first.body).not.toContain('spring-sale');
    expect(first.body).not.toContain('utm_campaign');
  });

  it('keeps the parameters a page reads', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Shared key' })).id);
    const first = await t.app.inject({ method: 'GET', url: `${url}?sk=abc&utm_source=x` });
    expect(first.body).toContain('sk=abc');
    expect(first.body).not.toContain('utm_source');
  });
});

describe('purging only what a change touches', () => {
  it('keeps other stories cached when one story is deleted, and purges the home page', async () => {
    const author = await createUser(t.deps.db);
    const gone = await createPost(t.deps.db, author.id, { title: 'Going' });
    const other = await createUser(t.deps.db);
    const stays = await createPost(t.deps.db, other.id, { title: 'Staying' });
    const goneUrl = await storyUrlOf(t, gone.id);
    const staysUrl = await storyUrlOf(t, stays.id);
    for (const url of [goneUrl, staysUrl, '/']) await t.app.inject({ method: 'GET', url });
    expect((await t.app.inject({ method: 'GET', url: staysUrl })).headers['x-cache-status']).toBe('hit');

    const session = await t.signIn(author.id);
    await t.graphql('mutation($id: ID!) { deletePost(postId: $id) { __typename } }', { id: gone.id }, session);
    await t.jobsSettled();

    expect((await t.app.inject({ method: 'GET', url: goneUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: staysUrl })).headers['x-cache-status']).toBe('hit');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['x-cache-status']).toBe('miss');
  });

  it('purges the stories of an author who changes their name', async () => {
    const author = await createUser(t.deps.db);
    const url = await storyUrlOf(t, (await createPost(t.deps.db, author.id, { title: 'Bylined' })).id);
    await t.app.inject({ method: 'GET', url });
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache-status']).toBe('hit');
    const session = await t.signIn(author.id);
    const renamed = await t.graphql<{ updateViewerProfile: { __typename: string } }>(
      'mutation($name: String!, $username: String!) { updateViewerProfile(name: $name, username: $username) { __typename } }',
      { name: 'Renamed Writer', username: author.username ?? '' },
      session,
    );
    expect(renamed.data?.updateViewerProfile.__typename).toBe('Viewer');
    await t.jobsSettled();
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.headers['x-cache-status']).toBe('miss');
    expect(after.body).toContain('Renamed Writer');
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('with Redis, a purge reaches every process', () => {
  it('a story deleted through one process is gone from the other’s cache', async () => {
    // Two processes over one database of their own: a file for SQLite, a fresh database for PostgreSQL. Not the
    // suite's: its process would run some of the jobs written there, and it has no Redis to pass a purge on.
    const dir = mkdtempSync(join(tmpdir(), 'quire-purge-'));
    const shared = t.config.databaseUrl.startsWith('sqlite:') ? null : await freshDatabaseUrl();
    const databaseUrl = shared?.url ?? `sqlite:${join(dir, 'shared.db')}`;
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', DATABASE_URL: databaseUrl };
    const queueName = `quire-purge-${Math.random().toString(36).slice(2)}`;
    const reader = await createTestApp(env, { queueName });
    const writer = await createTestApp(env, { queueName });
    try {
      // Each process queues its start-up jobs (the search index repair among them) on the shared queue: let them
      // finish first, so that the delete below is the only work in flight.
      await Promise.all([writer.jobsSettled(), reader.jobsSettled()]);
      const author = await createUser(writer.deps.db);
      const post = await createPost(writer.deps.db, author.id, { title: 'Everywhere' });
      const url = await storyUrlOf(reader, post.id);
      await reader.app.inject({ method: 'GET', url });
      expect((await reader.app.inject({ method: 'GET', url })).headers['x-cache-status']).toBe('hit');

      const session = await writer.signIn(author.id);
      const deleted = await writer.graphql<{ deletePost: { __typename: string } }>(
        'mutation($id: ID!) { deletePost(postId: $id) { __typename } }',
        { id: post.id },
        session,
      );
      expect(deleted.errors).toBeUndefined();
      expect(deleted.data?.deletePost.__typename).toBe('PostDeleted');

      // The purge runs as a job (on either process) and then travels over Redis: wait for the jobs, then for the
      // message, with room for a busy machine.
      await Promise.all([writer.jobsSettled(), reader.jobsSettled()]);
      await expect.poll(async () => (await reader.app.inject({ method: 'GET', url })).statusCode, { timeout: 15_000 }).toBe(404);
    } finally {
      await Promise.all([reader.close(), writer.close()]);
      await shared?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
