import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { insertClaps } from '../../src/server/modules/claps';
import { insertBlock, insertCollectionFollow, insertCollectionMute, insertUserFollow, insertUserMute } from '../../src/server/modules/relations';
import { FEED_MESSAGES, FEED_SIGNAL_RATE_LIMITS } from '../../src/shared/feeds';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** Stories are dated back from the moment the file started, an hour apart, so their order is known. */
const base = Date.now();
const hoursAgo = (hours: number) => base - hours * HOUR;

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function reader(name?: string) {
  const user = await createUser(t.deps.db, name ? { name } : {});
  const session = await t.signIn(user.id);
  const gql: Gql = (query, variables = {}) => t.graphql(query, variables, session);
  return { ...user, gql };
}

const ITEMS = `items { reason reasonKind post { id title } } pagingInfo { next { limit to } previous { limit from } }`;
const FOLLOWING = `query($paging: PagingOptions) { followingFeed(paging: $paging) { ${ITEMS} } }`;
const FOR_YOU = `query($paging: PagingOptions) { forYouFeed(paging: $paging) { ${ITEMS} } }`;
const REMOVE = `mutation($kind: FeedSignalKind!, $postId: ID!) { removeFromForYou(kind: $kind, postId: $postId) {
  __typename ... on FeedSignalChange { kind postId removed } ... on NotFound { message } ... on TooManyRequests { message } } }`;
const RESTORE = `mutation($kind: FeedSignalKind!, $postId: ID!) { restoreToForYou(kind: $kind, postId: $postId) {
  __typename ... on FeedSignalChange { kind postId removed } ... on NotFound { message } ... on TooManyRequests { message } } }`;
const SIGNALS = `{ forYouSignals { topics { slug name } reads { kind removed post { id } } claps { kind removed post { id } } shownLess { post { id } } } }`;
const WHO = `query($limit: Int) { whoToFollow(limit: $limit) { id } }`;

interface FeedItem {
  reason: string | null;
  reasonKind: string | null;
  post: { id: string; title: string };
}
interface Feed {
  items: FeedItem[];
  pagingInfo: { next: { limit: number; to: string } | null; previous: { limit: number; from: string } | null };
}

async function following(gql: Gql, paging: Record<string, unknown> = {}): Promise<Feed> {
  const answer = await gql<{ followingFeed: Feed }>(FOLLOWING, { paging });
  expect(answer.errors).toBeUndefined();
  return answer.data!.followingFeed;
}
async function forYou(gql: Gql, paging: Record<string, unknown> = {}): Promise<Feed> {
  const answer = await gql<{ forYouFeed: Feed }>(FOR_YOU, { paging });
  expect(answer.errors).toBeUndefined();
  return answer.data!.forYouFeed;
}
const ids = (feed: Feed) => feed.items.map((item) => item.post.id);

async function markRead(userId: string, postId: string, at = base) {
  await t.deps.db
    .insertInto('reading_history')
    .values({ user_id: userId, post_id: postId, first_viewed_at: at, last_viewed_at: at, engaged_ms: 60_000, progress: 1, read_at: at })
    .execute();
}

/** A writer with stories published `hours` ago each, oldest last. */
async function writerWith(hours: number[], options: { collectionId?: string } = {}) {
  const writer = await createUser(t.deps.db);
  const posts = [];
  for (const h of hours) posts.push(await createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(h), ...options }));
  return { ...writer, posts };
}

