import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const POST = `query($id: ID!, $shareKey: String) {
  postResult(id: $id, shareKey: $shareKey) {
    __typename
    ... on Post { id title isLocked mediumUrl uniqueSlug content { isLockedPreviewOnly bodyModel { paragraphs { id name type text } } } }
    ... on NotFound { message }
    ... on PostSuspended { message }
  }
}`;

type PostAnswer = {
  postResult: {
    __typename: string;
    id?: string;
    mediumUrl?: string;
    uniqueSlug?: string;
    message?: string;
    content?: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: { id: string; type: string; text: string }[] } };
  };
};

describe('reading a post', () => {
  it('answers a published post with its canonical address and body', async () => {
    const author = await createUser(t.deps.db, { username: 'canonical' });
    const post = await createPost(t.deps.db, author.id, { title: 'On Canonical Links' });
    const res = await t.graphql<PostAnswer>(POST, { id: post.id });
    expect(res.data?.postResult.__typename).toBe('Post');
    expect(res.data?.postResult.mediumUrl).toBe(`${t.config.publicUrl}/@canonical/on-canonical-links-${post.id}`);
    expect(res.data?.postResult.uniqueSlug).toBe(`on-canonical-links-${post.id}`);
    expect(res.data?.postResult.content?.bodyModel.paragraphs.map((p) => p.id)).toEqual([`${post.id}_0`, `${post.id}_1`, `${post.id}_2`]);
  });

  it('places a publication post under the publication', async () => {
    const author = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, author.id);
    const post = await createPost(t.deps.db, author.id, { title: 'Pub Story', collectionId: pub.id });
    const res = await t.graphql<PostAnswer>(POST, { id: post.id });
    expect(res.data?.postResult.mediumUrl).toBe(`${t.config.publicUrl}/${pub.slug}/pub-story-${post.id}`);
  });

  it('hides drafts from everyone but the author and the publication editors', async () => {
    const author = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, author.id, [
      { userId: editor.id, role: 'EDITOR' },
      { userId: writer.id, role: 'WRITER' },
    ]);
    const draft = await createPost(t.deps.db, author.id, { published: false, collectionId: pub.id });
    const as = async (userId: string | null) => {
      const cookie = userId ? (await t.signIn(userId)).cookie : undefined;
      return (await t.graphql<PostAnswer>(POST, { id: draft.id }, { cookie })).data?.postResult.__typename;
    };
    expect(await as(null)).toBe('NotFound');
    expect(await as(stranger.id)).toBe('NotFound');
    expect(await as(writer.id)).toBe('NotFound');
    expect(await as(author.id)).toBe('Post');
    expect(await as(editor.id)).toBe('Post');
  });

  it('shows a members-only story in full to members, the author and friend-link holders; a preview to others', async () => {
    const author = await createUser(t.deps.db);
    const member = await createUser(t.deps.db, { member: true });
    const reader = await createUser(t.deps.db);
    const texts = Array.from({ length: 10 }, (_, i) => `Paragraph number ${i}.`);
    const body = { paragraphs: texts.map((text, i) => ({ name: `n${i}`, type: 'P' as const, text, markups: [] })), sections: [] };
    const locked = await createPost(t.deps.db, author.id, { visibility: 'LOCKED', body });
    const read = async (userId: string | null, shareKey?: string) => {
      const cookie = userId ? (await t.signIn(userId)).cookie : undefined;
      return (await t.graphql<PostAnswer>(POST, { id: locked.id, shareKey }, { cookie })).data?.postResult.content;
    };
    const preview = await read(reader.id);
    expect(preview?.isLockedPreviewOnly).toBe(true);
    expect(preview?.bodyModel.paragraphs.length).toBeLessThan(10);
    expect(JSON.stringify(preview)).not.toContain('Paragraph number 9.');
    expect((await read(null))?.isLockedPreviewOnly).toBe(true);
    expect((await read(member.id))?.bodyModel.paragraphs).toHaveLength(10);
    expect((await read(author.id))?.isLockedPreviewOnly).toBe(false);
    expect((await read(null, locked.shareKey))?.isLockedPreviewOnly).toBe(false);
    expect((await read(null, 'wrongwrongwr'))?.isLockedPreviewOnly).toBe(true);
  });

  it('answers NotFound for deleted and unknown posts, PostSuspended for suspended ones (except to the author)', async () => {
    const author = await createUser(t.deps.db);
    const deleted = await createPost(t.deps.db, author.id, { deleted: true });
    const suspended = await createPost(t.deps.db, author.id, { suspended: true });
    expect((await t.graphql<PostAnswer>(POST, { id: deleted.id })).data?.postResult.__typename).toBe('NotFound');
    expect((await t.graphql<PostAnswer>(POST, { id: '000000000000' })).data?.postResult.__typename).toBe('NotFound');
    const res = await t.graphql<PostAnswer>(POST, { id: suspended.id });
    expect(res.data?.postResult).toEqual({
      __typename: 'PostSuspended',
      message: 'This story is under investigation or was found in violation of the rules.',
    });
    const { cookie } = await t.signIn(author.id);
    expect((await t.graphql<PostAnswer>(POST, { id: suspended.id }, { cookie })).data?.postResult.__typename).toBe('Post');
  });
});

