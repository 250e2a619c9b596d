import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEQUENCE_MESSAGES, SERIES_MESSAGES, SERIES_RATE_LIMITS } from '../../src/shared/validation/series';
import { seriesSearchText } from '../../src/server/modules/series';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const clock = testClock(Date.UTC(2026, 5, 1, 9, 0, 0));
const events: { name: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  for (const name of ['series.published', 'series.partAdded', 'series.unpublished'] as const) {
    t.deps.bus.subscribe(name, 'series-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function person(name?: string): Promise<{ id: string; gql: Gql }> {
  const user = await createUser(t.deps.db, name ? { name } : {});
  const session = await t.signIn(user.id);
  return { id: user.id, gql: (query, variables = {}) => t.graphql(query, variables, session) };
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const RESULT = `__typename ... on Post { id title subtitle isSeries isPublished mediumUrl seriesPartCount seriesFollowerCount
  seriesViewerEdge { isFollowing isWriter } seriesParts { id number isPublished bodyModel { paragraphs { text } } } }
  ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } ... on TooManyRequests { message }`;
const CREATE = `mutation($title: String!, $description: String) { createSeries(title: $title, description: $description) { ${RESULT} } }`;
const UPDATE = `mutation($postId: ID!, $title: String!, $description: String) { updateSeries(postId: $postId, title: $title, description: $description) { ${RESULT} } }`;
const ADD = `mutation($postId: ID!, $text: String!, $publish: Boolean) { addSeriesPart(postId: $postId, text: $text, publish: $publish) { ${RESULT} } }`;
const EDIT_PART = `mutation($partId: ID!, $text: String!) { updateSeriesPart(partId: $partId, text: $text) { ${RESULT} } }`;
const PUBLISH_PART = `mutation($partId: ID!) { publishSeriesPart(partId: $partId) { ${RESULT} } }`;
const DELETE_PART = `mutation($partId: ID!) { deleteSeriesPart(partId: $partId) { ${RESULT} } }`;
const PUBLISH = `mutation($postId: ID!, $tags: [String!]!) { publishSeries(postId: $postId, tags: $tags) { ${RESULT} } }`;
const UNPUBLISH = `mutation($postId: ID!) { unpublishSeries(postId: $postId) { ${RESULT} } }`;
const FOLLOW = `mutation($postId: ID!) { followSeries(postId: $postId) { ${RESULT} } }`;
const UNFOLLOW = `mutation($postId: ID!) { unfollowSeries(postId: $postId) { ${RESULT} } }`;
const SERIES = `query($postId: ID!) { series(postId: $postId) { id title isPublished seriesPartCount seriesParts { id number isPublished bodyModel { paragraphs { text } } } } }`;
const POST_PARTS = `query($id: ID!) { post(id: $id) { id isSeries seriesParts { id } } }`;
const NOTIFICATIONS = `query { notificationsConnectionByActivityTypes { notifications { notificationName actor { id } post { id mediumUrl } } } }`;

const SEQUENCE_RESULT = `__typename ... on Sequence { id slug title postCount posts { id } }
  ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } ... on TooManyRequests { message }`;
const CREATE_SEQUENCE = `mutation($title: String!) { createSequence(title: $title) { ${SEQUENCE_RESULT} } }`;
const ADD_TO_SEQUENCE = `mutation($sequenceId: ID!, $postId: ID!) { addPostToSequence(sequenceId: $sequenceId, postId: $postId) { ${SEQUENCE_RESULT} } }`;
const REMOVE_FROM_SEQUENCE = `mutation($sequenceId: ID!, $postId: ID!) { removePostFromSequence(sequenceId: $sequenceId, postId: $postId) { ${SEQUENCE_RESULT} } }`;
const REORDER = `mutation($sequenceId: ID!, $postIds: [ID!]!) { reorderSequence(sequenceId: $sequenceId, postIds: $postIds) { ${SEQUENCE_RESULT} } }`;
const SEQUENCE = `query($slug: String!, $postId: ID!) { sequence(slug: $slug) { id title posts { id }
  position(postId: $postId) { number count post { id sequence { slug } } previous { id } next { id } } } }`;
const LIBRARY = `query($paging: PagingOptions) { sequencesConnection(paging: $paging) { sequences { slug } pagingInfo { next { limit to } } } }`;

async function draftSeries(writer: { gql: Gql }, title = 'Night Trains') {
  const created = await writer.gql(CREATE, { title, description: 'A journey in short parts.' });
  expect(created.data?.createSeries.__typename).toBe('Post');
  return created.data.createSeries.id as string;
}

async function publishedSeries(writer: { gql: Gql }, parts = ['The first carriage.', 'The second carriage.']) {
  const id = await draftSeries(writer);
  for (const text of parts) await writer.gql(ADD, { postId: id, text });
  const published = await writer.gql(PUBLISH, { postId: id, tags: ['Travel'] });
  expect(published.data?.publishSeries.__typename).toBe('Post');
  return id;
}

describe('writing a series', () => {
  it('creates a draft series, adds parts, publishes them all at once', async () => {
    const writer = await person();
    const created = await writer.gql(CREATE, { title: '  Night Trains ', description: 'A journey in short parts.' });
    const series = created.data?.createSeries;
    expect(series).toMatchObject({ __typename: 'Post', title: 'Night Trains', subtitle: 'A journey in short parts.', isSeries: true, isPublished: false });
    expect(new URL(series.mediumUrl).pathname).toBe(`/series/night-trains-${series.id}`);

    const first = await writer.gql(ADD, { postId: series.id, text: 'The platform was empty.\n\nThen the train came.' });
    expect(first.data?.addSeriesPart.seriesParts).toHaveLength(1);
    expect(first.data?.addSeriesPart.seriesParts[0].bodyModel.paragraphs.map((p: { text: string }) => p.text)).toEqual(['The platform was empty.', 'Then the train came.']);
    await writer.gql(ADD, { postId: series.id, text: 'Second stop.' });

    const published = await writer.gql(PUBLISH, { postId: series.id, tags: ['Travel'] });
    expect(published.data?.publishSeries).toMatchObject({ isPublished: true, seriesPartCount: 2 });
    expect(published.data?.publishSeries.seriesParts.map((p: { number: number; isPublished: boolean }) => [p.number, p.isPublished])).toEqual([
      [1, true],
      [2, true],
    ]);
    await t.jobsSettled();
    expect(events.some((e) => e.name === 'series.published' && e.payload.postId === series.id && e.payload.actorId === writer.id)).toBe(true);

    const read = await anonymous(SERIES, { postId: series.id });
    expect(read.data?.series.seriesParts.map((p: { number: number }) => p.number)).toEqual([1, 2]);
    const text = await seriesSearchText(t.deps.db, series.id);
    expect(text).toMatchObject({ title: 'Night Trains', description: 'A journey in short parts.' });
    expect(text?.text).toContain('Then the train came.');
  });

  it('refuses to publish a series without parts, and checks titles and part text', async () => {
    const writer = await person();
    const id = await draftSeries(writer);
    expect((await writer.gql(PUBLISH, { postId: id, tags: ['Travel'] })).data?.publishSeries).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.noParts });
    expect((await writer.gql(CREATE, { title: '   ' })).data?.createSeries).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.titleRequired });
    expect((await writer.gql(ADD, { postId: id, text: '\n\n  ' })).data?.addSeriesPart).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.partEmpty });
    expect((await writer.gql(ADD, { postId: id, text: 'x'.repeat(3001) })).data?.addSeriesPart).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.partTooLong });
    expect((await writer.gql(PUBLISH, { postId: id, tags: ["a", "b", "c", "d", "e", "f"] })).data?.publishSeries.__typename).toBe('BadRequest');
  });

  it('adds parts to a published series as drafts or published at once; edits and deletes them', async () => {
    const writer = await person();
    const id = await publishedSeries(writer);
    const draft = await writer.gql(ADD, { postId: id, text: 'Not ready yet.' });
    const parts = draft.data?.addSeriesPart.seriesParts;
    expect(parts.map((p: { isPublished: boolean }) => p.isPublished)).toEqual([true, true, false]);
    expect((await anonymous(SERIES, { postId: id })).data?.series.seriesParts).toHaveLength(2);

    const draftId = parts[2].id;
    await writer.gql(EDIT_PART, { partId: draftId, text: 'Ready now.' });
    const published = await writer.gql(PUBLISH_PART, { partId: draftId });
    expect(published.data?.publishSeriesPart.seriesPartCount).toBe(3);
    expect((await writer.gql(PUBLISH_PART, { partId: draftId })).data?.publishSeriesPart).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.alreadyPublished });
    await t.jobsSettled();
    expect(events.filter((e) => e.name === 'series.partAdded' && e.payload.partId === draftId)).toHaveLength(1);

    const atOnce = await writer.gql(ADD, { postId: id, text: 'Straight out.', publish: true });
    expect(atOnce.data?.addSeriesPart.seriesPartCount).toBe(4);
    const removed = await writer.gql(DELETE_PART, { partId: parts[0].id });
    expect(removed.data?.deleteSeriesPart.seriesParts.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
    const read = await anonymous(SERIES, { postId: id });
    expect(read.data?.series.seriesParts[0].bodyModel.paragraphs[0].text).toBe('The second carriage.');

    const renamed = await writer.gql(UPDATE, { postId: id, title: 'Night Trains, Revisited', description: 'New words.' });
    expect(renamed.data?.updateSeries).toMatchObject({ title: 'Night Trains, Revisited', subtitle: 'New words.', isPublished: true });
  });
});

