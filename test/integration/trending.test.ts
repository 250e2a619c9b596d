import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { mutationAccess } from '../../src/server/graphql/schema';
import type { DomainEvents } from '../../src/server/jobs';
import { insertUserMute } from '../../src/server/modules/relations';
import { enqueueDueTrending, hotPostIds, recomputeTrending, trendingPostIds } from '../../src/server/modules/trending';
import { forgetWatermark, recordActivity } from '../../src/server/modules/trending/trending.repo';
import { TRENDING_INTERVAL_MS } from '../../src/server/modules/trending/trending.job';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let t: TestApp;
const clock = testClock(Date.UTC(2026, 2, 2, 12, 0, 0));

/** Readers who clap and read in these tests (events name real people, as their modules write them). */
const crowd: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  for (let i = 0; i < 30; i++) crowd.push((await createUser(t.deps.db)).id);
});
afterAll(() => t.close());

const TRENDING = `query($mode: String, $topicSlug: String, $paging: PagingOptions) {
  trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) { posts { id title } pagingInfo { next { limit to } } }
}`;
const TOP = `query($period: String, $paging: PagingOptions) { topStories(period: $period, paging: $paging) { posts { id } pagingInfo { next { to } } } }`;

type Connection = { posts: { id: string; title: string }[]; pagingInfo: { next: { limit: number; to: string } | null } };

async function trending(variables: Record<string, unknown> = {}, session?: { cookie: string; xsrf: string }) {
  const result = await t.graphql<{ trendingPosts: Connection }>(TRENDING, variables, session);
  expect(result.errors).toBeUndefined();
  return result.data!.trendingPosts;
}
const ids = (connection: { posts: { id: string }[] }) => connection.posts.map((p) => p.id);

/** An event as its module writes it: dated by the app's clock, delivered to subscribers as jobs. */
async function happen<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
  await t.deps.bus.publish(t.deps.db, name, payload);
}
const authorOf = async (postId: string) =>
  (await t.deps.db.selectFrom('posts').select('creator_id').where('id', '=', postId).executeTakeFirstOrThrow()).creator_id;
async function claps(postId: string, n: number) {
  const authorId = await authorOf(postId);
  await happen('post.clapped', { actorId: crowd[0]!, postId, authorId, clapsAdded: n, viewerClapCount: n, clapCount: n });
}
async function reads(postId: string, n: number) {
  const authorId = await authorOf(postId);
  for (let i = 0; i < n; i++) await happen('post.read', { readerId: crowd[i]!, postId, authorId, collectionId: null, engagedMs: 60_000 });
}
/** The job of the next interval, as the clock of any process would write it (one run per interval). */
async function runJob() {
  await t.jobsSettled();
  clock.advance(TRENDING_INTERVAL_MS);
  await enqueueDueTrending(t.deps);
  await t.jobsSettled();
}
async function clearScores() {
  await t.deps.db.deleteFrom('trending_scores').execute();
  await t.deps.db.deleteFrom('trending_activity').execute();
}