describe('latest stories', () => {
  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const fresh = await createTestApp();
    try {
      const author = await createUser(fresh.deps.db);
      const base = Date.UTC(2026, 0, 1);
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await createPost(fresh.deps.db, author.id, { publishedAt: base + (i % 3) * 1000 })).id);
      await createPost(fresh.deps.db, author.id, { published: false });
      await createPost(fresh.deps.db, author.id, { visibility: 'UNLISTED' });
      const q = `query($paging: PagingOptions) { latestPostsConnection(paging: $paging) { posts { id firstPublishedAt } pagingInfo { next { limit to } } } }`;
      type Page = { latestPostsConnection: { posts: { id: string; firstPublishedAt: number }[]; pagingInfo: { next: { limit: number; to: string } | null } } };
      const seen: string[] = [];
      let paging: { limit: number; to?: string } | null = { limit: 3 };
      let pages = 0;
      while (paging) {
        const res: { data?: Page } = await fresh.graphql<Page>(q, { paging });
        const conn: Page['latestPostsConnection'] = res.data!.latestPostsConnection;
        seen.push(...conn.posts.map((p) => p.id));
        paging = conn.pagingInfo.next;
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(ids));
      const times = (await fresh.graphql<Page>(q, { paging: { limit: 50 } })).data!.latestPostsConnection.posts.map((p) => p.firstPublishedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    } finally {
      await fresh.close();
    }
  });

  it('caps the page size', async () => {
    const res = await t.graphql<{ latestPostsConnection: { posts: unknown[] } }>('{ latestPostsConnection(paging: { limit: 100000 }) { posts { id } } }');
    expect(res.data?.latestPostsConnection.posts.length).toBeLessThanOrEqual(50);
  });
});

describe('users and publications', () => {
  it('answers userResult by username with counts, NotFound and AccountSuspended', async () => {
    const author = await createUser(t.deps.db, { username: 'counted' });
    await createPost(t.deps.db, author.id);
    await createPost(t.deps.db, author.id);
    await createPost(t.deps.db, author.id, { published: false });
    const q = `query($username: String) { userResult(username: $username) { __typename ... on User { id username mediumUrl userPostCounts { publishedPosts } } ... on AccountSuspended { message } } }`;
    const res = await t.graphql<{ userResult: { __typename: string; userPostCounts?: { publishedPosts: number }; mediumUrl?: string } }>(q, { username: 'counted' });
    expect(res.data?.userResult).toMatchObject({ __typename: 'User', userPostCounts: { publishedPosts: 2 }, mediumUrl: `${t.config.publicUrl}/@counted` });
    expect((await t.graphql<{ userResult: { __typename: string } }>(q, { username: 'nobody-here' })).data?.userResult.__typename).toBe('NotFound');
    await createUser(t.deps.db, { username: 'banned', suspended: true });
    expect((await t.graphql<{ userResult: { __typename: string } }>(q, { username: 'banned' })).data?.userResult.__typename).toBe('AccountSuspended');
  });

  it('finds a publication by slug and tells the viewer their role', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [{ userId: writer.id, role: 'WRITER' }]);
    const q = `query($s: String!) { collectionByDomainOrSlug(domainOrSlug: $s) { id slug viewerEdge { isEditor isWriter } } }`;
    type C = { collectionByDomainOrSlug: { id: string; viewerEdge: { isEditor: boolean; isWriter: boolean } } | null };
    expect((await t.graphql<C>(q, { s: pub.slug })).data?.collectionByDomainOrSlug?.viewerEdge).toEqual({ isEditor: false, isWriter: false });
    const asOwner = await t.graphql<C>(q, { s: pub.slug.toUpperCase() }, { cookie: (await t.signIn(owner.id)).cookie });
    expect(asOwner.data?.collectionByDomainOrSlug?.viewerEdge).toEqual({ isEditor: true, isWriter: true });
    const asWriter = await t.graphql<C>(q, { s: pub.slug }, { cookie: (await t.signIn(writer.id)).cookie });
    expect(asWriter.data?.collectionByDomainOrSlug?.viewerEdge).toEqual({ isEditor: false, isWriter: true });
    expect((await t.graphql<C>(q, { s: 'no-such-pub' })).data?.collectionByDomainOrSlug).toBeNull();
  });
});