describe('privacy of drafts and unpublished parts', () => {
  it('shows a draft series and draft parts to nobody but the writer, through any query', async () => {
    const writer = await person();
    const other = await person();
    const id = await draftSeries(writer);
    await writer.gql(ADD, { postId: id, text: 'Secret draft text.' });
    expect((await writer.gql(SERIES, { postId: id })).data?.series.seriesParts).toHaveLength(1);
    for (const reader of [other.gql, anonymous]) {
      expect((await reader(SERIES, { postId: id })).data?.series).toBeNull();
      expect((await reader(POST_PARTS, { id })).data?.post).toBeNull();
      const profile = await reader(`query($id: ID!) { user(id: $id) { seriesConnection { posts { id } } } }`, { id: writer.id });
      expect(profile.data?.user.seriesConnection.posts).toEqual([]);
    }
    const mine = await writer.gql(`query { viewerSeries { posts { id isPublished } } }`);
    expect(mine.data?.viewerSeries.posts).toEqual([{ id, isPublished: false }]);
    expect((await other.gql(`query { viewerSeries { posts { id } } }`)).data?.viewerSeries.posts).toEqual([]);
  });

  it('keeps draft parts of a published series and the parts of an unpublished one from readers', async () => {
    const writer = await person();
    const other = await person();
    const id = await publishedSeries(writer);
    await writer.gql(ADD, { postId: id, text: 'Draft part text.' });
    const parts = (await other.gql(SERIES, { postId: id })).data?.series.seriesParts;
    expect(parts.map((p: { bodyModel: { paragraphs: { text: string }[] } }) => p.bodyModel.paragraphs[0]?.text)).toEqual(['The first carriage.', 'The second carriage.']);
    const text = await seriesSearchText(t.deps.db, id);
    expect(text?.text).not.toContain('Draft part text.');
    const PART = `query($postId: ID!, $number: Int!) { seriesPart(postId: $postId, number: $number) { number excerpt } }`;
    expect((await other.gql(PART, { postId: id, number: 2 })).data?.seriesPart).toEqual({ number: 2, excerpt: 'The second carriage.' });
    expect((await other.gql(PART, { postId: id, number: 3 })).data?.seriesPart).toBeNull();
    expect((await writer.gql(PART, { postId: id, number: 3 })).data?.seriesPart).toEqual({ number: 3, excerpt: 'Draft part text.' });

    const unpublished = await writer.gql(UNPUBLISH, { postId: id });
    expect(unpublished.data?.unpublishSeries.isPublished).toBe(false);
    await t.jobsSettled();
    expect(events.some((e) => e.name === 'series.unpublished' && e.payload.postId === id)).toBe(true);
    expect((await other.gql(SERIES, { postId: id })).data?.series).toBeNull();
    expect((await anonymous(POST_PARTS, { id })).data?.post).toBeNull();
    expect(await seriesSearchText(t.deps.db, id)).toBeNull();
    expect((await writer.gql(SERIES, { postId: id })).data?.series.seriesParts).toHaveLength(3);
  });

  it('lets only the writer change a series or its parts', async () => {
    const writer = await person();
    const other = await person();
    const id = await publishedSeries(writer);
    const partId = (await writer.gql(SERIES, { postId: id })).data?.series.seriesParts[0].id;
    const forbidden = { __typename: 'Forbidden', message: SERIES_MESSAGES.notYourSeries };
    expect((await other.gql(ADD, { postId: id, text: 'Mine now.' })).data?.addSeriesPart).toEqual(forbidden);
    expect((await other.gql(EDIT_PART, { partId, text: 'Mine now.' })).data?.updateSeriesPart).toEqual(forbidden);
    expect((await other.gql(DELETE_PART, { partId })).data?.deleteSeriesPart).toEqual(forbidden);
    expect((await other.gql(UNPUBLISH, { postId: id })).data?.unpublishSeries).toEqual(forbidden);
    expect((await other.gql(UPDATE, { postId: id, title: 'Taken' })).data?.updateSeries).toEqual(forbidden);
    const signedOut = await anonymous(ADD, { postId: id, text: 'Anyone?' });
    expect(signedOut.errors?.[0]?.message).toBe('You need to sign in first.');
  });
});