describe('trending decay with an injected clock', () => {
  it('ranks by decayed activity: newer activity overtakes older, per mode, and old activity leaves the window', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const older = await createPost(t.deps.db, writer.id, { title: 'Forty claps on Monday' });
    const newer = await createPost(t.deps.db, writer.id, { title: 'Four reads on Thursday' });

    await claps(older.id, 40); // weighs 10 reads
    await runJob();
    expect(ids(await trending({ mode: 'week' }))).toEqual([older.id]);

    clock.advance(3 * DAY);
    await reads(newer.id, 4);
    await runJob();
    // Week (half-life 36 h): 10 × 2^-2 = 2.5 < 4. Month (half-life 5 days): 10 × 2^-0.6 ≈ 6.6 > 4.
    expect(ids(await trending({ mode: 'week' }))).toEqual([newer.id, older.id]);
    expect(ids(await trending({ mode: 'month' }))).toEqual([older.id, newer.id]);
    // Today looks back two days only.
    expect(ids(await trending({ mode: 'today' }))).toEqual([newer.id]);
    // No mode: the default, week.
    expect(ids(await trending())).toEqual([newer.id, older.id]);

    clock.advance(5 * DAY);
    await runJob();
    expect(ids(await trending({ mode: 'week' }))).toEqual([newer.id]);
    expect(ids(await trending({ mode: 'today' }))).toEqual([]);

    clock.advance(30 * DAY);
    await runJob();
    expect(ids(await trending({ mode: 'month' }))).toEqual([]);
    // Activity no window needs is gone; the job read only stories with activity.
    expect(await t.deps.db.selectFrom('trending_activity').selectAll().execute()).toEqual([]);
  });

  it('runs once per interval however many processes ask, and only over stories with recent activity', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const quiet = await createPost(t.deps.db, writer.id);
    const busy = await createPost(t.deps.db, writer.id);
    await reads(busy.id, 1);
    await t.jobsSettled();
    const at = Math.floor(clock.now() / TRENDING_INTERVAL_MS) * TRENDING_INTERVAL_MS;
    await enqueueDueTrending(t.deps);
    await enqueueDueTrending(t.deps);
    const runs = await t.deps.db.selectFrom('jobs').select('key').where('key', '=', `trending.recompute:${at}`).execute();
    expect(runs).toHaveLength(1);
    await t.jobsSettled();
    // Even a full run (no watermark) reads only the stories with activity in the longest window.
    await forgetWatermark(t.deps.db);
    expect(await recomputeTrending(systemContext(t.deps), { at: clock.now() })).toMatchObject({ full: true, timed: 1 });
    expect(await trendingPostIds(systemContext(t.deps), { limit: 10 })).toEqual([busy.id]);
    expect(await trendingPostIds(systemContext(t.deps), { limit: 10 })).not.toContain(quiet.id);
  });

  it('counts an event once however often it is delivered', async () => {
    const writer = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, writer.id);
    const event = { eventId: 'e1e1e1e1e1e1', postId: post.id, hour: clock.now() - (clock.now() % HOUR), kind: 'reads' as const, amount: 1, now: clock.now() };
    expect(await recordActivity(t.deps.db, event)).toBe(true);
    expect(await recordActivity(t.deps.db, event)).toBe(false);
    const row = await t.deps.db.selectFrom('trending_activity').selectAll().where('post_id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.reads).toBe(1);
  });
});

