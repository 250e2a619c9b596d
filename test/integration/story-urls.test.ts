import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBody } from '../../src/shared/content';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let author: { id: string; username: string | null };
let nameless: { id: string };
let onProfile: { id: string; slug: string; shareKey: string };
let inPublication: { id: string; slug: string };
let withoutUsername: { id: string; slug: string };
let publication: { id: string; slug: string };

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.deps.db, { username: 'urlwriter', name: 'Url Writer' });
  nameless = await createUser(t.deps.db, { username: null, name: 'No Handle' });
  publication = await createCollection(t.deps.db, author.id);
  onProfile = await createPost(t.deps.db, author.id, { title: 'Tides and Time' });
  inPublication = await createPost(t.deps.db, author.id, { title: 'Harbour Notes', collectionId: publication.id });
  withoutUsername = await createPost(t.deps.db, nameless.id, { title: 'Anonymous Sea' });
});
afterAll(() => t.close());

describe('story addresses', () => {
  it('answers 200 at each canonical shape', async () => {
    for (const url of [
      `/@urlwriter/${onProfile.slug}-${onProfile.id}`,
      `/${publication.slug}/${inPublication.slug}-${inPublication.id}`,
      `/p/${withoutUsername.id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${t.config.publicUrl}${url}">`);
    }
  });

  it('redirects every other shape of a story address permanently to the canonical one', async () => {
    const profile = `/@urlwriter/${onProfile.slug}-${onProfile.id}`;
    const underPublication = `/${publication.slug}/${inPublication.slug}-${inPublication.id}`;
    const cases: [string, string][] = [
      [`/p/${onProfile.id}`, profile],
      [`/p/${onProfile.slug}-${onProfile.id}`, profile],
      [`/@urlwriter/${onProfile.id}`, profile],
      [`/@urlwriter/an-old-title-${onProfile.id}`, profile],
      [`/@UrlWriter/${onProfile.slug}-${onProfile.id}`, profile],
      [`/@somebody/${onProfile.slug}-${onProfile.id}`, profile],
      [`/${publication.slug}/${onProfile.slug}-${onProfile.id}`, profile],
      [`/p/${inPublication.id}`, underPublication],
      [`/@urlwriter/${inPublication.slug}-${inPublication.id}`, underPublication],
      [`/another-publication/${inPublication.slug}-${inPublication.id}`, underPublication],
      [`/${publication.slug}/wrong-${inPublication.id}`, underPublication],
      [`/@urlwriter/${withoutUsername.slug}-${withoutUsername.id}`, `/p/${withoutUsername.id}`],
      [`/p/${withoutUsername.slug}-${withoutUsername.id}`, `/p/${withoutUsername.id}`],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('keeps the Friend Link key and the campaign marker, and drops the rest of the query', async () => {
    const res = await get(`/p/${onProfile.id}?utm_medium=x&sk=${onProfile.shareKey}&source=email-digest&other=1`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/@urlwriter/${onProfile.slug}-${onProfile.id}?sk=${onProfile.shareKey}&source=email-digest`);
    const plain = await get(`/p/${onProfile.id}?utm_medium=x`);
    expect(plain.headers.location).toBe(`/@urlwriter/${onProfile.slug}-${onProfile.id}`);
  });

  it('answers 404 for an unknown id, a deleted story and someone else’s draft, at any shape, without redirecting', async () => {
    const deleted = await createPost(t.deps.db, author.id, { title: 'Gone Away', deleted: true });
    const draft = await createPost(t.deps.db, author.id, { title: 'Not Yet', published: false });
    for (const url of [
      '/p/0123456789ab',
      '/@urlwriter/nothing-0123456789ab',
      `/p/${deleted.id}`,
      `/@urlwriter/${deleted.slug}-${deleted.id}`,
      `/${publication.slug}/${deleted.slug}-${deleted.id}`,
      `/p/${draft.id}`,
      `/@urlwriter/${draft.slug}-${draft.id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('shows the author their own draft, at its canonical address', async () => {
    const draft = await createPost(t.deps.db, author.id, { title: 'Draft Only', published: false });
    const { cookie } = await t.signIn(author.id);
    const moved = await get(`/p/${draft.id}`, cookie);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/@urlwriter/${draft.slug}-${draft.id}`);
    expect((await get(moved.headers.location as string, cookie)).statusCode).toBe(200);
  });

  it('answers 410 for a suspended story at any shape', async () => {
    const suspended = await createPost(t.deps.db, author.id, { title: 'Under Review', suspended: true });
    for (const url of [`/p/${suspended.id}`, `/@urlwriter/${suspended.slug}-${suspended.id}`, `/@someone/${suspended.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.body).toContain('410 story suspended');
    }
  });
});

describe('members-only stories and the Friend Link', () => {
  const body: PostBody = {
    paragraphs: [
      { name: 'l000', type: 'H3', text: 'Locked Harbour', markups: [] },
      ...paragraphs('One.', 'Two.', 'Three.', 'Four.', 'The fifth paragraph, for members.', 'The very end of the story.'),
    ],
    sections: [],
  };

  it('shows a preview to signed-out readers, and the whole story with the right share key', async () => {
    const locked = await createPost(t.deps.db, author.id, { title: 'Locked Harbour', visibility: 'LOCKED', body });
    const url = `/@urlwriter/${locked.slug}-${locked.id}`;

    const preview = await get(url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Member-only story');
    expect(preview.body).toContain('The rest of this story is for members.');
    expect(preview.body).not.toContain('The very end of the story.');

    const wrongKey = await get(`${url}?sk=000000000000`);
    expect(wrongKey.body).not.toContain('The very end of the story.');

    const friend = await get(`${url}?sk=${locked.shareKey}`);
    expect(friend.statusCode).toBe(200);
    expect(friend.body).toContain('The fifth paragraph, for members.');
    expect(friend.body).toContain('The very end of the story.');
    expect(friend.body).not.toContain('The rest of this story is for members.');
    // The friend's page was not served from the preview's cache entry, nor the other way round.
    expect((await get(url)).body).not.toContain('The very end of the story.');
  });
});

describe('sharing tags', () => {
  it('describes the story for cards and search, and points at the original when it was published elsewhere', async () => {
    const image = await t.deps.db
      .insertInto('images')
      .values({ id: 'abcabcabcabc', creator_id: author.id, mime: 'image/png', width: 1600, height: 900, bytes: 1, storage_key: 'x', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shared = await createPost(t.deps.db, author.id, {
      title: 'Shared Elsewhere',
      body: { paragraphs: [{ name: 's000', type: 'H3', text: 'Shared Elsewhere', markups: [] }, ...paragraphs('The opening words of the story, which describe it.')], sections: [] },
    });
    await t.deps.db
      .updateTable('posts')
      .set({ canonical_url: 'https://original.example/first-home', preview_image_id: image.id })
      .where('id', '=', shared.id)
      .execute();
    const res = await get(`/@urlwriter/${shared.slug}-${shared.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://original.example/first-home">');
    const original = /<p class="story__original">(.*?)<\/p>/.exec(res.body)?.[1]?.replace(/<!-- -->/g, '');
    expect(original).toMatch(/^Originally published at <a href="https:\/\/original\.example\/first-home" rel="noopener nofollow ugc">original\.example<\/a> on \w{3} \d{1,2}\.$/);
    expect(res.body).toContain('<meta name="description" content="The opening words of the story, which describe it.">');
    expect(res.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/@urlwriter/${shared.slug}-${shared.id}">`);
    expect(res.body).toContain(`<meta property="og:image" content="${t.config.publicUrl}/media/abcabcabcabc?w=1200">`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<meta name="twitter:data1" content="1 min read">');
    expect(res.body).toContain('<meta property="og:site_name" content="Quire">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!.replace(/\\u003c/g, '<'));
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Shared Elsewhere',
      mainEntityOfPage: 'https://original.example/first-home',
      author: { '@type': 'Person', name: 'Url Writer' },
      isAccessibleForFree: true,
    });
    expect(res.body).not.toContain('name="robots"');
  });

  it('keeps unlisted stories out of search engines', async () => {
    const unlisted = await createPost(t.deps.db, author.id, { title: 'Quiet One', visibility: 'UNLISTED' });
    const res = await get(`/@urlwriter/${unlisted.slug}-${unlisted.id}`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });
});
