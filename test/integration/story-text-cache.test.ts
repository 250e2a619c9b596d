import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBody } from '../../src/shared/content';
import { createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body: PostBody = {
  paragraphs: [
    { name: 'k000', type: 'H3', text: 'Kept Harbour', markups: [] },
    ...paragraphs('One.', 'Two.', 'Three.', 'Four.', 'The fifth paragraph, for members.', 'The very end of the story.'),
  ],
  sections: [],
};

describe('a published story’s text, rendered once for every reader', () => {
  it('is kept per version and per access: a member’s whole text never reaches a reader who gets the preview', async () => {
    const author = await createUser(t.deps.db, { username: 'keptauthor', name: 'Kept Author' });
    const member = await createUser(t.deps.db, { member: true, name: 'Mia Member' });
    const reader = await createUser(t.deps.db, { name: 'Rita Reader' });
    const story = await createPost(t.deps.db, author.id, { title: 'Kept Harbour', visibility: 'LOCKED', body });
    const url = `/@keptauthor/${story.slug}-${story.id}`;
    const page = async (userId: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: (await t.signIn(userId)).cookie } })).body;

    const asMember = await page(member.id);
    expect(asMember).toContain('The very end of the story.');
    const asReader = await page(reader.id);
    expect(asReader).toContain('The rest of this story is for members.');
    expect(asReader).not.toContain('The very end of the story.');
    expect(asReader).toContain('One.');

    // The byline inside the kept text is each viewer's own: the author's menu is for the author alone.
    const asAuthor = await page(author.id);
    expect(asAuthor).toContain('The very end of the story.');
    expect(asAuthor).toContain('aria-label="Story options"');
    expect(asMember).not.toContain('aria-label="Story options"');
    // The byline sits in the text, under the title, once.
    expect(asMember.match(/data-slot="byline"/g)).toHaveLength(1);
    expect(asMember.indexOf('Kept Harbour</h1>')).toBeLessThan(asMember.indexOf('data-slot="byline"'));
    expect(asMember).not.toContain('<template');
  });

  it('does not read the stored text again while the version is the same', async () => {
    const author = await createUser(t.deps.db, { username: 'onceauthor' });
    const story = await createPost(t.deps.db, author.id, { title: 'Read Once', body });
    const url = `/@onceauthor/${story.slug}-${story.id}`;
    const { cookie } = await t.signIn((await createUser(t.deps.db)).id);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).body).toContain('The very end of the story.');
    // Spoil the stored text: a page that read it again would fail to show the story.
    await t.deps.db.updateTable('post_versions').set({ body: '{not json' }).where('post_id', '=', story.id).execute();
    const again = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('The very end of the story.');
  });
});

