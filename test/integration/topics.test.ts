import { recomputeTrending } from '../../src/server/modules/trending';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { newId } from '../../src/server/db/ids';
import { followedTopics, rebuildStoryIndex, topicBySlug } from '../../src/server/modules/topics';
import { TOPIC_FOLLOWS_PER_MINUTE } from '../../src/shared/validation/topics';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const clock = testClock(Date.UTC(2026, 5, 15, 12));
let t: TestApp;

type Session = { cookie: string; xsrf: string };
let author: { id: string };
let other: { id: string };
let reader: { id: string };
let staff: { id: string };
let readerSession: Session;
let staffSession: Session;
const gardenIds: string[] = [];
let topicIds: Record<'gardens' | 'special' | 'staff', string>;

async function tag(postId: string, ...slugs: string[]) {
  for (const [position, slug] of slugs.entries()) {
    await t.deps.db.insertInto('tags').values({ slug, name: slug[0]!.toUpperCase() + slug.slice(1), created_at: 0 }).onConflict((oc) => oc.column('slug').doNothing()).execute();
    await t.deps.db.insertInto('post_tags').values({ post_id: postId, tag_slug: slug, position }).execute();
  }
}

async function topic(slug: string, visibility: 'PUBLIC' | 'SPECIAL' | 'STAFF', tags: string[], position: number) {
  const id = newId();
  await t.deps.db.insertInto('topics').values({ id, slug, name: slug, visibility, category: 'Life', position, created_at: 0 }).execute();
  for (const [i, slug2] of tags.entries()) await t.deps.db.insertInto('topic_tags').values({ topic_id: id, tag_slug: slug2, position: i }).execute();
  return id;
}

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, session?: Session) {
  const result = await t.graphql<T>(query, variables, session ? { cookie: session.cookie, xsrf: session.xsrf } : {});
  return result;
}

const LATEST = `query($slug: String!, $paging: PagingOptions) { tagFromSlug(tagSlug: $slug) { id displayTitle postCount
  latestPosts(paging: $paging) { posts { id } pagingInfo { next { limit to } } } } }`;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const db = t.deps.db;
  author = await createUser(db, { name: 'Author' });
  other = await createUser(db, { name: 'Other' });
  reader = await createUser(db, { name: 'Reader' });
  staff = await createUser(db, { name: 'Staff' });
  await db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
  const now = clock.now();
  // Twelve listed garden stories, one a day, the newest yesterday; the two newest by another writer.
  for (let i = 0; i < 12; i++) {
    const post = await createPost(db, i < 2 ? other.id : author.id, { title: `Garden ${i}`, publishedAt: now - (i + 1) * DAY });
    await tag(post.id, 'gardens', i % 2 === 0 ? 'soil' : 'seeds');
    gardenIds.push(post.id);
  }
  // Claps for Top: the story of 3 days ago most, then one from 100 days ago, then 200.
  const claps = [
    [gardenIds[2]!, 50],
    [gardenIds[5]!, 20],
  ] as const;
  for (const [id, n] of claps) await db.insertInto('clap_counts').values({ target_type: 'post', target_id: id, clap_count: n, clapper_count: 1 }).execute();
  const old = await createPost(db, author.id, { title: 'Old garden', publishedAt: now - 100 * DAY });
  await tag(old.id, 'gardens');
  await db.insertInto('clap_counts').values({ target_type: 'post', target_id: old.id, clap_count: 500, clapper_count: 1 }).execute();
  gardenIds.push(old.id);
  // Never listed: unlisted, draft, deleted, suspended.
  for (const options of [{ visibility: 'UNLISTED' as const }, { published: false }, { deleted: true }, { suspended: true }]) {
    const hidden = await createPost(db, author.id, { title: `Hidden ${JSON.stringify(options)}`, ...options });
    await tag(hidden.id, 'gardens');
  }
  topicIds = {
    gardens: await topic('gardening', 'PUBLIC', ['gardens', 'soil'], 0),
    special: await topic('editors-gardens', 'SPECIAL', ['seeds'], 1),
    staff: await topic('staff-gardens', 'STAFF', ['gardens'], 2),
  };
  await rebuildStoryIndex(db);
  readerSession = await t.signIn(reader.id);
  staffSession = await t.signIn(staff.id);
});
afterAll(() => t.close());

