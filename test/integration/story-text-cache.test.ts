import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBody } from '../../src/shared/content';
import { createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

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