describe('Following', () => {
  it('lists the followed people and publications’ stories newest first, a page at a time, both ways', async () => {
    const me = await reader();
    const a = await writerWith([1, 5, 9, 13]);
    const b = await writerWith([3, 7, 400]);
    const owner = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id);
    const inPub = await writerWith([2, 11], { collectionId: pub.id });
    const stranger = await writerWith([0.5]);
    await insertUserFollow(t.deps.db, me.id, a.id, base);
    await insertUserFollow(t.deps.db, me.id, b.id, base);
    await insertCollectionFollow(t.deps.db, me.id, pub.id, base);

    const expected = [a.posts[0], inPub.posts[0], b.posts[0], a.posts[1], b.posts[1], a.posts[2], inPub.posts[1], a.posts[3], b.posts[2]].map((p) => p!.id);
    const first = await following(me.gql, { limit: 4 });
    expect(ids(first)).toEqual(expected.slice(0, 4));
    expect(first.items.every((item) => item.reason === null)).toBe(true);
    expect(first.pagingInfo.previous).toBeNull();
    const second = await following(me.gql, { limit: 4, to: first.pagingInfo.next!.to });
    expect(ids(second)).toEqual(expected.slice(4, 8));
    // The last story is 400 hours old: found by the widest window.
    const third = await following(me.gql, { limit: 4, to: second.pagingInfo.next!.to });
    expect(ids(third)).toEqual(expected.slice(8));
    expect(third.pagingInfo.next).toBeNull();
    const back = await following(me.gql, { limit: 4, from: second.pagingInfo.previous!.from });
    expect(ids(back)).toEqual(expected.slice(0, 4));
    expect(back.pagingInfo.previous).toBeNull();
    expect(ids(await following(me.gql, { limit: 20 }))).not.toContain(stranger.posts[0]!.id);

    const skipped = await following(me.gql, { limit: 3, ignoredIds: [expected[0], expected[2]] });
    expect(ids(skipped)).toEqual([expected[1], expected[3], expected[4]]);
  });

  it('never shows unlisted, draft, deleted or suspended stories, responses, muted or blocked sources', async () => {
    const me = await reader();
    const writer = await writerWith([1]);
    const hidden = await Promise.all([
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(2), visibility: 'UNLISTED' }),
      createPost(t.deps.db, writer.id, { published: false }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(3), deleted: true }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(4), suspended: true }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(5) }),
    ]);
    await t.deps.db.updateTable('posts').set({ is_response: 1 }).where('id', '=', hidden[4].id).execute();
    const locked = await createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(6), visibility: 'LOCKED' });
    const muted = await writerWith([1]);
    const blocker = await writerWith([1]);
    const blocked = await writerWith([1]);
    const owner = await createUser(t.deps.db);
    const mutedPub = await createCollection(t.deps.db, owner.id);
    const inMutedPub = await createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(7), collectionId: mutedPub.id });
    for (const id of [writer.id, muted.id, blocker.id, blocked.id]) await insertUserFollow(t.deps.db, me.id, id, base);
    await insertUserMute(t.deps.db, me.id, muted.id, base);
    await insertBlock(t.deps.db, blocker.id, me.id, base);
    await insertBlock(t.deps.db, me.id, blocked.id, base);
    await insertCollectionMute(t.deps.db, me.id, mutedPub.id, base);

    expect(ids(await following(me.gql, { limit: 25 }))).toEqual([writer.posts[0]!.id, locked.id]);
    expect(inMutedPub.id).toBeDefined();
  });

  it('merges the newest stories of every source, however many the reader follows', async () => {
    const me = await reader();
    // More writers than one statement seeks: the newest stories are by writers followed first and last.
    const quiet = [];
    for (let i = 0; i < 300; i++) quiet.push(await createUser(t.deps.db));
    const firstFollowed = await writerWith([2, 30]);
    const lastFollowed = await writerWith([1, 3]);
    const prolific = await writerWith([4, 5, 6, 7, 8]);
    await insertUserFollow(t.deps.db, me.id, firstFollowed.id, base - 1000);
    for (const [index, user] of quiet.entries()) await insertUserFollow(t.deps.db, me.id, user.id, base - 999 + index);
    await insertUserFollow(t.deps.db, me.id, prolific.id, base - 10);
    await insertUserFollow(t.deps.db, me.id, lastFollowed.id, base);

    const first = await following(me.gql, { limit: 4 });
    const expected = [lastFollowed.posts[0], firstFollowed.posts[0], lastFollowed.posts[1], prolific.posts[0], prolific.posts[1]];
    expect(ids(first)).toEqual(expected.slice(0, 4).map((p) => p!.id));
    const rest = await following(me.gql, { limit: 10, to: first.pagingInfo.next!.to });
    expect(ids(rest)).toEqual([...prolific.posts.slice(1), firstFollowed.posts[1]].map((p) => p!.id));
    expect(rest.pagingInfo.next).toBeNull();
  });

  it('pages through every story of 60 writers and 4 publications in order, both ways, with shared times and stories in both', async () => {
    const me = await reader();
    // A fixed pseudo-random spread: quiet and prolific writers, times shared between writers (ordered by id then).
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const owner = await createUser(t.deps.db);
    const pubs = [];
    for (let i = 0; i < 4; i++) pubs.push(await createCollection(t.deps.db, owner.id));
    const expected: { id: string; publishedAt: number }[] = [];
    for (let w = 0; w < 60; w++) {
      const stories = w % 10 === 0 ? 12 : 1 + (next() % 3);
      const writer = await createUser(t.deps.db);
      for (let s = 0; s < stories; s++) {
        const publishedAt = hoursAgo(1 + (next() % 200));
        const pub = next() % 5 === 0 ? pubs[next() % 4] : undefined;
        const post = await createPost(t.deps.db, writer.id, { publishedAt, ...(pub ? { collectionId: pub.id } : {}) });
        expected.push({ id: post.id, publishedAt });
      }
      // Every third writer is followed; the others are read through the publications they wrote in.
      if (w % 3 !== 2) await insertUserFollow(t.deps.db, me.id, writer.id, base - w);
    }
    const byFollowedPub = await writerWith([0.5, 150], { collectionId: pubs[0]!.id });
    expected.push(...byFollowedPub.posts.map((post, i) => ({ id: post.id, publishedAt: hoursAgo([0.5, 150][i]!) })));
    for (const pub of pubs.slice(0, 3)) await insertCollectionFollow(t.deps.db, me.id, pub.id, base);
    const followedWriters = new Set((await t.deps.db.selectFrom('user_follows').select('followed_id').where('follower_id', '=', me.id).execute()).map((r) => r.followed_id));
    const followedPubs = new Set(pubs.slice(0, 3).map((pub) => pub.id));
    const shown = await t.deps.db.selectFrom('posts').select(['id', 'creator_id', 'collection_id', 'published_at']).where('id', 'in', expected.map((e) => e.id)).execute();
    const order = shown
      .filter((post) => followedWriters.has(post.creator_id) || (post.collection_id !== null && followedPubs.has(post.collection_id)))
      .sort((a, b) => Number(b.published_at) - Number(a.published_at) || (a.id < b.id ? 1 : -1))
      .map((post) => post.id);
    expect(order.length).toBeGreaterThan(60);

    const pages: string[][] = [];
    let page = await following(me.gql, { limit: 10 });
    pages.push(ids(page));
    while (page.pagingInfo.next) {
      page = await following(me.gql, { limit: 10, to: page.pagingInfo.next.to });
      pages.push(ids(page));
    }
    expect(pages.flat()).toEqual(order);
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    // Back from the last page to the first.
    const back: string[][] = [ids(page)];
    while (page.pagingInfo.previous) {
      page = await following(me.gql, { limit: 10, from: page.pagingInfo.previous.from });
      back.unshift(ids(page));
    }
    expect(back.flat()).toEqual(order);
  });

  it('shows a story by a followed writer in a followed publication once', async () => {
    const me = await reader();
    const owner = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id);
    const writer = await writerWith([1, 2], { collectionId: pub.id });
    await insertUserFollow(t.deps.db, me.id, writer.id, base);
    await insertCollectionFollow(t.deps.db, me.id, pub.id, base);
    expect(ids(await following(me.gql, { limit: 10 }))).toEqual(writer.posts.map((p) => p.id));
  });

  it('is empty signed out and for a reader who follows nobody', async () => {
    expect((await t.graphql<{ followingFeed: Feed }>(FOLLOWING)).data?.followingFeed.items).toEqual([]);
    const me = await reader();
    expect((await following(me.gql)).items).toEqual([]);
  });
});

