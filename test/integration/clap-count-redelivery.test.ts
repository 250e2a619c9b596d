import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Clap events are delivered at least once and in any order: a copy of a target's clap total must keep the
// newest total whatever the order, never the one a late redelivery of an older event carries.

let t: TestApp;
let writer: { id: string };
let reader: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.deps.db);
  reader = await createUser(t.deps.db);
});
afterAll(() => t.close());

/** Writes a clap event as the claps module would, carrying the totals the counter's change `version` made. */
async function clapped(postId: string, clapCount: number, version: number): Promise<void> {
  await t.deps.db.transaction().execute((trx) =>
    t.deps.bus.publish(trx, 'post.clapped', {
      actorId: reader.id,
      postId,
      authorId: writer.id,
      clapsAdded: 1,
      viewerClapCount: clapCount,
      clapCount,
      clapperCount: 1,
      counterVersion: version,
    }),
  );
  await t.jobsSettled();
}

describe('clap totals kept from clap events, under an out-of-order redelivery', () => {
  it('a response keeps its newest clap total for the most relevant order', async () => {
    const story = await createPost(t.deps.db, writer.id);
    const session = await t.signIn(reader.id);
    const answer = await t.graphql<{ publishPostResponse: { id: string } }>(
      `mutation($to: ID!, $text: String!) { publishPostResponse(inResponseToPostId: $to, text: $text) { ... on Post { id } } }`,
      { to: story.id, text: 'A response.' },
      session,
    );
    const responseId = answer.data!.publishPostResponse.id;
    await t.jobsSettled();
    const kept = async () =>
      Number((await t.deps.db.selectFrom('response_counts').select('clap_count').where('target_id', '=', responseId).executeTakeFirst())?.clap_count);

    await clapped(responseId, 5, 2);
    expect(await kept()).toBe(5);
    // The event of the counter's first change, delivered again after the second one's.
    await clapped(responseId, 3, 1);
    expect(await kept()).toBe(5);
    await clapped(responseId, 6, 3);
    expect(await kept()).toBe(6);
  });

  it('a tagged story keeps its newest clap total in the tag and topic indexes', async () => {
    const story = await createPost(t.deps.db, writer.id);
    await t.deps.db.insertInto('tag_stories').values({ tag_slug: 'tides', post_id: story.id, creator_id: writer.id, published_at: 1 }).execute();
    await t.deps.db.insertInto('topics').values({ id: 'a1b2c3d4e5f6', slug: 'tides', name: 'Tides', visibility: 'PUBLIC', category: 'Life', position: 0, created_at: 0 }).execute();
    await t.deps.db.insertInto('topic_stories').values({ topic_id: 'a1b2c3d4e5f6', post_id: story.id, published_at: 1 }).execute();
    const kept = async () => [
      Number((await t.deps.db.selectFrom('tag_stories').select('clap_count').where('post_id', '=', story.id).executeTakeFirstOrThrow()).clap_count),
      Number((await t.deps.db.selectFrom('topic_stories').select('clap_count').where('post_id', '=', story.id).executeTakeFirstOrThrow()).clap_count),
    ];

    await clapped(story.id, 40, 7);
    expect(await kept()).toEqual([40, 40]);
    await clapped(story.id, 39, 6);
    expect(await kept()).toEqual([40, 40]);
    await clapped(story.id, 41, 8);
    expect(await kept()).toEqual([41, 41]);
  });
});