describe('tag pages', () => {
  it('pages through a tag’s listed stories newest first with a keyset cursor, never showing unlisted, drafts, deleted or suspended ones', async () => {
    const seen: string[] = [];
    let to: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await gql<{ tagFromSlug: { postCount: number; latestPosts: { posts: { id: string }[]; pagingInfo: { next: { to: string } | null } } } }>(LATEST, {
        slug: 'gardens',
        paging: { limit: 5, to },
      });
      expect(data?.tagFromSlug.postCount).toBe(13);
      seen.push(...data!.tagFromSlug.latestPosts.posts.map((p) => p.id));
      to = data!.tagFromSlug.latestPosts.pagingInfo.next?.to;
      if (!to) break;
    }
    expect(seen).toEqual(gardenIds);
  });

  it('answers null for a tag no listed story carries', async () => {
    expect((await gql(LATEST, { slug: 'no-such-tag' })).data).toEqual({ tagFromSlug: null });
  });

  it('orders Top by claps within the period', async () => {
    const TOP = `query($period: TopPeriod!) { tagFromSlug(tagSlug: "gardens") { topPosts(period: $period, paging: { limit: 3 }) { posts { id } } } }`;
    const top = async (period: string) => ((await gql<{ tagFromSlug: { topPosts: { posts: { id: string }[] } } }>(TOP, { period })).data!.tagFromSlug.topPosts.posts.map((p) => p.id));
    // Stories without claps follow, in a fixed order (their ids) so the cursor stays exact.
    expect((await top('WEEK')).slice(0, 2)).toEqual([gardenIds[2], gardenIds[5]]);
    expect((await top('YEAR'))[0]).toBe(gardenIds[12]);
    expect((await top('ALL_TIME')).slice(0, 3)).toEqual([gardenIds[12], gardenIds[2], gardenIds[5]]);
  });

  it('counts the archive by year, month and day, and lists a day’s stories', async () => {
    const ARCHIVE = `query($year: Int, $month: Int) { tagFromSlug(tagSlug: "gardens") { archivePeriods(year: $year, month: $month) { year month day postCount } } }`;
    const years = (await gql<{ tagFromSlug: { archivePeriods: unknown[] } }>(ARCHIVE)).data!.tagFromSlug.archivePeriods;
    expect(years).toEqual([{ year: 2026, month: null, day: null, postCount: 13 }]);
    const months = (await gql<{ tagFromSlug: { archivePeriods: unknown[] } }>(ARCHIVE, { year: 2026 })).data!.tagFromSlug.archivePeriods;
    expect(months).toEqual([
      { year: 2026, month: 6, day: null, postCount: 12 },
      { year: 2026, month: 3, day: null, postCount: 1 },
    ]);
    const days = (await gql<{ tagFromSlug: { archivePeriods: { day: number; postCount: number }[] } }>(ARCHIVE, { year: 2026, month: 6 })).data!.tagFromSlug.archivePeriods;
    expect(days).toHaveLength(12);
    expect(days[0]).toMatchObject({ day: 14, postCount: 1 });
    const POSTS = `{ tagFromSlug(tagSlug: "gardens") { archivePosts(year: 2026, month: 6, day: 14) { posts { id } } } }`;
    expect((await gql<{ tagFromSlug: { archivePosts: { posts: { id: string }[] } } }>(POSTS)).data!.tagFromSlug.archivePosts.posts).toEqual([{ id: gardenIds[0] }]);
  });

  it('names top writers, related tags and the tag’s topic', async () => {
    const { data } = await gql<{ tagFromSlug: Record<string, unknown> }>(
      `{ tagFromSlug(tagSlug: "gardens") { topWriters { user { id } postCount } relatedTags { normalizedTagSlug } topic { slug } } }`,
    );
    expect(data!.tagFromSlug).toEqual({
      topWriters: [
        { user: { id: author.id }, postCount: 11 },
        { user: { id: other.id }, postCount: 2 },
      ],
      relatedTags: [{ normalizedTagSlug: 'seeds' }, { normalizedTagSlug: 'soil' }],
      topic: { slug: 'gardening' },
    });
  });

  it('counts related tags again when a story of the tag is published or deleted', async () => {
    const RELATED = `{ tagFromSlug(tagSlug: "gardens") { relatedTags { normalizedTagSlug } } }`;
    const related = async () =>
      (await gql<{ tagFromSlug: { relatedTags: { normalizedTagSlug: string }[] } }>(RELATED)).data!.tagFromSlug.relatedTags.map((r) => r.normalizedTagSlug);
    const post = await createPost(t.deps.db, author.id, { title: 'Compost', publishedAt: clock.now() - DAY / 2 });
    await tag(post.id, 'gardens', 'soil', 'mulch');
    await t.deps.bus.publish(t.deps.db, 'post.published', { postId: post.id, actorId: author.id, collectionId: null, isFirstPublication: true });
    await t.jobsSettled();
    // soil is on 7 of the newest stories now, seeds on 6, mulch on 1.
    expect(await related()).toEqual(['soil', 'seeds', 'mulch']);
    await t.deps.db.updateTable('posts').set({ deleted_at: clock.now() }).where('id', '=', post.id).execute();
    await t.deps.bus.publish(t.deps.db, 'post.deleted', { postId: post.id, actorId: author.id });
    await t.jobsSettled();
    expect(await related()).toEqual(['seeds', 'soil']);
    // mulch has no listed story left: nothing related to it either.
    expect((await gql<{ tagFromSlug: { relatedTags: unknown[] } | null }>(`{ tagFromSlug(tagSlug: "mulch") { relatedTags { normalizedTagSlug } } }`)).data!.tagFromSlug?.relatedTags ?? []).toEqual([]);
  });

  it('leaves out the stories of people the reader muted', async () => {
    await gql(`mutation($id: ID!) { muteUser(targetUserId: $id) { __typename } }`, { id: other.id }, readerSession);
    const { data } = await gql<{ tagFromSlug: { latestPosts: { posts: { id: string }[] } } }>(LATEST, { slug: 'gardens', paging: { limit: 3 } }, readerSession);
    expect(data!.tagFromSlug.latestPosts.posts.map((p) => p.id)).toEqual(gardenIds.slice(2, 5));
    await gql(`mutation($id: ID!) { unmuteUser(targetUserId: $id) { __typename } }`, { id: other.id }, readerSession);
  });
});