describe('For you', () => {
  it('ranks followed writers first and says why; never the reader’s own, muted, blocked or read stories', async () => {
    const me = await reader();
    const followed = await writerWith([1, 30]);
    const own = await createPost(t.deps.db, me.id, { publishedAt: hoursAgo(1) });
    const muted = await writerWith([1]);
    const blocker = await writerWith([1]);
    const read = await writerWith([2]);
    await insertUserFollow(t.deps.db, me.id, followed.id, base);
    await insertUserFollow(t.deps.db, me.id, read.id, base);
    await insertUserMute(t.deps.db, me.id, muted.id, base);
    await insertBlock(t.deps.db, blocker.id, me.id, base);
    await markRead(me.id, read.posts[0]!.id);

    const feed = await forYou(me.gql, { limit: 25 });
    const shown = ids(feed);
    expect(shown.slice(0, 2)).toEqual(followed.posts.map((p) => p.id));
    expect(feed.items[0]).toMatchObject({ reasonKind: 'FOLLOWED_USER', reason: `Because you follow ${followed.name}` });
    for (const hiddenId of [own.id, muted.posts[0]!.id, blocker.posts[0]!.id, read.posts[0]!.id]) expect(shown).not.toContain(hiddenId);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('never shows unlisted, draft, deleted or suspended stories or responses, and leaves out ignoredIds', async () => {
    const me = await reader();
    const writer = await writerWith([1, 2, 3]);
    const hidden = await Promise.all([
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(1), visibility: 'UNLISTED' }),
      createPost(t.deps.db, writer.id, { published: false }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(1), deleted: true }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(1), suspended: true }),
      createPost(t.deps.db, writer.id, { publishedAt: hoursAgo(1) }),
    ]);
    await t.deps.db.updateTable('posts').set({ is_response: 1 }).where('id', '=', hidden[4].id).execute();
    await insertUserFollow(t.deps.db, me.id, writer.id, base);

    const all = ids(await forYou(me.gql, { limit: 25 }));
    for (const story of hidden) expect(all).not.toContain(story.id);
    expect(all.slice(0, 3)).toEqual(writer.posts.map((p) => p.id));
    const skipping = ids(await forYou(me.gql, { limit: 2, ignoredIds: [writer.posts[0]!.id] }));
    expect(skipping).toEqual([writer.posts[1]!.id, writer.posts[2]!.id]);
  });

  it('pages by score with next and previous cursors, without repeats', async () => {
    const me = await reader();
    const writer = await writerWith([1, 2, 3, 4, 5, 6, 7]);
    await insertUserFollow(t.deps.db, me.id, writer.id, base);
    const whole = ids(await forYou(me.gql, { limit: 25 }));
    const first = await forYou(me.gql, { limit: 3 });
    const second = await forYou(me.gql, { limit: 3, to: first.pagingInfo.next!.to });
    expect([...ids(first), ...ids(second)]).toEqual(whole.slice(0, 6));
    const back = await forYou(me.gql, { limit: 3, from: second.pagingInfo.previous!.from });
    expect(ids(back)).toEqual(ids(first));
  });

  it('leaves out a story as soon as it is read, and the writer of a blocked or muted source at once', async () => {
    const me = await reader();
    const writer = await writerWith([1, 2]);
    await insertUserFollow(t.deps.db, me.id, writer.id, base);
    expect(ids(await forYou(me.gql))).toContain(writer.posts[0]!.id);
    await markRead(me.id, writer.posts[0]!.id);
    expect(ids(await forYou(me.gql))).not.toContain(writer.posts[0]!.id);
    await insertUserMute(t.deps.db, me.id, writer.id, base);
    expect(ids(await forYou(me.gql))).not.toContain(writer.posts[1]!.id);
  });

  it('names a followed publication and a followed topic as the reason', async () => {
    const me = await reader();
    const owner = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id);
    const inPub = await writerWith([1], { collectionId: pub.id });
    await insertCollectionFollow(t.deps.db, me.id, pub.id, base);

    const topicWriter = await writerWith([2]);
    const topicId = newId();
    const tag = `feeds-tag-${topicId}`;
    await t.deps.db.insertInto('tags').values({ slug: tag, name: 'Sourdough', created_at: base }).execute();
    await t.deps.db.insertInto('post_tags').values({ post_id: topicWriter.posts[0]!.id, tag_slug: tag, position: 0 }).execute();
    await t.deps.db.insertInto('topics').values({ id: topicId, slug: `baking-${topicId}`, name: 'Baking', created_at: base }).execute();
    await t.deps.db.insertInto('topic_tags').values({ topic_id: topicId, tag_slug: tag }).execute();
    await t.deps.db.insertInto('topic_stories').values({ topic_id: topicId, post_id: topicWriter.posts[0]!.id, published_at: hoursAgo(2) }).execute();
    const before = await forYou(me.gql, { limit: 25 });
    expect(before.items.find((i) => i.post.id === topicWriter.posts[0]!.id)?.reasonKind ?? null).not.toBe('FOLLOWED_TOPIC');

    // Following a topic changes the feed on the next visit, whichever way the follow was made.
    await t.deps.db.insertInto('topic_follows').values({ user_id: me.id, topic_id: topicId, created_at: base }).execute();
    const feed = await forYou(me.gql, { limit: 25 });
    const reasons = new Map(feed.items.map((item) => [item.post.id, item.reason]));
    expect(reasons.get(inPub.posts[0]!.id)).toBe(`Because you follow ${(await t.deps.db.selectFrom('collections').select('name').where('id', '=', pub.id).executeTakeFirstOrThrow()).name}`);
    expect(reasons.get(topicWriter.posts[0]!.id)).toBe('Because you follow Baking');
  });

  it('suggests what readers who clapped for the same stories clapped for', async () => {
    const me = await reader();
    const liked = await writerWith([10]);
    const other = await writerWith([3]);
    const twin = await createUser(t.deps.db);
    await insertClaps(t.deps.db, { type: 'post', id: liked.posts[0]!.id }, me.id, 5, base);
    await insertClaps(t.deps.db, { type: 'post', id: liked.posts[0]!.id }, twin.id, 5, base);
    await insertClaps(t.deps.db, { type: 'post', id: other.posts[0]!.id }, twin.id, 5, base);
    const feed = await forYou(me.gql, { limit: 25 });
    const item = feed.items.find((i) => i.post.id === other.posts[0]!.id);
    expect(item).toMatchObject({ reasonKind: 'SIMILAR_READERS', reason: `Readers who liked “${liked.posts[0]!.title}” also liked this` });
    // A story the reader clapped for is not suggested back to them.
    expect(ids(feed)).not.toContain(liked.posts[0]!.id);
  });

  it('recomputes after a follow made through the API', async () => {
    const me = await reader();
    const writer = await writerWith([0.5]);
    const before = await forYou(me.gql, { limit: 25 });
    expect(before.items.find((i) => i.post.id === writer.posts[0]!.id)?.reasonKind ?? null).not.toBe('FOLLOWED_USER');
    const followed = await me.gql(`mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`, { id: writer.id });
    expect(followed.data).toEqual({ followUser: { __typename: 'User' } });
    await t.jobsSettled();
    const after = await forYou(me.gql, { limit: 25 });
    expect(after.items[0]).toMatchObject({ post: { id: writer.posts[0]!.id }, reasonKind: 'FOLLOWED_USER' });
  });
});