describe('what trending shows', () => {
  it('pages with exact cursors, keeps them across runs, and leaves out ignored ids', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const posts = [];
    for (let i = 0; i < 5; i++) {
      const post = await createPost(t.deps.db, writer.id);
      await reads(post.id, 5 - i);
      posts.push(post.id);
    }
    await runJob();
    const first = await trending({ mode: 'today', paging: { limit: 2 } });
    expect(ids(first)).toEqual(posts.slice(0, 2));
    // Time passes and the job runs again: decay alone changes no score, so the cursor still holds.
    await runJob();
    const second = await trending({ mode: 'today', paging: { limit: 2, to: first.pagingInfo.next!.to } });
    expect(ids(second)).toEqual(posts.slice(2, 4));
    const last = await trending({ mode: 'today', paging: { limit: 2, to: second.pagingInfo.next!.to } });
    expect(ids(last)).toEqual(posts.slice(4));
    expect(last.pagingInfo.next).toBeNull();
    expect(ids(await trending({ mode: 'today', paging: { limit: 2, ignoredIds: [posts[0]] } }))).toEqual(posts.slice(1, 3));
    expect((await hotPostIds(systemContext(t.deps), { limit: 2 })).ids).toEqual(posts.slice(0, 2));
  });

  it('shows only listed stories: never unlisted, drafts, responses, deleted or suspended; an unpublished one goes at once and comes back at once', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const listed = await createPost(t.deps.db, writer.id);
    const locked = await createPost(t.deps.db, writer.id, { visibility: 'LOCKED' });
    const unlisted = await createPost(t.deps.db, writer.id, { visibility: 'UNLISTED' });
    const deleted = await createPost(t.deps.db, writer.id, { deleted: true });
    const suspended = await createPost(t.deps.db, writer.id, { suspended: true });
    const response = await createPost(t.deps.db, writer.id);
    await t.deps.db.updateTable('posts').set({ is_response: 1 }).where('id', '=', response.id).execute();
    for (const post of [listed, locked, unlisted, deleted, suspended, response]) await reads(post.id, 1);
    await runJob();
    expect(new Set(ids(await trending({ mode: 'today' })))).toEqual(new Set([listed.id, locked.id]));
    expect(new Set((await hotPostIds(systemContext(t.deps), { limit: 10 })).ids)).toEqual(new Set([listed.id, locked.id]));

    // Scores do not depend on listing (pages check it as they read them): no run is needed either way.
    await t.deps.db.updateTable('posts').set({ is_published: 0 }).where('id', '=', listed.id).execute();
    expect(ids(await trending({ mode: 'today' }))).toEqual([locked.id]);
    await runJob();
    expect(ids(await trending({ mode: 'today' }))).toEqual([locked.id]);
    await t.deps.db.updateTable('posts').set({ is_published: 1 }).where('id', '=', listed.id).execute();
    expect(new Set(ids(await trending({ mode: 'today' })))).toEqual(new Set([listed.id, locked.id]));
  });

  it('leaves out the stories of people the reader muted or blocked', async () => {
    await clearScores();
    const muted = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const mutedPost = await createPost(t.deps.db, muted.id);
    const otherPost = await createPost(t.deps.db, other.id);
    await reads(mutedPost.id, 3);
    await reads(otherPost.id, 1);
    await runJob();
    await insertUserMute(t.deps.db, reader.id, muted.id, clock.now());
    const session = await t.signIn(reader.id);
    expect(ids(await trending({ mode: 'today' }))).toEqual([mutedPost.id, otherPost.id]);
    expect(ids(await trending({ mode: 'today' }, session))).toEqual([otherPost.id]);
    expect(await trendingPostIds(systemContext(t.deps), { limit: 5, viewerId: reader.id })).toEqual([otherPost.id]);
  });

  it('narrows to a topic’s tags, and refuses unknown modes and topics', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const tagged = await createPost(t.deps.db, writer.id);
    const untagged = await createPost(t.deps.db, writer.id);
    const now = clock.now();
    await t.deps.db.insertInto('tags').values({ slug: 'gardening', name: 'Gardening', created_at: now }).execute();
    await t.deps.db.insertInto('post_tags').values({ post_id: tagged.id, tag_slug: 'gardening', position: 0 }).execute();
    await t.deps.db.insertInto('topics').values({ id: 'c0c0c0c0c0c0', slug: 'outdoors', name: 'Outdoors', created_at: now }).execute();
    await t.deps.db.insertInto('topic_tags').values({ topic_id: 'c0c0c0c0c0c0', tag_slug: 'gardening', position: 0 }).execute();
    await reads(tagged.id, 1);
    await reads(untagged.id, 2);
    await runJob();
    expect(ids(await trending({ mode: 'week', topicSlug: 'outdoors' }))).toEqual([tagged.id]);
    expect((await hotPostIds(systemContext(t.deps), { tagSlugs: ['gardening'], limit: 5 })).ids).toEqual([tagged.id]);

    const badMode = await t.graphql(TRENDING, { mode: 'forever' });
    expect(badMode.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const badTopic = await t.graphql(TRENDING, { mode: 'week', topicSlug: 'no-such-topic' });
    expect(badTopic.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('counts a real clap through its event', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, writer.id);
    const session = await t.signIn(reader.id);
    const clapped = await t.graphql(`mutation($id: ID!) { clap(targetPostId: $id, numClaps: 8) { id clapCount } }`, { id: post.id }, session);
    expect(clapped.errors).toBeUndefined();
    await t.jobsSettled();
    const row = await t.deps.db.selectFrom('trending_activity').selectAll().where('post_id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.claps).toBe(8);
  });
});