describe('following a series', () => {
  it('tells the writer of a new reader and every reader of a new part, with links that open the series', async () => {
    const writer = await person('Grace Writer');
    const reader = await person();
    const muter = await person();
    const id = await publishedSeries(writer);
    await muter.gql(`mutation($id: ID!) { muteUser(targetUserId: $id) { __typename } }`, { id: writer.id });

    const followed = await reader.gql(FOLLOW, { postId: id });
    expect(followed.data?.followSeries).toMatchObject({ seriesFollowerCount: 1, seriesViewerEdge: { isFollowing: true, isWriter: false } });
    await reader.gql(FOLLOW, { postId: id });
    await muter.gql(FOLLOW, { postId: id });
    expect((await writer.gql(FOLLOW, { postId: id })).data?.followSeries).toEqual({ __typename: 'BadRequest', message: SERIES_MESSAGES.ownSeries });
    await t.jobsSettled();
    const told = (await writer.gql(NOTIFICATIONS)).data?.notificationsConnectionByActivityTypes.notifications;
    const subscribed = told.filter((n: { notificationName: string }) => n.notificationName.startsWith('series_subscribed'));
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0].notificationName).toBe('series_subscribed_rollup');
    expect(new URL(subscribed[0].post.mediumUrl).pathname).toMatch(new RegExp(`^/series/.*${id}$`));

    await writer.gql(ADD, { postId: id, text: 'A new part.', publish: true });
    await writer.gql(ADD, { postId: id, text: 'Another new part the same day.', publish: true });
    await t.jobsSettled();
    const news = (await reader.gql(NOTIFICATIONS)).data?.notificationsConnectionByActivityTypes.notifications;
    expect(news).toEqual([{ notificationName: 'series_you_follow_updated', actor: { id: writer.id }, post: { id, mediumUrl: expect.stringContaining(`/series/`) } }]);
    expect((await muter.gql(NOTIFICATIONS)).data?.notificationsConnectionByActivityTypes.notifications).toEqual([]);

    const unfollowed = await reader.gql(UNFOLLOW, { postId: id });
    expect(unfollowed.data?.unfollowSeries).toMatchObject({ seriesFollowerCount: 1, seriesViewerEdge: { isFollowing: false } });
  });

  it('tells nobody of a draft part, and cannot follow a draft series', async () => {
    const writer = await person();
    const reader = await person();
    const id = await publishedSeries(writer);
    await reader.gql(FOLLOW, { postId: id });
    await writer.gql(ADD, { postId: id, text: 'Draft only.' });
    await t.jobsSettled();
    expect((await reader.gql(NOTIFICATIONS)).data?.notificationsConnectionByActivityTypes.notifications).toEqual([]);
    const draft = await draftSeries(writer, 'Unfinished');
    expect((await reader.gql(FOLLOW, { postId: draft })).data?.followSeries).toEqual({ __typename: 'NotFound', message: SERIES_MESSAGES.seriesNotFound });
  });

  it('rate-limits follows', async () => {
    const writer = await person();
    const reader = await person();
    const id = await publishedSeries(writer);
    const perMinute = SERIES_RATE_LIMITS.follow[0]!.limit;
    for (let i = 0; i < perMinute / 2; i++) {
      await reader.gql(FOLLOW, { postId: id });
      await reader.gql(UNFOLLOW, { postId: id });
    }
    expect((await reader.gql(FOLLOW, { postId: id })).data?.followSeries).toEqual({ __typename: 'TooManyRequests', message: SERIES_MESSAGES.tooMany });
    clock.advance(5 * 60_000);
    expect((await reader.gql(FOLLOW, { postId: id })).data?.followSeries.__typename).toBe('Post');
  });
});