describe('topics', () => {
  const TOPIC = `query($slug: String!) { topic(slug: $slug) { id name visibility postCount followerCount tags { normalizedTagSlug } viewerEdge { isFollowing }
    posts(sort: NEW, paging: { limit: 2 }) { posts { id } } } }`;

  it('shows a public topic’s stories from all its tags, and keeps STAFF topics to staff', async () => {
    const { data } = await gql<{ topic: Record<string, unknown> }>(TOPIC, { slug: 'gardening' });
    expect(data!.topic).toMatchObject({ visibility: 'PUBLIC', postCount: 13, tags: [{ normalizedTagSlug: 'gardens' }, { normalizedTagSlug: 'soil' }], posts: { posts: [{ id: gardenIds[0] }, { id: gardenIds[1] }] } });
    expect((await gql(TOPIC, { slug: 'staff-gardens' }, readerSession)).data).toEqual({ topic: null });
    expect((await gql<{ topic: { visibility: string } }>(TOPIC, { slug: 'staff-gardens' }, staffSession)).data!.topic.visibility).toBe('STAFF');
    expect(await topicBySlug(t.deps.db, 'staff-gardens', { isStaff: false })).toBeNull();
    expect(await topicBySlug(t.deps.db, 'gardening')).toMatchObject({ slug: 'gardening', tagSlugs: ['gardens', 'soil'] });
  });

  it('lists public topics on /topics; SPECIAL ones open by address only', async () => {
    const list = async (session?: Session) => (await gql<{ topics: { slug: string }[] }>(`{ topics { slug } }`, {}, session)).data!.topics.map((x) => x.slug);
    expect(await list()).toEqual(['gardening']);
    expect(await list(staffSession)).toEqual(['gardening', 'staff-gardens']);
    expect((await gql<{ topic: { visibility: string } }>(TOPIC, { slug: 'editors-gardens' })).data!.topic.visibility).toBe('SPECIAL');
  });

  it('offers no chip for a topic’s tag without stories, and that tag’s page says it has none instead of 404', async () => {
    await t.deps.db.insertInto('tags').values({ slug: 'compost', name: 'Compost', created_at: 0 }).execute();
    await t.deps.db.insertInto('topic_tags').values({ topic_id: topicIds.gardens, tag_slug: 'compost', position: 2 }).execute();
    await t.deps.db.insertInto('tags').values({ slug: 'drafted', name: 'Drafted', created_at: 0 }).execute();
    try {
      const { data } = await gql<{ topic: { tags: { normalizedTagSlug: string }[] } }>(TOPIC, { slug: 'gardening' });
      expect(data!.topic.tags.map((x) => x.normalizedTagSlug)).toEqual(['gardens', 'soil']);
      const topics = await t.app.inject({ method: 'GET', url: '/topics' });
      expect(topics.statusCode).toBe(200);
      expect(topics.body).toContain('href="/tag/gardens"');
      expect(topics.body).not.toContain('/tag/compost');
      const empty = await t.app.inject({ method: 'GET', url: '/tag/compost' });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('No stories carry this tag yet.');
      expect(empty.body).toContain('<meta name="robots" content="noindex, follow">');
      // A tag in no topic and on no listed story is still unknown.
      expect((await t.app.inject({ method: 'GET', url: '/tag/drafted' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/tag/no-such-tag' })).statusCode).toBe(404);
    } finally {
      await t.deps.db.deleteFrom('topic_tags').where('tag_slug', '=', 'compost').execute();
    }
  });

  it('sorts a topic by HOT (the trending scores) and the Top windows', async () => {
    const SORTED = `query($sort: TopicSort) { topic(slug: "gardening") { posts(sort: $sort, paging: { limit: 1 }) { posts { id } } } }`;
    const first = async (sort: string) => (await gql<{ topic: { posts: { posts: { id: string }[] } } }>(SORTED, { sort })).data!.topic.posts.posts[0]?.id;
    // HOT is what readers are reading now, not the week's claps: a story read today leads once the job scores it.
    const hot = gardenIds[7]!;
    const author = (await t.deps.db.selectFrom('posts').select('creator_id').where('id', '=', hot).executeTakeFirstOrThrow()).creator_id;
    await t.deps.bus.publish(t.deps.db, 'post.read', { readerId: reader.id, postId: hot, authorId: author, collectionId: null, engagedMs: 60_000 });
    await t.jobsSettled();
    await recomputeTrending(systemContext(t.deps), { at: clock.now() });
    expect(await first('HOT')).toBe(hot);
    expect(await first('TOP_ALL_TIME')).toBe(gardenIds[12]);
    expect(await first('TOP_MONTH')).toBe(gardenIds[2]);
  });

  it('follows and unfollows behind a sign-in, counting followers once', async () => {
    const FOLLOW = `mutation($id: ID!) { followTopic(topicId: $id) { __typename ... on Topic { followerCount viewerEdge { isFollowing } } } }`;
    const UNFOLLOW = `mutation($id: ID!) { unfollowTopic(topicId: $id) { __typename ... on Topic { followerCount viewerEdge { isFollowing } } } }`;
    const signedOut = await gql(FOLLOW, { id: topicIds.gardens });
    expect(signedOut.errors?.[0]?.message).toBe('You need to sign in first.');
    expect((await gql(FOLLOW, { id: topicIds.gardens }, readerSession)).data).toEqual({ followTopic: { __typename: 'Topic', followerCount: 1, viewerEdge: { isFollowing: true } } });
    expect((await gql(FOLLOW, { id: topicIds.gardens }, readerSession)).data).toEqual({ followTopic: { __typename: 'Topic', followerCount: 1, viewerEdge: { isFollowing: true } } });
    expect((await gql(FOLLOW, { id: topicIds.staff }, readerSession)).data).toEqual({ followTopic: { __typename: 'NotFound' } });
    expect((await followedTopics(t.deps.db, reader.id)).map((x) => x.tagSlugs)).toEqual([['gardens', 'soil']]);
    const FOLLOWED = `{ followedTopics { topics { slug } } }`;
    expect((await gql(FOLLOWED, {}, readerSession)).data).toEqual({ followedTopics: { topics: [{ slug: 'gardening' }] } });
    expect((await gql(UNFOLLOW, { id: topicIds.gardens }, readerSession)).data).toEqual({ unfollowTopic: { __typename: 'Topic', followerCount: 0, viewerEdge: { isFollowing: false } } });
  });

  it('limits how fast one reader follows and unfollows', async () => {
    const someone = await t.signIn((await createUser(t.deps.db)).id);
    const FOLLOW = `mutation($id: ID!) { followTopic(topicId: $id) { __typename } }`;
    for (let i = 0; i < TOPIC_FOLLOWS_PER_MINUTE; i++) await gql(FOLLOW, { id: topicIds.gardens }, someone);
    expect((await gql(FOLLOW, { id: topicIds.gardens }, someone)).data).toEqual({ followTopic: { __typename: 'TooManyRequests' } });
    clock.advance(61_000);
  });

  it('follows by a plain form post to /_/subscriptions/topic/{id}/', async () => {
    const post = (body: Record<string, string>, session?: Session) =>
      t.app.inject({
        method: 'POST',
        url: `/_/subscriptions/topic/${topicIds.special}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(session ? { cookie: session.cookie } : {}) },
        payload: new URLSearchParams(body).toString(),
      });
    const signedOut = await post({ action: 'follow', redirect: '/topic/editors-gardens' });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/m\/signin\?redirect=/);
    expect((await post({ action: 'follow', xsrf: 'wrong' }, readerSession)).statusCode).toBe(403);
    const done = await post({ action: 'follow', xsrf: readerSession.xsrf, redirect: '/topic/editors-gardens' }, readerSession);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/topic/editors-gardens');
    expect((await followedTopics(t.deps.db, reader.id)).map((x) => x.slug)).toEqual(['editors-gardens']);
    await post({ action: 'unfollow', xsrf: readerSession.xsrf }, readerSession);
    expect(await followedTopics(t.deps.db, reader.id)).toEqual([]);
    const asked = await t.app.inject({ method: 'GET', url: `/_/subscriptions/topic/${topicIds.special}/?action=follow`, headers: { cookie: readerSession.cookie } });
    expect(asked.body).toContain('Follow editors-gardens?');
  });
});

describe('publishing and the story index', () => {
  const PUBLISH = `mutation($id: ID!, $tags: [String!]!) { publishPost(postId: $id, input: { tags: $tags, visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename ... on Post { tags { normalizedTagSlug } } ... on BadRequest { message } } }`;

  it('publishes a story without tags', async () => {
    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const draft = await createPost(t.deps.db, writer.id, { published: false });
    expect((await gql(PUBLISH, { id: draft.id, tags: [] }, session)).data).toEqual({ publishPost: { __typename: 'Post', tags: [] } });
  });

  it('indexes a story when it is published and takes it out when it is unpublished', async () => {
    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const draft = await createPost(t.deps.db, writer.id, { published: false });
    await gql(PUBLISH, { id: draft.id, tags: ['Compost'] }, session);
    await t.jobsSettled();
    const latest = async () => (await gql<{ tagFromSlug: { postCount: number; latestPosts: { posts: { id: string }[] } } | null }>(LATEST, { slug: 'compost' })).data!.tagFromSlug;
    expect(await latest()).toMatchObject({ postCount: 1, latestPosts: { posts: [{ id: draft.id }] } });
    await gql(`mutation($id: ID!) { unpublishPost(postId: $id) { __typename } }`, { id: draft.id }, session);
    await t.jobsSettled();
    expect(await latest()).toBeNull();
  });
});