describe('top stories', () => {
  it('ranks by claps inside the period and refuses unknown periods', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db);
    const monthStar = await createPost(t.deps.db, writer.id);
    const weekStar = await createPost(t.deps.db, writer.id);
    const readOnly = await createPost(t.deps.db, writer.id);
    await claps(monthStar.id, 50);
    clock.advance(10 * DAY);
    await claps(weekStar.id, 12);
    await reads(readOnly.id, 30);
    await runJob();
    const week = await t.graphql<{ topStories: Connection }>(TOP, {});
    expect(ids(week.data!.topStories)).toEqual([weekStar.id]);
    const month = await t.graphql<{ topStories: Connection }>(TOP, { period: 'month' });
    expect(ids(month.data!.topStories)).toEqual([monthStar.id, weekStar.id]);
    const bad = await t.graphql(TOP, { period: 'decade' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('staff picks and /browse', () => {
  const CREATE = `mutation($name: String!) { createCatalog(name: $name, visibility: PUBLIC) { __typename ... on Catalog { id } } }`;
  const ADD = `mutation($c: ID!, $p: ID!) { addToCatalog(catalogId: $c, postId: $p) { __typename } }`;
  const SET = `mutation($c: ID!, $s: String) { setCatalogBrowseSlug(catalogId: $c, browseSlug: $s) {
    __typename ... on Catalog { id browseSlug } ... on BadRequest { message } ... on NotFound { message } } }`;
  const PICKS = `query($limit: Int) { staffPicks(limit: $limit) { id } }`;

  it('shows a staff account’s public list at /browse/{slug}, newest pick first, and as staffPicks', async () => {
    const staff = await createUser(t.deps.db, { name: 'Staff Editor' });
    await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
    const writer = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const staffSession = await t.signIn(staff.id);
    const readerSession = await t.signIn(reader.id);
    const picks = [];
    for (let i = 0; i < 3; i++) picks.push(await createPost(t.deps.db, writer.id, { title: `Pick number ${i}` }));
    const unlisted = await createPost(t.deps.db, writer.id, { visibility: 'UNLISTED' });
    const created = await t.graphql<{ createCatalog: { id: string } }>(CREATE, { name: 'Staff Picks' }, staffSession);
    const catalogId = created.data!.createCatalog.id;
    for (const post of [...picks, unlisted]) await t.graphql(ADD, { c: catalogId, p: post.id }, staffSession);

    expect((await t.graphql<{ staffPicks: unknown[] }>(PICKS)).data!.staffPicks).toEqual([]);
    const refused = await t.graphql(SET, { c: catalogId, s: 'staff-picks' }, readerSession);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.graphql<{ setCatalogBrowseSlug: { __typename: string } }>(SET, { c: catalogId, s: 'Staff Picks!' }, staffSession);
    expect(bad.data!.setCatalogBrowseSlug.__typename).toBe('BadRequest');
    const set = await t.graphql<{ setCatalogBrowseSlug: { browseSlug: string } }>(SET, { c: catalogId, s: 'staff-picks' }, staffSession);
    expect(set.data!.setCatalogBrowseSlug).toMatchObject({ __typename: 'Catalog', browseSlug: 'staff-picks' });

    // Unlisted stories stay out of staff picks; the newest pick comes first.
    const shown = await t.graphql<{ staffPicks: { id: string }[] }>(PICKS, { limit: 5 });
    expect(shown.data!.staffPicks.map((p) => p.id)).toEqual([picks[2]!.id, picks[1]!.id, picks[0]!.id]);
    const muted = await insertUserMute(t.deps.db, reader.id, writer.id, clock.now());
    expect(muted).toBe(true);
    expect((await t.graphql<{ staffPicks: unknown[] }>(PICKS, {}, readerSession)).data!.staffPicks).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: '/browse/staff-picks' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Staff Picks');
    expect(page.body).toContain('Pick number 2');
    expect((await t.app.inject({ method: 'GET', url: '/browse/nothing-here' })).statusCode).toBe(404);

    // A list of someone who is not staff cannot be given an address.
    const readerList = await t.graphql<{ createCatalog: { id: string } }>(CREATE, { name: 'Mine' }, readerSession);
    const notStaffList = await t.graphql<{ setCatalogBrowseSlug: { __typename: string } }>(SET, { c: readerList.data!.createCatalog.id, s: 'mine' }, staffSession);
    expect(notStaffList.data!.setCatalogBrowseSlug.__typename).toBe('BadRequest');

    const removed = await t.graphql<{ setCatalogBrowseSlug: { browseSlug: string | null } }>(SET, { c: catalogId, s: null }, staffSession);
    expect(removed.data!.setCatalogBrowseSlug.browseSlug).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/browse/staff-picks' })).statusCode).toBe(404);
  });

  it('declares the browse address mutation for staff only', () => {
    expect(mutationAccess().get('setCatalogBrowseSlug')).toEqual({ kind: 'staff', writes: true });
  });
});

describe('pages', () => {
  it('server-renders ranked trending and top stories, and answers 404 for an unknown mode', async () => {
    await clearScores();
    const writer = await createUser(t.deps.db, { name: 'Trend Setter' });
    const post = await createPost(t.deps.db, writer.id, { title: 'A story everyone reads' });
    await reads(post.id, 3);
    await claps(post.id, 5);
    await runJob();
    for (const url of ['/trending', '/trending/mode/today', '/top-stories', '/top-stories?period=month']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('A story everyone reads');
      expect(page.body, url).toContain('>01<');
    }
    for (const url of ['/trending/mode/forever', '/trending/mode/week/topic/no-such-topic', '/top-stories?period=decade']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
