import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedFromRows } from '../../src/server/modules/relations/relations.repo';
import { reindexUsers } from '../../src/server/modules/search';
import { RELATION_MESSAGES, RELATION_RATE_LIMITS } from '../../src/shared/validation/relations';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const events: { name: string; payload: Record<string, unknown> }[] = [];
const EVENT_NAMES = [
  'user.followed',
  'user.unfollowed',
  'collection.followed',
  'collection.unfollowed',
  'user.muted',
  'user.unmuted',
  'collection.muted',
  'collection.unmuted',
  'user.blocked',
  'user.unblocked',
  'user.reported',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of EVENT_NAMES) {
    t.deps.bus.subscribe(name, 'relations-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const RESULT = `__typename
  ... on BadRequest { message }
  ... on Forbidden { message }
  ... on NotFound { message }
  ... on TooManyRequests { message }`;
const USER_RESULT = `${RESULT}
  ... on User { id socialStats { followerCount followingCount collectionFollowingCount } viewerEdge { id isFollowing isMuting isBlocking isBlockedBy hasReported } }`;
const COLLECTION_RESULT = `${RESULT}
  ... on Collection { id followerCount viewerEdge { id isFollowing isMuting isEditor } }`;

const FOLLOW = `mutation($id: ID!) { followUser(targetUserId: $id) { ${USER_RESULT} } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollowUser(targetUserId: $id) { ${USER_RESULT} } }`;
const FOLLOW_C = `mutation($id: ID!) { followCollection(targetCollectionId: $id) { ${COLLECTION_RESULT} } }`;
const UNFOLLOW_C = `mutation($id: ID!) { unfollowCollection(targetCollectionId: $id) { ${COLLECTION_RESULT} } }`;
const MUTE = `mutation($id: ID!) { muteUser(targetUserId: $id) { ${USER_RESULT} } }`;
const UNMUTE = `mutation($id: ID!) { unmuteUser(targetUserId: $id) { ${USER_RESULT} } }`;
const MUTE_C = `mutation($id: ID!) { muteCollection(targetCollectionId: $id) { ${COLLECTION_RESULT} } }`;
const UNMUTE_C = `mutation($id: ID!) { unmuteCollection(targetCollectionId: $id) { ${COLLECTION_RESULT} } }`;
const BLOCK = `mutation($userId: ID!, $id: ID!) { blockUser(userId: $userId, targetUserId: $id) { ${USER_RESULT} } }`;
const UNBLOCK = `mutation($userId: ID!, $id: ID!) { unblockUser(userId: $userId, targetUserId: $id) { ${USER_RESULT} } }`;
const REPORT = `mutation($userId: ID!, $id: ID!, $also: Boolean!, $reason: String) {
  reportAndMaybeBlockUser(userId: $userId, targetUserId: $id, alsoBlockUser: $also, reason: $reason) { ${USER_RESULT} }
}`;
const USER = `query($id: ID!) { user(id: $id) { id socialStats { followerCount followingCount collectionFollowingCount } viewerEdge { id isFollowing isMuting isBlocking isBlockedBy hasReported createdAt lastPostCreatedAt } } }`;
const COLLECTION = `query($id: ID!) { collection(id: $id) { id followerCount viewerEdge { id isFollowing isMuting isEditor } } }`;
const FEED = `query($paging: PagingOptions) { latestPostsConnection(paging: $paging) { posts { id } pagingInfo { next { limit to } } } }`;

function eventsFor(name: string, match: Record<string, unknown>) {
  return events.filter((e) => e.name === name && Object.entries(match).every(([k, v]) => e.payload[k] === v));
}

describe('following people', () => {
  it('follows, counts both ends, refuses a second follow, and unfollows idempotently', async () => {
    const reader = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db, { name: 'Octavia Butler' });
    const gql = await as(reader.id);

    const followed = await gql(FOLLOW, { id: writer.id });
    expect(followed.data?.followUser).toMatchObject({
      __typename: 'User',
      id: writer.id,
      socialStats: { followerCount: 1 },
      viewerEdge: { id: `userId:${writer.id}-viewerId:${reader.id}`, isFollowing: true },
    });
    expect((await gql(USER, { id: reader.id })).data?.user.socialStats).toEqual({ followerCount: 0, followingCount: 1, collectionFollowingCount: 0 });

    const again = await gql(FOLLOW, { id: writer.id });
    expect(again.data?.followUser).toEqual({ __typename: 'BadRequest', message: "You're already following Octavia Butler on Quire" });
    expect((await gql(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(1);

    for (let i = 0; i < 2; i++) {
      const unfollowed = await gql(UNFOLLOW, { id: writer.id });
      expect(unfollowed.data?.unfollowUser).toMatchObject({ __typename: 'User', socialStats: { followerCount: 0 }, viewerEdge: { isFollowing: false } });
    }
    await t.jobsSettled();
    expect(eventsFor('user.followed', { actorId: reader.id, targetUserId: writer.id })).toHaveLength(1);
    // The second unfollow changed nothing, so it told nobody.
    expect(eventsFor('user.unfollowed', { actorId: reader.id, targetUserId: writer.id })).toHaveLength(1);
  });

  it('refuses following yourself, someone unknown, and someone who blocked you', async () => {
    const reader = await createUser(t.deps.db);
    const blocker = await createUser(t.deps.db);
    const gql = await as(reader.id);
    expect((await gql(FOLLOW, { id: reader.id })).data?.followUser).toEqual({ __typename: 'BadRequest', message: 'You cannot follow yourself on Quire' });
    expect((await gql(FOLLOW, { id: 'ffffffffffff' })).data?.followUser).toEqual({ __typename: 'NotFound', message: 'User not found' });

    const blockerGql = await as(blocker.id);
    expect((await blockerGql(BLOCK, { userId: blocker.id, id: reader.id })).data?.blockUser.__typename).toBe('User');
    expect((await gql(FOLLOW, { id: blocker.id })).data?.followUser).toEqual({
      __typename: 'Forbidden',
      message: 'This user had blocked you from following them or viewing their stories.',
    });
    // And the one who blocked cannot follow the person they block until they unblock.
    expect((await blockerGql(FOLLOW, { id: reader.id })).data?.followUser.__typename).toBe('Forbidden');
    expect((await blockerGql(USER, { id: blocker.id })).data?.user.socialStats.followerCount).toBe(0);
  });

  it('lists followers and following newest first, a page at a time', async () => {
    const clockless = await createUser(t.deps.db);
    const fans = await Promise.all([0, 1, 2, 3, 4].map(() => createUser(t.deps.db)));
    for (const fan of fans) await (await as(fan.id))(FOLLOW, { id: clockless.id });
    const LIST = `query($id: ID!, $paging: PagingOptions) { user(id: $id) { followersConnection(paging: $paging) { users { id } pagingInfo { next { limit to } } } } }`;
    const seen: string[] = [];
    let paging: Record<string, unknown> = { limit: 2 };
    for (;;) {
      const page = (await anonymous(LIST, { id: clockless.id, paging })).data?.user.followersConnection;
      seen.push(...page.users.map((u: { id: string }) => u.id));
      if (!page.pagingInfo.next) break;
      paging = { limit: 2, to: page.pagingInfo.next.to };
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(fans.map((f) => f.id)));
    const following = await (await as(fans[0]!.id))(`query { viewerFollowedUsers { users { id } } }`);
    expect(following.data?.viewerFollowedUsers.users).toEqual([{ id: clockless.id }]);
  });
});

describe('following publications', () => {
  it('follows and unfollows a publication, with its follower count and the viewer edge', async () => {
    const editor = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id);
    const gql = await as(reader.id);
    expect((await gql(FOLLOW_C, { id: pub.id })).data?.followCollection).toMatchObject({
      __typename: 'Collection',
      followerCount: 1,
      viewerEdge: { isFollowing: true, isMuting: false },
    });
    expect((await gql(FOLLOW_C, { id: pub.id })).data?.followCollection).toEqual({
      __typename: 'BadRequest',
      message: `You're already following Publication ${pub.slug} on Quire`,
    });
    expect((await gql(COLLECTION, { id: pub.id })).data?.collection).toMatchObject({ followerCount: 1, viewerEdge: { isFollowing: true } });
    expect((await gql(USER, { id: reader.id })).data?.user.socialStats.collectionFollowingCount).toBe(1);
    expect((await gql(`query { viewerFollowedCollections { collections { id } } }`)).data?.viewerFollowedCollections.collections).toEqual([{ id: pub.id }]);
    expect((await gql(UNFOLLOW_C, { id: pub.id })).data?.unfollowCollection).toMatchObject({ followerCount: 0, viewerEdge: { isFollowing: false } });
    expect((await gql(UNFOLLOW_C, { id: pub.id })).data?.unfollowCollection.__typename).toBe('Collection');
    expect((await gql(FOLLOW_C, { id: 'ffffffffffff' })).data?.followCollection.__typename).toBe('NotFound');
    await t.jobsSettled();
    expect(eventsFor('collection.followed', { actorId: reader.id, collectionId: pub.id })).toHaveLength(1);
    expect(eventsFor('collection.unfollowed', { actorId: reader.id, collectionId: pub.id })).toHaveLength(1);
  });
});