describe('the kept text follows the story’s changes at once, for every reader', () => {
  // The app's clock stands still (lockouts, the key-value store); the pages must follow each change at once.
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({}, { now: testClock().now });
  });
  afterAll(() => c.close());

  const textOf = (words: string) => ({
    paragraphs: [{ name: 'e000', type: 'H3' as const, text: 'Edited Harbour', markups: [] }, ...paragraphs('Opening words.', words, 'Three.', 'Four.', 'Five.', 'Closing words for members.')],
    sections: [],
  });

  async function setUp() {
    const author = await createUser(c.deps.db, { username: `editor${Math.random().toString(16).slice(2, 8)}`, name: 'Edna Editor' });
    const story = await createPost(c.deps.db, author.id, { title: 'Edited Harbour', body: textOf('The first wording.') });
    const authorSession = await c.signIn(author.id);
    const readers = await Promise.all([createUser(c.deps.db), createUser(c.deps.db)].map(async (user) => c.signIn((await user).id)));
    const url = `/@${author.username}/${story.slug}-${story.id}`;
    const page = async (session: { cookie: string } | null) =>
      (await c.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} })).body;
    const publish = async (words: string) => {
      const post = await c.graphql<{ post: { latestVersion: number } }>('query($id: ID!) { post(id: $id) { latestVersion } }', { id: story.id }, authorSession);
      const saved = await c.graphql<{ savePostDraft: { __typename: string; version?: number } }>(
        'mutation($id: ID!, $base: Int!, $body: String!) { savePostDraft(postId: $id, baseVersion: $base, title: "Edited Harbour", subtitle: "", bodyJson: $body) { __typename ... on PostDraftSaved { version } } }',
        { id: story.id, base: post.data!.post.latestVersion, body: JSON.stringify(textOf(words)) },
        authorSession,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.savePostDraft.__typename).toBe('PostDraftSaved');
      const published = await c.graphql<{ publishPost: { __typename: string } }>(
        'mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename } }',
        { id: story.id, input: { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', baseVersion: saved.data!.savePostDraft.version } },
        authorSession,
      );
      expect(published.errors).toBeUndefined();
      expect(published.data?.publishPost.__typename).toBe('Post');
    };
    return { story, authorSession, readers, page, publish };
  }

  it('an edited story never shows its old text to anyone, before any purge has run', async () => {
    const { readers, page, publish } = await setUp();
    for (const reader of readers) expect(await page(reader)).toContain('The first wording.');
    await publish('The second wording.');
    // Nothing waits for the purge jobs: the new version is a new key.
    for (const reader of [...readers, null]) {
      const html = await page(reader);
      expect(html).toContain('The second wording.');
      expect(html).not.toContain('The first wording.');
    }
  });

  it('an unpublished story’s kept text is shown to no reader, and a republished one shows its new text', async () => {
    const { story, authorSession, readers, page, publish } = await setUp();
    expect(await page(readers[0]!)).toContain('The first wording.');
    const unpublished = await c.graphql<{ unpublishPost: { __typename: string } }>(
      'mutation($id: ID!) { unpublishPost(postId: $id) { __typename } }',
      { id: story.id },
      authorSession,
    );
    expect(unpublished.errors).toBeUndefined();
    expect(unpublished.data?.unpublishPost.__typename).toBe('Post');
    for (const reader of readers) expect(await page(reader)).not.toContain('The first wording.');
    await publish('The wording after a break.');
    const back = await page(readers[1]!);
    expect(back).toContain('The wording after a break.');
    expect(back).not.toContain('The first wording.');
  });

  it('putting a story behind the paywall stops the whole text at once for readers who are not members', async () => {
    const { story, authorSession, readers, page } = await setUp();
    expect(await page(readers[0]!)).toContain('Closing words for members.');
    const locked = await c.graphql<{ updatePostSettings: { __typename: string } }>(
      'mutation($id: ID!) { updatePostSettings(postId: $id, input: { visibility: LOCKED }) { __typename } }',
      { id: story.id },
      authorSession,
    );
    expect(locked.errors).toBeUndefined();
    expect(locked.data?.updatePostSettings.__typename).toBe('Post');
    for (const reader of readers) {
      const html = await page(reader);
      expect(html).toContain('Opening words.');
      expect(html).not.toContain('Closing words for members.');
    }
  });
});

describe('one story rendered for two readers', () => {
  it('shows each reader only their own parts around the same kept text', async () => {
    const author = await createUser(t.deps.db, { username: 'twoviewers', name: 'Tess Writer' });
    const alpha = await createUser(t.deps.db, { name: 'Avery Alpha' });
    const beta = await createUser(t.deps.db, { name: 'Blake Beta' });
    const story = await createPost(t.deps.db, author.id, { title: 'Kept Harbour', body });
    const url = `/@twoviewers/${story.slug}-${story.id}`;
    const alphaSession = await t.signIn(alpha.id);
    const betaSession = await t.signIn(beta.id);
    const followed = await t.graphql<{ followUser: { __typename: string } }>(
      'mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }',
      { id: author.id },
      alphaSession,
    );
    expect(followed.errors).toBeUndefined();
    const page = async (session: { cookie: string }) => (await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } })).body;

    // Alpha first, so the text is kept from Alpha's request; then Beta; then Alpha again.
    const alphaFirst = await page(alphaSession);
    const betaPage = await page(betaSession);
    const alphaAgain = await page(alphaSession);
    for (const html of [alphaFirst, alphaAgain, betaPage]) expect(html).toContain('The very end of the story.');
    for (const html of [alphaFirst, alphaAgain]) {
      expect(html).toContain('data-following="true"');
      expect(html).not.toContain('data-following="false"');
      expect(html).toContain('Avery Alpha');
      expect(html).not.toContain('Blake Beta');
      expect(html).not.toContain(betaSession.xsrf);
    }
    expect(betaPage).toContain('data-following="false"');
    expect(betaPage).not.toContain('data-following="true"');
    expect(betaPage).not.toContain('"isFollowing":true');
    expect(betaPage).toContain('Blake Beta');
    expect(betaPage).not.toContain('Avery Alpha');
    expect(betaPage).not.toContain(alphaSession.xsrf);
  });
});