describe('Control your recommendations', () => {
  it('removing a read takes its influence out of For you, and restoring it brings it back', async () => {
    const me = await reader();
    const writer = await writerWith([40, 3]);
    const [readStory, next] = writer.posts;
    await markRead(me.id, readStory!.id);
    const reasonOfNext = async () => (await forYou(me.gql, { limit: 25 })).items.find((i) => i.post.id === next!.id)?.reason ?? null;
    expect(await reasonOfNext()).toBe(`Because you read “${readStory!.title}”`);

    const signals = await me.gql(SIGNALS);
    expect(signals.data.forYouSignals.reads).toEqual([{ kind: 'READ', removed: false, post: { id: readStory!.id } }]);
    expect((await me.gql(REMOVE, { kind: 'READ', postId: readStory!.id })).data.removeFromForYou).toEqual({
      __typename: 'FeedSignalChange',
      kind: 'READ',
      postId: readStory!.id,
      removed: true,
    });
    expect(await reasonOfNext()).not.toBe(`Because you read “${readStory!.title}”`);
    expect((await me.gql(SIGNALS)).data.forYouSignals.reads[0].removed).toBe(true);
    // The read story itself stays out of For you: it was read.
    expect(ids(await forYou(me.gql, { limit: 25 }))).not.toContain(readStory!.id);

    await me.gql(RESTORE, { kind: 'READ', postId: readStory!.id });
    expect(await reasonOfNext()).toBe(`Because you read “${readStory!.title}”`);
  });

  it('removing a clap takes similar readers’ suggestions out', async () => {
    const me = await reader();
    const liked = await writerWith([10]);
    const other = await writerWith([3]);
    const twin = await createUser(t.deps.db);
    await insertClaps(t.deps.db, { type: 'post', id: liked.posts[0]!.id }, me.id, 5, base);
    await insertClaps(t.deps.db, { type: 'post', id: liked.posts[0]!.id }, twin.id, 5, base);
    await insertClaps(t.deps.db, { type: 'post', id: other.posts[0]!.id }, twin.id, 5, base);
    const kindOfOther = async () => (await forYou(me.gql, { limit: 25 })).items.find((i) => i.post.id === other.posts[0]!.id)?.reasonKind ?? null;
    expect(await kindOfOther()).toBe('SIMILAR_READERS');
    await me.gql(REMOVE, { kind: 'CLAP', postId: liked.posts[0]!.id });
    expect(await kindOfOther()).not.toBe('SIMILAR_READERS');
  });

  it('"Show less like this" hides the story at once and lowers its writer; undo brings it back', async () => {
    const me = await reader();
    const writer = await writerWith([1, 2]);
    const rival = await writerWith([1.5]);
    await insertUserFollow(t.deps.db, me.id, writer.id, base);
    await insertUserFollow(t.deps.db, me.id, rival.id, base);
    expect(ids(await forYou(me.gql))[0]).toBe(writer.posts[0]!.id);
    await me.gql(REMOVE, { kind: 'SHOW_LESS', postId: writer.posts[0]!.id });
    const after = ids(await forYou(me.gql));
    expect(after).not.toContain(writer.posts[0]!.id);
    expect(after.indexOf(rival.posts[0]!.id)).toBeLessThan(after.indexOf(writer.posts[1]!.id));
    expect((await me.gql(SIGNALS)).data.forYouSignals.shownLess).toEqual([{ post: { id: writer.posts[0]!.id } }]);
    await me.gql(RESTORE, { kind: 'SHOW_LESS', postId: writer.posts[0]!.id });
    expect(ids(await forYou(me.gql))[0]).toBe(writer.posts[0]!.id);
  });

  it('is for signed-in readers, refuses unknown stories, and is rate limited', async () => {
    const anonymous = await t.graphql(REMOVE, { kind: 'READ', postId: 'aaaaaaaaaaaa' });
    expect(anonymous.errors?.[0]?.message).toBe('You need to sign in first.');
    expect((await t.graphql(SIGNALS)).data).toEqual({ forYouSignals: null });
    const me = await reader();
    expect((await me.gql(REMOVE, { kind: 'READ', postId: 'aaaaaaaaaaaa' })).data.removeFromForYou).toEqual({
      __typename: 'NotFound',
      message: FEED_MESSAGES.postNotFound,
    });
    const perMinute = FEED_SIGNAL_RATE_LIMITS[0].limit;
    for (let i = 1; i < perMinute; i++) await me.gql(RESTORE, { kind: 'READ', postId: 'aaaaaaaaaaaa' });
    expect((await me.gql(RESTORE, { kind: 'READ', postId: 'aaaaaaaaaaaa' })).data.restoreToForYou).toEqual({
      __typename: 'TooManyRequests',
      message: FEED_MESSAGES.tooMany,
    });
  });
});