describe('muting', () => {
  it('mutes and unmutes a person, never yourself', async () => {
    const reader = await createUser(t.deps.db);
    const loud = await createUser(t.deps.db);
    const gql = await as(reader.id);
    expect((await gql(MUTE, { id: reader.id })).data?.muteUser).toEqual({ __typename: 'BadRequest', message: 'You cannot mute yourself.' });
    expect((await gql(MUTE, { id: loud.id })).data?.muteUser).toMatchObject({ viewerEdge: { isMuting: true } });
    expect((await gql(MUTE, { id: loud.id })).data?.muteUser).toMatchObject({ viewerEdge: { isMuting: true } });
    expect((await gql(`query { viewerMutedUsers { users { id } } }`)).data?.viewerMutedUsers.users).toEqual([{ id: loud.id }]);
    expect((await gql(UNMUTE, { id: loud.id })).data?.unmuteUser).toMatchObject({ viewerEdge: { isMuting: false } });
    expect((await gql(`query { viewerMutedUsers { users { id } } }`)).data?.viewerMutedUsers.users).toEqual([]);
    await t.jobsSettled();
    expect(eventsFor('user.muted', { actorId: reader.id, targetUserId: loud.id })).toHaveLength(1);
    expect(eventsFor('user.unmuted', { actorId: reader.id, targetUserId: loud.id })).toHaveLength(1);
  });

  it('mutes a publication, but not one you edit (creator or editor); a writer may', async () => {
    const creator = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, creator.id, [
      { userId: editor.id, role: 'EDITOR' },
      { userId: writer.id, role: 'WRITER' },
    ]);
    const refused = { __typename: 'Forbidden', message: 'You cannot mute a publication you edit.' };
    expect((await (await as(creator.id))(MUTE_C, { id: pub.id })).data?.muteCollection).toEqual(refused);
    expect((await (await as(editor.id))(MUTE_C, { id: pub.id })).data?.muteCollection).toEqual(refused);
    expect((await (await as(writer.id))(MUTE_C, { id: pub.id })).data?.muteCollection).toMatchObject({ viewerEdge: { isMuting: true } });
    const gql = await as(reader.id);
    expect((await gql(MUTE_C, { id: pub.id })).data?.muteCollection).toMatchObject({ viewerEdge: { isMuting: true } });
    expect((await gql(`query { viewerMutedCollections { collections { id } } }`)).data?.viewerMutedCollections.collections).toEqual([{ id: pub.id }]);
    expect((await gql(UNMUTE_C, { id: pub.id })).data?.unmuteCollection).toMatchObject({ viewerEdge: { isMuting: false } });
    await t.jobsSettled();
    expect(eventsFor('collection.muted', { actorId: reader.id, collectionId: pub.id })).toHaveLength(1);
    expect(eventsFor('collection.unmuted', { actorId: reader.id, collectionId: pub.id })).toHaveLength(1);
    expect(eventsFor('collection.muted', { actorId: creator.id })).toHaveLength(0);
  });
});

