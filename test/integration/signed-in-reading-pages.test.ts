import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { insertNote } from '../../src/server/modules/notes';
import { insertUserFollow } from '../../src/server/modules/relations';
import { VERIFY_EMAIL_DISMISSED_COOKIE } from '../../src/shared/verify-email-notice';
import { createHighlight, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * What a signed-in reader's reading page shows of their own before the application starts (decision 043: it starts
 * at the reader's first interaction): what the server renders, and when a page starts the application at load.
 */
let t: TestApp;
let author: { id: string; username: string | null };
let story: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.deps.db, { name: 'Mary Somerville' });
  story = await createPost(t.deps.db, author.id, { title: 'On the Connexion of the Physical Sciences' });
});
afterAll(() => t.close());

async function page(url: string, userId: string | null, cookies: string[] = []) {
  const session = userId ? (await t.signIn(userId)).cookie : null;
  const cookie = [...(session ? [session] : []), ...cookies].join('; ');
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const startOf = (html: string) => /<html lang="en" data-start="([a-z]+)">/.exec(html)?.[1];
const storyUrl = (post = story) => `/@${author.username}/${post.slug}-${post.id}`;

describe('a story page', () => {
  it('waits for the first interaction for a signed-out reader and for a signed-in one with nothing of their own in it', async () => {
    const reader = await createUser(t.deps.db);
    expect(startOf(await page(storyUrl(), null))).toBe('interaction');
    expect(startOf(await page(storyUrl(), reader.id))).toBe('interaction');
  });

  it('starts the application at load for a reader with a highlight in it, so the highlight shows without any interaction', async () => {
    const reader = await createUser(t.deps.db);
    await createHighlight(t.deps.db, { postId: story.id, userId: reader.id });
    expect(startOf(await page(storyUrl(), reader.id))).toBe('load');
    // Not for anybody else: the highlight is this reader's.
    expect(startOf(await page(storyUrl(), (await createUser(t.deps.db)).id))).toBe('interaction');
  });

  it('starts the application at load for a reader with a private note in it, and for its author, who reads the notes', async () => {
    const reader = await createUser(t.deps.db);
    const other = await createPost(t.deps.db, author.id, { title: 'Mechanism of the Heavens' });
    await insertNote(t.deps.db, { id: newId(), postId: other.id, postVersion: 1, anchor: 'p000', authorId: reader.id, content: 'A note.', selectionStart: 0, selectionEnd: 5, dismissedAt: null, createdAt: Date.now() });
    expect(startOf(await page(storyUrl(other), reader.id))).toBe('load');
    expect(startOf(await page(storyUrl(other), author.id))).toBe('load');
  });
});

describe('the verify-email notice', () => {
  it('is in the page the server renders for a reader whose address is not confirmed, until they dismiss it for the session', async () => {
    const reader = await createUser(t.deps.db);
    await t.deps.db.updateTable('users').set({ email: null, unverified_email: 'una@example.com' }).where('id', '=', reader.id).execute();
    const html = await page('/', reader.id);
    expect(html).toContain('aria-label="Confirm your email address"');
    expect(html).toContain('una@example.com');
    expect(startOf(html)).toBe('interaction');

    const dismissed = await page('/', reader.id, [`${VERIFY_EMAIL_DISMISSED_COOKIE}=${reader.id}`]);
    expect(dismissed).not.toContain('aria-label="Confirm your email address"');
    // Another reader's dismissal in the same browser does not hide it.
    expect(await page('/', reader.id, [`${VERIFY_EMAIL_DISMISSED_COOKIE}=${author.id}`])).toContain('aria-label="Confirm your email address"');
  });
});

describe('the signed-in home', () => {
  it('renders Who to follow with the page', async () => {
    const [reader, follower] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    await insertUserFollow(t.deps.db, follower.id, author.id, Date.now());
    const html = await page('/', reader.id);
    expect(startOf(html)).toBe('interaction');
    expect(html).toContain('>Who to follow</h2>');
    expect(html).toContain('Mary Somerville');
  });
});