describe('Who to follow', () => {
  it('suggests people the reader’s follows follow, never anyone followed, hidden, suspended or without stories', async () => {
    const me = await reader();
    const friend = await writerWith([1]);
    const fof = await writerWith([1]);
    const followedAlready = await writerWith([1]);
    const muted = await writerWith([1]);
    const blocker = await writerWith([1]);
    const silent = await createUser(t.deps.db);
    const suspended = await createUser(t.deps.db, { suspended: true });
    await createPost(t.deps.db, suspended.id, { publishedAt: hoursAgo(1) });
    await insertUserFollow(t.deps.db, me.id, friend.id, base);
    await insertUserFollow(t.deps.db, me.id, followedAlready.id, base);
    for (const id of [fof.id, followedAlready.id, muted.id, blocker.id, silent.id, suspended.id, me.id]) await insertUserFollow(t.deps.db, friend.id, id, base);
    await insertUserMute(t.deps.db, me.id, muted.id, base);
    await insertBlock(t.deps.db, blocker.id, me.id, base);

    const suggested = ((await me.gql(WHO, { limit: 10 })).data.whoToFollow as { id: string }[]).map((u) => u.id);
    expect(suggested[0]).toBe(fof.id);
    for (const id of [me.id, friend.id, followedAlready.id, muted.id, blocker.id, silent.id, suspended.id]) expect(suggested).not.toContain(id);
    expect(suggested.length).toBeLessThanOrEqual(10);
  });

  it('ranks friends of friends by how many of the reader’s follows follow them, before checking them', async () => {
    const me = await reader();
    const friends = [await writerWith([1]), await writerWith([1]), await writerWith([1])];
    const popular = await writerWith([1]);
    const known = await writerWith([1]);
    const once = await writerWith([1]);
    for (const friend of friends) {
      await insertUserFollow(t.deps.db, me.id, friend.id, base);
      await insertUserFollow(t.deps.db, friend.id, popular.id, base);
      await insertUserFollow(t.deps.db, friend.id, known.id, base);
    }
    await insertUserFollow(t.deps.db, friends[0]!.id, once.id, base);
    await insertUserFollow(t.deps.db, me.id, known.id, base);

    const suggested = ((await me.gql(WHO, { limit: 10 })).data.whoToFollow as { id: string }[]).map((u) => u.id);
    expect(suggested.slice(0, 2)).toEqual([popular.id, once.id]);
    expect(suggested).not.toContain(known.id);
  });

  it('answers signed out with the most followed writers', async () => {
    const answer = await t.graphql<{ whoToFollow: { id: string }[] }>(WHO, { limit: 3 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.whoToFollow.length).toBeLessThanOrEqual(3);
  });
});


