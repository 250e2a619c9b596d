import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('AMP story addresses', () => {
  it('move for good to the story’s canonical address', async () => {
    const author = await createUser(t.deps.db, { username: 'ampwriter' });
    const publication = await createCollection(t.deps.db, author.id);
    const onProfile = await createPost(t.deps.db, author.id, { title: 'Fast Pages' });
    const inPublication = await createPost(t.deps.db, author.id, { title: 'Faster Pages', collectionId: publication.id });
    const cases: [string, string][] = [
      [`/amp/p/${onProfile.id}`, `/@ampwriter/${onProfile.slug}-${onProfile.id}`],
      [`/${publication.slug}/amp/p/${onProfile.id}`, `/@ampwriter/${onProfile.slug}-${onProfile.id}`],
      [`/amp/p/${inPublication.id}`, `/${publication.slug}/${inPublication.slug}-${inPublication.id}`],
      [`/${publication.slug}/amp/p/${inPublication.id}`, `/${publication.slug}/${inPublication.slug}-${inPublication.id}`],
      [`/${publication.slug}/amp/p/${inPublication.id}?sk=${inPublication.shareKey}&utm_source=x`, `/${publication.slug}/${inPublication.slug}-${inPublication.id}?sk=${inPublication.shareKey}`],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect({ from, status: res.statusCode, location: res.headers.location }).toEqual({ from, status: 301, location: to });
    }
  });

  it('move to the custom domain a story lives on', async () => {
    const editor = await createUser(t.deps.db);
    const publication = await createCollection(t.deps.db, editor.id);
    const post = await createPost(t.deps.db, editor.id, { title: 'On Its Own Domain', collectionId: publication.id });
    await t.deps.db.updateTable('posts').set({ status_for_collection: 'APPROVED' }).where('id', '=', post.id).execute();
    const domain = `amp-${publication.id}.example.org`;
    const session = await t.signIn(editor.id);
    const set = await t.graphql('mutation($id: ID!, $domain: String) { setCollectionDomain(collectionId: $id, domain: $domain) { __typename } }', { id: publication.id, domain }, session);
    expect(set.errors).toBeUndefined();
    const verified = await t.graphql<{ verifyCollectionDomain: { live: { status: string } | null } }>(
      'mutation($id: ID!) { verifyCollectionDomain(collectionId: $id) { ... on CustomDomainState { live { status } } } }',
      { id: publication.id },
      session,
    );
    expect(verified.data?.verifyCollectionDomain.live?.status).toBe('VERIFIED');

    const res = await get(`/amp/p/${post.id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`http://${domain}:3000/${post.slug}-${post.id}`);
  });

  it('answer the not-found page for an unknown or deleted story, without redirecting', async () => {
    const author = await createUser(t.deps.db);
    const publication = await createCollection(t.deps.db, author.id);
    const deleted = await createPost(t.deps.db, author.id, { title: 'Gone', deleted: true });
    for (const url of ['/amp/p/0123456789ab', `/${publication.slug}/amp/p/0123456789ab`, `/amp/p/${deleted.id}`]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 404, location: undefined });
    }
  });
});