describe('blocking and reporting', () => {
  it('blocks only as yourself, never yourself, and ends follows both ways', async () => {
    const blocker = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const bystander = await createUser(t.deps.db);
    const gql = await as(blocker.id);
    const otherGql = await as(other.id);
    await gql(FOLLOW, { id: other.id });
    await otherGql(FOLLOW, { id: blocker.id });

    expect((await gql(BLOCK, { userId: bystander.id, id: other.id })).data?.blockUser).toEqual({
      __typename: 'Forbidden',
      message: RELATION_MESSAGES.notYourself,
    });
    expect((await gql(BLOCK, { userId: blocker.id, id: blocker.id })).data?.blockUser).toEqual({ __typename: 'BadRequest', message: 'You cannot block yourself.' });

    const blocked = await gql(BLOCK, { userId: blocker.id, id: other.id });
    expect(blocked.data?.blockUser).toMatchObject({ viewerEdge: { isBlocking: true, isFollowing: false }, socialStats: { followerCount: 0, followingCount: 0 } });
    expect((await gql(USER, { id: blocker.id })).data?.user.socialStats).toMatchObject({ followerCount: 0, followingCount: 0 });
    // The person blocked no longer sees the blocker at all (their profile answers Blocked).
    expect((await otherGql(USER, { id: blocker.id })).data?.user).toBeNull();
    expect((await otherGql(`query($id: ID!) { userResult(id: $id) { __typename } }`, { id: blocker.id })).data?.userResult.__typename).toBe('Blocked');
    expect(await countedFromRows(t.deps.db, blocker.id)).toMatchObject({ followerCount: 0, followingCount: 0 });
    expect((await gql(`query { viewerBlockedUsers { users { id } } }`)).data?.viewerBlockedUsers.users).toEqual([{ id: other.id }]);
    // Blocking again changes nothing.
    expect((await gql(BLOCK, { userId: blocker.id, id: other.id })).data?.blockUser.__typename).toBe('User');

    expect((await gql(UNBLOCK, { userId: other.id, id: other.id })).data?.unblockUser.__typename).toBe('Forbidden');
    expect((await gql(UNBLOCK, { userId: blocker.id, id: other.id })).data?.unblockUser).toMatchObject({ viewerEdge: { isBlocking: false } });
    expect((await otherGql(FOLLOW, { id: blocker.id })).data?.followUser.__typename).toBe('User');

    await t.jobsSettled();
    expect(eventsFor('user.blocked', { actorId: blocker.id, targetUserId: other.id })).toHaveLength(1);
    expect(eventsFor('user.unblocked', { actorId: blocker.id, targetUserId: other.id })).toHaveLength(1);
    // The follows the block ended were told too (counts on cached pages change).
    expect(eventsFor('user.unfollowed', { actorId: blocker.id, targetUserId: other.id })).toHaveLength(1);
    expect(eventsFor('user.unfollowed', { actorId: other.id, targetUserId: blocker.id })).toHaveLength(1);
  });

  it('records one report per reader and person, and blocks when asked', async () => {
    const reporter = await createUser(t.deps.db);
    const spammer = await createUser(t.deps.db);
    const gql = await as(reporter.id);
    expect((await gql(REPORT, { userId: spammer.id, id: spammer.id, also: false })).data?.reportAndMaybeBlockUser.__typename).toBe('Forbidden');
    expect((await gql(REPORT, { userId: reporter.id, id: reporter.id, also: false })).data?.reportAndMaybeBlockUser).toEqual({
      __typename: 'BadRequest',
      message: 'You cannot report yourself.',
    });
    expect((await gql(REPORT, { userId: reporter.id, id: spammer.id, also: false, reason: 'nonsense' })).data?.reportAndMaybeBlockUser.__typename).toBe(
      'BadRequest',
    );

    const first = await gql(REPORT, { userId: reporter.id, id: spammer.id, also: false, reason: 'spam' });
    expect(first.data?.reportAndMaybeBlockUser).toMatchObject({ __typename: 'User', viewerEdge: { isBlocking: false, hasReported: true } });
    const second = await gql(REPORT, { userId: reporter.id, id: spammer.id, also: true, reason: 'harassment' });
    expect(second.data?.reportAndMaybeBlockUser).toMatchObject({ viewerEdge: { isBlocking: true, hasReported: true } });

    const rows = await t.deps.db.selectFrom('user_reports').selectAll().where('reported_user_id', '=', spammer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporter_id: reporter.id, reason: 'harassment' });
    expect(Number(rows[0]!.updated_at)).toBeGreaterThanOrEqual(Number(rows[0]!.created_at));
    await t.jobsSettled();
    expect(eventsFor('user.reported', { actorId: reporter.id, targetUserId: spammer.id })).toEqual([
      { name: 'user.reported', payload: { actorId: reporter.id, targetUserId: spammer.id, reason: 'spam', alsoBlocked: false } },
    ]);
    expect(eventsFor('user.blocked', { actorId: reporter.id, targetUserId: spammer.id })).toHaveLength(1);
  });
});