describe('profiles list published series', () => {
  it('lists a writer’s published series, last updated first', async () => {
    const writer = await person();
    const first = await publishedSeries(writer);
    clock.advance(1000);
    const second = await publishedSeries(writer);
    await draftSeries(writer, 'Still a draft');
    const listed = await anonymous(`query($id: ID!) { user(id: $id) { seriesConnection { posts { id seriesPartCount seriesUpdatedAt } } } }`, { id: writer.id });
    expect(listed.data?.user.seriesConnection.posts.map((p: { id: string }) => p.id)).toEqual([second, first]);
    expect(listed.data?.user.seriesConnection.posts[0].seriesPartCount).toBe(2);
    expect(listed.data?.user.seriesConnection.posts[0].seriesUpdatedAt).toEqual(expect.any(Number));
  });
});

describe('sequences', () => {
  it('keeps stories in order with previous and next, and reorders them', async () => {
    const curator = await person();
    const author = await createUser(t.deps.db);
    const stories = [];
    for (const title of ['Knife skills', 'Stock', 'Sauces', 'Bread']) stories.push(await createPost(t.deps.db, author.id, { title }));
    const created = await curator.gql(CREATE_SEQUENCE, { title: 'Learning to cook' });
    const sequence = created.data?.createSequence;
    expect(sequence).toMatchObject({ __typename: 'Sequence', slug: 'learning-to-cook', postCount: 0 });
    for (const story of stories) await curator.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: story.id });
    const again = await curator.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: stories[0]!.id });
    expect(again.data?.addPostToSequence.postCount).toBe(4);

    const second = await anonymous(SEQUENCE, { slug: 'learning-to-cook', postId: stories[1]!.id });
    expect(second.data?.sequence.position).toEqual({
      number: 2,
      count: 4,
      post: { id: stories[1]!.id, sequence: { slug: 'learning-to-cook' } },
      previous: { id: stories[0]!.id },
      next: { id: stories[2]!.id },
    });
    const first = await anonymous(SEQUENCE, { slug: 'learning-to-cook', postId: stories[0]!.id });
    expect(first.data?.sequence.position).toMatchObject({ number: 1, previous: null, next: { id: stories[1]!.id } });

    const order = [stories[3]!.id, stories[0]!.id, stories[1]!.id, stories[2]!.id];
    const reordered = await curator.gql(REORDER, { sequenceId: sequence.id, postIds: order });
    expect(reordered.data?.reorderSequence.posts.map((p: { id: string }) => p.id)).toEqual(order);
    const last = await anonymous(SEQUENCE, { slug: 'learning-to-cook', postId: stories[2]!.id });
    expect(last.data?.sequence.position).toMatchObject({ number: 4, next: null, previous: { id: stories[1]!.id } });
    expect((await curator.gql(REORDER, { sequenceId: sequence.id, postIds: order.slice(1) })).data?.reorderSequence).toEqual({
      __typename: 'BadRequest',
      message: SEQUENCE_MESSAGES.badOrder,
    });

    const removed = await curator.gql(REMOVE_FROM_SEQUENCE, { sequenceId: sequence.id, postId: stories[0]!.id });
    expect(removed.data?.removePostFromSequence.posts.map((p: { id: string }) => p.id)).toEqual([stories[3]!.id, stories[1]!.id, stories[2]!.id]);

    const library = await anonymous(LIBRARY, { paging: { limit: 50 } });
    expect(library.data?.sequencesConnection.sequences.map((s: { slug: string }) => s.slug)).toContain('learning-to-cook');
    const twin = await curator.gql(CREATE_SEQUENCE, { title: 'Learning to cook' });
    expect(twin.data?.createSequence.slug).toBe('learning-to-cook-2');
    expect((await curator.gql(CREATE_SEQUENCE, { title: 'New' })).data?.createSequence.slug).toBe('new-2');
  });

  it('leaves out stories a reader may not read and refuses drafts, unlisted stories and others’ sequences', async () => {
    const curator = await person();
    const other = await person();
    const author = await createUser(t.deps.db);
    const listed = await createPost(t.deps.db, author.id, { title: 'Listed' });
    const unlisted = await createPost(t.deps.db, author.id, { title: 'Unlisted', visibility: 'UNLISTED' });
    const draft = await createPost(t.deps.db, author.id, { title: 'Draft', published: false });
    const sequence = (await curator.gql(CREATE_SEQUENCE, { title: 'Mixed' })).data?.createSequence;
    await curator.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: listed.id });
    expect((await curator.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: unlisted.id })).data?.addPostToSequence).toEqual({
      __typename: 'BadRequest',
      message: SEQUENCE_MESSAGES.notAStory,
    });
    expect((await curator.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: draft.id })).data?.addPostToSequence.__typename).toBe('NotFound');
    expect((await other.gql(ADD_TO_SEQUENCE, { sequenceId: sequence.id, postId: listed.id })).data?.addPostToSequence).toEqual({
      __typename: 'Forbidden',
      message: SEQUENCE_MESSAGES.notYourSequence,
    });

    await t.deps.db.updateTable('posts').set({ is_published: 0 }).where('id', '=', listed.id).execute();
    const read = await anonymous(SEQUENCE, { slug: sequence.slug, postId: listed.id });
    expect(read.data?.sequence.posts).toEqual([]);
    expect(read.data?.sequence.position).toBeNull();
  });
});

