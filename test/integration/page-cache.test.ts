import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
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

    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(404);
  });
});