describe('who may call', () => {
  it('refuses every relation mutation to a signed-out caller and changes nothing', async () => {
    const someone = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, someone.id);
    const calls: [string, Record<string, unknown>][] = [
      [FOLLOW, { id: someone.id }],
      [UNFOLLOW, { id: someone.id }],
      [FOLLOW_C, { id: pub.id }],
      [UNFOLLOW_C, { id: pub.id }],
      [MUTE, { id: someone.id }],
      [UNMUTE, { id: someone.id }],
      [MUTE_C, { id: pub.id }],
      [UNMUTE_C, { id: pub.id }],
      [BLOCK, { userId: someone.id, id: someone.id }],
      [UNBLOCK, { userId: someone.id, id: someone.id }],
      [REPORT, { userId: someone.id, id: someone.id, also: true }],
    ];
    for (const [query, variables] of calls) {
      const res = await anonymous(query, variables);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(Object.values(res.data ?? {}).every((v) => v === null)).toBe(true);
    }
    for (const query of ['viewerMutedUsers', 'viewerMutedCollections', 'viewerBlockedUsers', 'viewerFollowedUsers', 'viewerFollowedCollections']) {
      const field = query.endsWith('Collections') ? 'collections { id }' : 'users { id }';
      expect((await anonymous(`query { ${query} { ${field} } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await anonymous(USER, { id: someone.id })).data?.user.socialStats.followerCount).toBe(0);
  });

  it('needs the session xsrf token for a signed-in caller', async () => {
    const reader = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const { cookie } = await t.signIn(reader.id);
    const res = await t.graphql(FOLLOW, { id: writer.id }, { cookie });
    expect(res.status).toBe(403);
    expect((await anonymous(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(0);
  });
});

describe('what blocking and muting change', () => {
  it('keeps a blocker’s stories from the person they blocked: post, postResult, the feed and the story page', async () => {
    const author = await createUser(t.deps.db, { username: `blocker${Date.now().toString(36)}` });
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { title: 'Behind The Wall', publishedAt: Date.now() + 10_000_000 });
    const readerGql = await as(reader.id);
    const POST = `query($id: ID!) { post(id: $id) { id } postResult(id: $id) { __typename ... on Blocked { message } ... on Post { id } } }`;
    expect((await readerGql(POST, { id: post.id })).data?.postResult.__typename).toBe('Post');

    await (await as(author.id))(BLOCK, { userId: author.id, id: reader.id });
    const blocked = await readerGql(POST, { id: post.id });
    expect(blocked.data?.post).toBeNull();
    expect(blocked.data?.postResult).toEqual({ __typename: 'Blocked', message: 'This user had blocked you from following them or viewing their stories.' });
    const feed = await readerGql(FEED, { paging: { limit: 50 } });
    expect(feed.data?.latestPostsConnection.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
    // Nor the author's own list of stories (the profile answers Blocked, and `user` is no one).
    const PROFILE_STORIES = `query($id: ID!) { userResult(id: $id) { __typename } user(id: $id) { homepagePostsConnection { posts { id } } } }`;
    const profile = await readerGql(PROFILE_STORIES, { id: author.id });
    expect(profile.data?.userResult.__typename).toBe('Blocked');
    expect(profile.data?.user).toBeNull();
    expect((await anonymous(PROFILE_STORIES, { id: author.id })).data?.user.homepagePostsConnection.posts).toEqual([{ id: post.id }]);

    const session = await t.signIn(reader.id);
    const page = await t.app.inject({ method: 'GET', url: `/p/${post.id}`, headers: { cookie: session.cookie } });
    // The story page redirects to its canonical address first, which must not reveal the story either.
    const landed = page.statusCode === 301 ? await t.app.inject({ method: 'GET', url: page.headers.location as string, headers: { cookie: session.cookie } }) : page;
    expect(landed.statusCode).toBe(403);
    expect(landed.body).toContain('This user had blocked you from following them or viewing their stories.');
    expect(landed.body).not.toContain('First paragraph.');

    // Everyone else still reads it, and so does the author.
    expect((await anonymous(POST, { id: post.id })).data?.postResult.__typename).toBe('Post');
    expect((await (await as(author.id))(POST, { id: post.id })).data?.postResult.__typename).toBe('Post');
    // The blocker does not see the blocked reader's stories in their feed either.
    const readerPost = await createPost(t.deps.db, reader.id, { publishedAt: Date.now() + 10_000_001 });
    const authorFeed = await (await as(author.id))(FEED, { paging: { limit: 50 } });
    expect(authorFeed.data?.latestPostsConnection.posts.map((p: { id: string }) => p.id)).not.toContain(readerPost.id);
  });

  it('keeps a blocker’s stories out of a publication’s lists and its featured stories for the person they blocked', async () => {
    const editor = await createUser(t.deps.db);
    const blocker = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: blocker.id, role: 'WRITER' }]);
    const hidden = await createPost(t.deps.db, blocker.id, { collectionId: pub.id, publishedAt: Date.now() - 2_000 });
    const shown = await createPost(t.deps.db, editor.id, { collectionId: pub.id, publishedAt: Date.now() - 1_000 });
    await t.deps.db.insertInto('collection_featured_posts').values({ collection_id: pub.id, post_id: hidden.id, position: 0, created_at: Date.now() }).execute();
    await (await as(blocker.id))(BLOCK, { userId: blocker.id, id: reader.id });
    const LISTS = `query($id: ID!) { collection(id: $id) { latestPostsConnection { posts { id } } featuredPosts { id } } }`;
    const seen = (await (await as(reader.id))(LISTS, { id: pub.id })).data?.collection;
    expect(seen.latestPostsConnection.posts.map((p: { id: string }) => p.id)).toEqual([shown.id]);
    expect(seen.featuredPosts).toEqual([]);
    const everyone = (await anonymous(LISTS, { id: pub.id })).data?.collection;
    expect(everyone.latestPostsConnection.posts.map((p: { id: string }) => p.id)).toEqual([shown.id, hidden.id]);
    expect(everyone.featuredPosts).toEqual([{ id: hidden.id }]);
  });

  it('leaves muted people and publications out of the home feed, page after page', async () => {
    const reader = await createUser(t.deps.db);
    const muted = await createUser(t.deps.db);
    const kept = await createUser(t.deps.db);
    const pubOwner = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, pubOwner.id);
    // Newer than anything else in this database, in a known order.
    const base = Date.now() + 20_000_000;
    const stories: { id: string; hidden: boolean }[] = [];
    for (let i = 0; i < 12; i++) {
      const by = i % 3 === 0 ? muted : kept;
      const inPub = i % 4 === 1;
      const post = await createPost(t.deps.db, inPub ? pubOwner.id : by.id, { publishedAt: base - i * 1000, collectionId: inPub ? pub.id : undefined });
      stories.push({ id: post.id, hidden: (!inPub && by === muted) || inPub });
    }
    const gql = await as(reader.id);
    await gql(MUTE, { id: muted.id });
    await gql(MUTE_C, { id: pub.id });

    const seen: string[] = [];
    let paging: Record<string, unknown> = { limit: 3 };
    while (seen.length < 12) {
      const page = (await gql(FEED, { paging })).data?.latestPostsConnection;
      expect(page.posts.length).toBeLessThanOrEqual(3);
      seen.push(...page.posts.map((p: { id: string }) => p.id));
      if (!page.pagingInfo.next) break;
      paging = { limit: 3, to: page.pagingInfo.next.to };
    }
    const expected = stories.filter((s) => !s.hidden).map((s) => s.id);
    expect(seen.slice(0, expected.length)).toEqual(expected);
    expect(seen.filter((id) => stories.some((s) => s.hidden && s.id === id))).toEqual([]);
    // A signed-out reader still gets every story.
    const everyone = (await anonymous(FEED, { paging: { limit: 12 } })).data?.latestPostsConnection.posts.map((p: { id: string }) => p.id);
    expect(everyone).toEqual(stories.map((s) => s.id));
  });
});

describe('counts under concurrent follows', () => {
  it('stays exact when many readers follow and unfollow at once, and when one reader follows many times at once', async () => {
    const star = await createUser(t.deps.db);
    const readers = await Promise.all(Array.from({ length: 24 }, () => createUser(t.deps.db)));
    const sessions = await Promise.all(readers.map((r) => as(r.id)));
    // Every reader follows; every third then unfollows, and every fourth follows twice, all at once.
    await Promise.all(
      sessions.map(async (gql, i) => {
        await Promise.all([gql(FOLLOW, { id: star.id }), ...(i % 4 === 0 ? [gql(FOLLOW, { id: star.id })] : [])]);
        if (i % 3 === 0) await Promise.all([gql(UNFOLLOW, { id: star.id }), gql(UNFOLLOW, { id: star.id })]);
      }),
    );
    const fromRows = await countedFromRows(t.deps.db, star.id);
    expect(fromRows.followerCount).toBe(24 - 8);
    expect((await anonymous(USER, { id: star.id })).data?.user.socialStats.followerCount).toBe(fromRows.followerCount);

    const one = sessions[1]!;
    const target = await createUser(t.deps.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => one(FOLLOW, { id: target.id })));
    expect(answers.filter((a) => a.data?.followUser.__typename === 'User')).toHaveLength(1);
    expect(answers.filter((a) => a.data?.followUser.__typename === 'BadRequest')).toHaveLength(5);
    expect((await anonymous(USER, { id: target.id })).data?.user.socialStats.followerCount).toBe(1);
    expect(await countedFromRows(t.deps.db, readers[1]!.id)).toMatchObject({ followingCount: (await anonymous(USER, { id: readers[1]!.id })).data?.user.socialStats.followingCount });
  });
});

describe('the hover card stats', () => {
  it('answers the join time and the last story', async () => {
    const writer = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const at = Date.now() - 3 * 86_400_000;
    await createPost(t.deps.db, writer.id, { publishedAt: at });
    await createPost(t.deps.db, writer.id, { publishedAt: at - 86_400_000 });
    await createPost(t.deps.db, writer.id, { published: false });
    const STATS = `query UserMentionTooltipStatsQuery($id: ID!) { user(id: $id) { socialStats { followerCount } viewerEdge { id createdAt lastPostCreatedAt } } }`;
    const res = await (await as(reader.id))(STATS, { id: writer.id });
    expect(res.data?.user.viewerEdge.lastPostCreatedAt).toBe(at);
    expect(typeof res.data?.user.viewerEdge.createdAt).toBe('number');
    expect((await anonymous(STATS, { id: reader.id })).data?.user.viewerEdge).toMatchObject({ lastPostCreatedAt: null, id: `userId:${reader.id}-viewerId:lo` });
  });
});

describe('forms without JavaScript', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: form(fields),
    });

  it('follows and unfollows with the session’s xsrf token and goes back to the page', async () => {
    const reader = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, writer.id);
    const session = await t.signIn(reader.id);

    const followed = await post(`/_/subscribe/user/${writer.id}/follow`, { xsrf: session.xsrf, redirect: '/@somewhere?x=1' }, session.cookie);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/@somewhere?x=1');
    expect((await anonymous(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(1);

    // A second follow is refused with the spec's message, carried to the next page as a toast.
    const again = await post(`/_/subscribe/user/${writer.id}`, { xsrf: session.xsrf, redirect: '/' }, session.cookie);
    expect(again.statusCode).toBe(303);
    expect(String(again.headers['set-cookie'])).toContain('quire_toast=');

    const unfollowed = await post(`/_/subscribe/user/${writer.id}/unfollow`, { xsrf: session.xsrf }, { ...session }.cookie);
    expect(unfollowed.statusCode).toBe(303);
    expect((await anonymous(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(0);

    expect((await post(`/_/subscribe/collection/${pub.id}/follow`, { xsrf: session.xsrf, redirect: '/x' }, session.cookie)).statusCode).toBe(303);
    expect((await anonymous(COLLECTION, { id: pub.id })).data?.collection.followerCount).toBe(1);

    expect((await post(`/_/mute/user/${writer.id}/mute`, { xsrf: session.xsrf }, session.cookie)).statusCode).toBe(303);
    expect((await (await as(reader.id))(USER, { id: writer.id })).data?.user.viewerEdge.isMuting).toBe(true);
    expect((await post(`/_/block/user/${writer.id}/block`, { xsrf: session.xsrf }, session.cookie)).statusCode).toBe(303);
    expect((await (await as(reader.id))(USER, { id: writer.id })).data?.user.viewerEdge.isBlocking).toBe(true);
    expect((await post(`/_/subscribe/user/${writer.id}/nonsense`, { xsrf: session.xsrf }, session.cookie)).statusCode).toBe(404);
  });

  it('refuses a post without the xsrf token, and sends a signed-out reader to sign in and back to a confirm page', async () => {
    const reader = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db, { name: 'Ursula K. Le Guin' });
    const session = await t.signIn(reader.id);
    const forged = await post(`/_/subscribe/user/${writer.id}/follow`, { xsrf: 'not-the-token' }, session.cookie);
    expect(forged.statusCode).toBe(403);
    expect((await post(`/_/subscribe/user/${writer.id}/follow`, {}, session.cookie)).statusCode).toBe(403);
    expect((await anonymous(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(0);

    const signedOut = await post(`/_/subscribe/user/${writer.id}/follow`, { redirect: '/@ursula' });
    expect(signedOut.statusCode).toBe(302);
    const signIn = new URL(signedOut.headers.location as string, 'http://x');
    expect(signIn.pathname).toBe('/m/signin');
    const comeBack = signIn.searchParams.get('redirect')!;
    expect(comeBack).toBe(`/_/subscribe/user/${writer.id}/follow?redirect=%2F%40ursula`);

    const confirm = await t.app.inject({ method: 'GET', url: comeBack, headers: { cookie: session.cookie } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Follow Ursula K. Le Guin?');
    expect(confirm.body).toContain(`value="${session.xsrf}"`);
    expect(confirm.body).toContain('value="/@ursula"');
    expect((await anonymous(USER, { id: writer.id })).data?.user.socialStats.followerCount).toBe(0);
  });
});

describe('cached pages', () => {
  it('purges the pages that show a changed follower count', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id, { title: 'Counted Readers' });
    const url = `/p/${story.id}`;
    const get = async () => {
      const first = await t.app.inject({ method: 'GET', url });
      return first.statusCode === 301 ? t.app.inject({ method: 'GET', url: first.headers.location as string }) : first;
    };
    await get();
    expect((await get()).headers['x-cache-status']).toBe('hit');
    await (await as(reader.id))(FOLLOW, { id: author.id });
    await t.jobsSettled();
    expect((await get()).headers['x-cache-status']).toBe('miss');
  });
});

describe('rate limits', () => {
  it('counts every attempt per reader and refuses past the limit', async () => {
    const clock = testClock(Date.UTC(2026, 0, 5, 10, 0, 30));
    const app = await createTestApp({}, { now: clock.now });
    try {
      const reader = await createUser(app.deps.db);
      const target = await createUser(app.deps.db);
      const session = await app.signIn(reader.id);
      const perMinute = RELATION_RATE_LIMITS.follow[0]!.limit;
      for (let i = 0; i < perMinute; i++) {
        const res = await app.graphql(i % 2 ? UNFOLLOW : FOLLOW, { id: target.id }, session);
        expect((res.data as Record<string, { __typename: string }>)[i % 2 ? 'unfollowUser' : 'followUser']!.__typename).toBe('User');
      }
      const over = await app.graphql(FOLLOW, { id: target.id }, session);
      expect((over.data as { followUser: unknown }).followUser).toEqual({ __typename: 'TooManyRequests', message: RELATION_MESSAGES.tooMany });
      // Another reader is not held back.
      const other = await createUser(app.deps.db);
      expect(((await app.graphql(FOLLOW, { id: target.id }, await app.signIn(other.id))).data as { followUser: { __typename: string } }).followUser.__typename).toBe(
        'User',
      );
      clock.advance(120_000);
      expect(((await app.graphql(FOLLOW, { id: target.id }, session)).data as { followUser: { __typename: string } }).followUser.__typename).toBe('User');
    } finally {
      await app.close();
    }
  });
});

describe('a person who blocked the reader', () => {
  it('is shown to them nowhere: not by user (the hover card), nor in followers, following, clappers, mentions or search', async () => {
    const name = `Hidden Blocker ${Date.now().toString(36)}`;
    const blocker = await createUser(t.deps.db, { name });
    await t.deps.db.updateTable('users').set({ bio: 'A bio to keep' }).where('id', '=', blocker.id).execute();
    const reader = await createUser(t.deps.db);
    const friend = await createUser(t.deps.db, { name: 'Open Friend' });
    const post = await createPost(t.deps.db, friend.id, { publishedAt: Date.now() - 1_000 });
    await (await as(blocker.id))(FOLLOW, { id: friend.id });
    await (await as(friend.id))(FOLLOW, { id: blocker.id });
    await (await as(blocker.id))(`mutation($id: ID!) { clap(targetPostId: $id, numClaps: 3) { __typename } }`, { id: post.id });
    await (await as(blocker.id))(BLOCK, { userId: blocker.id, id: reader.id });
    await t.jobsSettled();
    await reindexUsers(t.deps.db, [blocker.id], Date.now());

    const PEOPLE = `query($id: ID!, $friend: ID!, $post: ID!, $name: String!) {
      user(id: $id) { id name bio }
      userResult(id: $id) { __typename }
      friend: user(id: $friend) { followersConnection { users { id } } followingConnection { users { id } } }
      post(id: $post) { clappers { clappers { user { id } } } }
      mentionSuggestions(query: $name) { id }
      searchUsers(query: $name) { users { id } }
    }`;
    const variables = { id: blocker.id, friend: friend.id, post: post.id, name };
    const seen = await (await as(reader.id))(PEOPLE, variables);
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.user).toBeNull();
    expect(seen.data?.userResult.__typename).toBe('Blocked');
    expect(seen.data?.friend.followersConnection.users).toEqual([]);
    expect(seen.data?.friend.followingConnection.users).toEqual([]);
    expect(seen.data?.post.clappers.clappers).toEqual([]);
    expect(seen.data?.mentionSuggestions).toEqual([]);
    expect(seen.data?.searchUsers.users).toEqual([]);

    // Anyone else sees the blocker everywhere.
    const other = await (await as(friend.id))(PEOPLE, variables);
    expect(other.data?.user).toEqual({ id: blocker.id, name, bio: 'A bio to keep' });
    expect(other.data?.mentionSuggestions).toEqual([{ id: blocker.id }]);
    expect(other.data?.searchUsers.users).toEqual([{ id: blocker.id }]);
    expect((await anonymous(PEOPLE.replace('mentionSuggestions(query: $name) { id }', ''), variables)).data?.friend.followersConnection.users).toEqual([{ id: blocker.id }]);
    expect(other.data?.post.clappers.clappers).toEqual([{ user: { id: blocker.id } }]);
  });

  it('cannot be followed by them in the same instant they block: of a follow and a block raced together, never both', async () => {
    for (let round = 0; round < 40; round += 1) {
      const blocker = await createUser(t.deps.db);
      const follower = await createUser(t.deps.db);
      const [blockerGql, followerGql] = await Promise.all([as(blocker.id), as(follower.id)]);
      const follow = () => followerGql(FOLLOW, { id: blocker.id });
      const block = () => blockerGql(BLOCK, { userId: blocker.id, id: follower.id });
      // Each goes first in turn, so that one's check falls between the other's steps in some rounds.
      const [followed] = round % 2 === 0 ? await Promise.all([follow(), block()]) : (await Promise.all([block(), follow()])).reverse();
      expect(['User', 'Forbidden']).toContain(followed?.data?.followUser.__typename);
      const follows = await t.deps.db.selectFrom('user_follows').select('follower_id').where('follower_id', '=', follower.id).where('followed_id', '=', blocker.id).execute();
      const blocks = await t.deps.db.selectFrom('user_blocks').select('blocker_id').where('blocker_id', '=', blocker.id).where('blocked_id', '=', follower.id).execute();
      expect(blocks).toHaveLength(1);
      expect(follows).toEqual([]);
      expect(await countedFromRows(t.deps.db, blocker.id)).toMatchObject({ followerCount: 0 });
    }
  });
});