describe('a writing mutation is all or nothing', () => {
  it('publishing a series that fails after its story was published leaves the story, its parts and its events unwritten', async () => {
    const writer = await person();
    const id = await draftSeries(writer, 'Half Written');
    await writer.gql(ADD, { postId: id, text: 'The only carriage.' });
    // The events about this story written so far (its creation wrote none; a part added to a draft neither).
    const events = () => t.deps.db.selectFrom('jobs').select('name').where('payload', 'like', `%${id}%`).execute();
    const before = await events();
    // The story is published (its row, its tags, its event) and the parts too before the last event fails.
    const publish = t.deps.bus.publish.bind(t.deps.bus);
    const failing = vi.spyOn(t.deps.bus, 'publish').mockImplementation((executor, name, payload) => {
      if (name === 'series.published') throw new Error('the event store failed');
      return publish(executor, name, payload);
    });
    try {
      const answer = await writer.gql(PUBLISH, { postId: id, tags: ['Travel'] });
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(failing.mock.calls.map((call) => call[1])).toContain('post.published');
    } finally {
      failing.mockRestore();
    }
    const { data } = await writer.gql(SERIES, { postId: id });
    expect(data?.series).toMatchObject({ isPublished: false, seriesParts: [{ isPublished: false }] });
    const row = await t.deps.db.selectFrom('posts').select(['is_published', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_published: 0, published_at: null });
    expect(await t.deps.db.selectFrom('post_tags').select('post_id').where('post_id', '=', id).execute()).toEqual([]);
    expect(await events()).toEqual(before);
  });
});
