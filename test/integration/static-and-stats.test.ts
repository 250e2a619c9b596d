import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/server/db';
import { insertUserFollow } from '../../src/server/modules/relations';
import { createStatsLoaders } from '../../src/server/modules/stats/stats.loaders';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
// 10:30 UTC on a fixed day: "today" for the app's clock, so the 30-day window is exact.
const NOW = Date.UTC(2026, 2, 15, 10, 30);
const TODAY = Date.UTC(2026, 2, 15);

let t: TestApp;
const clock = testClock(NOW);
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Session = { cookie: string; xsrf: string };
/** A page view of a story as the reads module stores it: begun at `at`, read at `readAt` (or not read). */
async function insertView(postId: string, at: number, readAt: number | null = null) {
  await t.deps.db
    .insertInto('post_views')
    .values({ id: randomBytes(16).toString('hex'), post_id: postId, viewer_id: null, collection_id: null, read_at: readAt, created_at: at, updated_at: readAt ?? at })
    .execute();
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const STORIES = `query($paging: PagingOptions) {
  viewerPublishedStoryCount
  viewerStatsStories(paging: $paging) {
    posts { id title firstPublishedAt readingTime wordCount visibility creator { id } viewerStats { views reads } }
    pagingInfo { next { limit to } }
  }
}`;
type Counts = { views: number; reads: number } | null;
type StoriesAnswer = {
  viewerPublishedStoryCount: number;
  viewerStatsStories: {
    posts: { id: string; title: string; firstPublishedAt: number; creator: { id: string }; viewerStats: Counts }[];
    pagingInfo: { next: { limit: number; to: string } | null };
  };
};
const VIEWS = `query($days: Int) { viewerViewStats(days: $days) { viewsInPeriod readsInPeriod viewsPerDay { day count } readsPerDay { day count } } }`;
type ViewsAnswer = {
  viewerViewStats: { viewsInPeriod: number; readsInPeriod: number; viewsPerDay: { day: number; count: number }[]; readsPerDay: { day: number; count: number }[] };
};
const STORY_COUNTS = `query($id: ID!) { post(id: $id) { id viewerStats { views reads } } }`;
const AUDIENCE = `query($days: Int) { viewerAudienceStats(days: $days) { followerCount newFollowersInPeriod newFollowersPerDay { day count } } }`;
type AudienceAnswer = { viewerAudienceStats: { followerCount: number; newFollowersInPeriod: number; newFollowersPerDay: { day: number; count: number }[] } };
const POST_STATS = `query($postId: ID!) {
  viewerPostStats(postId: $postId) {
    __typename
    ... on PostStats { id followersGainedSincePublished views reads post { id title wordCount } }
    ... on NotFound { message }
  }
}`;
type PostStatsAnswer = {
  viewerPostStats: { __typename: string; id?: string; followersGainedSincePublished?: number; views?: number; reads?: number; post?: { id: string; title: string } };
};

describe('About, Help and Legal', () => {
  const pages = [
    { url: '/about', heading: 'Everyone has a story to tell', anchors: ['readers', 'writers', 'open'] },
    { url: '/help', heading: 'How can we help?', anchors: ['getting-started', 'writing', 'publications', 'following', 'account', 'contact'] },
    { url: '/legal', heading: 'Terms and privacy', anchors: ['terms', 'privacy', 'cookies', 'your-data'] },
  ];

  it.each(pages)('$url answers 200 with its heading, its anchors and head tags', async ({ url, heading, anchors }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    // The file's first request for this page: rendered, then kept for every signed-out reader.
    expect(res.headers['x-cache-status']).toBe('miss');
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
    for (const id of anchors) {
      expect(res.body).toContain(`id="${id}"`);
      expect(res.body).toContain(`href="#${id}"`);
    }
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}${url}">`);
    expect(res.body).not.toContain('This page isn’t available yet');
  });

  it.each(pages)('$url is one cached copy for signed-out readers, and never for a signed-in one', async ({ url }) => {
    const first = await get(url);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['x-cache-status']).toBe('hit');
    expect(second.headers['x-cache-status']).toBe('hit');
    expect(second.body).toBe(first.body);

    const user = await createUser(t.deps.db);
    const { cookie } = await t.signIn(user.id);
    const signedIn = await get(url, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache-status']).toBe('dynamic');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('the legal page names the cookies the server really sets', async () => {
    const body = (await get('/legal')).body;
    for (const name of ['quire_sid', 'quire_lc', 'quire_at', 'quire_oauth_', 'quire_one_tap', 'quire_toast']) expect(body).toContain(name);
  });
});

describe('stats pages need a signed-in reader', () => {
  it.each(['/me/stats', '/me/stats/stories', '/me/stats/audience', '/me/stats/post/0123456789ab'])('%s sends a signed-out reader to sign in', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/m/signin?redirect=${encodeURIComponent(url)}`);
  });

  it('the stats queries refuse a signed-out reader', async () => {
    for (const query of [STORIES, AUDIENCE, VIEWS]) {
      const answer = await t.graphql(query);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('a writer’s stories', () => {
  let writer: { id: string };
  let other: { id: string };
  let session: Session;
  const mine: Record<string, string> = {};
  const theirs: Record<string, string> = {};

  beforeAll(async () => {
    writer = await createUser(t.deps.db);
    other = await createUser(t.deps.db);
    session = await t.signIn(writer.id);
    const collection = await createCollection(t.deps.db, writer.id);
    mine.public = (await createPost(t.deps.db, writer.id, { title: 'Mine public', publishedAt: NOW - 3 * DAY })).id;
    mine.unlisted = (await createPost(t.deps.db, writer.id, { title: 'Mine unlisted', visibility: 'UNLISTED', publishedAt: NOW - 2 * DAY })).id;
    mine.locked = (await createPost(t.deps.db, writer.id, { title: 'Mine members', visibility: 'LOCKED', collectionId: collection.id, publishedAt: NOW - DAY })).id;
    mine.draft = (await createPost(t.deps.db, writer.id, { title: 'Mine draft', published: false })).id;
    mine.deleted = (await createPost(t.deps.db, writer.id, { title: 'Mine deleted', deleted: true, publishedAt: NOW })).id;
    theirs.public = (await createPost(t.deps.db, other.id, { title: 'Theirs public', publishedAt: NOW })).id;
    theirs.draft = (await createPost(t.deps.db, other.id, { title: 'Theirs draft', published: false })).id;
    await t.deps.db.updateTable('posts').set({ word_count: 1234, reading_time: 4.6 }).where('id', '=', mine.public).execute();
    // Three views of the public story, one of them a read; one view of the members-only one; two reads of theirs.
    await insertView(mine.public, NOW - 2 * DAY, NOW - 2 * DAY + 60_000);
    await insertView(mine.public, NOW - 2 * DAY);
    await insertView(mine.public, NOW - 400 * DAY);
    await insertView(mine.locked, NOW - 1000);
    await insertView(theirs.public, NOW - 1000, NOW - 500);
    await insertView(theirs.public, NOW - 900, NOW - 400);
  });

  it('lists only the viewer’s own published stories, newest first, with their facts', async () => {
    const answer = await t.graphql<StoriesAnswer>(STORIES, {}, session);
    expect(answer.errors).toBeUndefined();
    const stories = answer.data!.viewerStatsStories.posts;
    expect(stories.map((s) => s.title)).toEqual(['Mine members', 'Mine unlisted', 'Mine public']);
    expect(stories.every((s) => s.creator.id === writer.id)).toBe(true);
    expect(stories[2]).toMatchObject({ firstPublishedAt: NOW - 3 * DAY, wordCount: 1234, readingTime: 4.6, visibility: 'PUBLIC' });
    expect(answer.data!.viewerPublishedStoryCount).toBe(3);
    // Views and reads of all time, per story; a story nobody opened says 0, not nothing.
    expect(stories.map((s) => s.viewerStats)).toEqual([
      { views: 1, reads: 0 },
      { views: 0, reads: 0 },
      { views: 3, reads: 1 },
    ]);

    const theirView = await t.graphql<StoriesAnswer>(STORIES, {}, await t.signIn(other.id));
    expect(theirView.data!.viewerStatsStories.posts.map((s) => [s.title, s.viewerStats])).toEqual([['Theirs public', { views: 2, reads: 2 }]]);
  });

  it('tells a story’s views and reads to its writer only', async () => {
    const own = await t.graphql<{ post: { viewerStats: Counts } }>(STORY_COUNTS, { id: mine.public }, session);
    expect(own.data!.post.viewerStats).toEqual({ views: 3, reads: 1 });
    const stranger = await t.graphql<{ post: { viewerStats: Counts } }>(STORY_COUNTS, { id: mine.public }, await t.signIn(other.id));
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data!.post.viewerStats).toBeNull();
    const signedOut = await t.graphql<{ post: { viewerStats: Counts } }>(STORY_COUNTS, { id: mine.public });
    expect(signedOut.data!.post.viewerStats).toBeNull();
    // The writer reading someone else's story learns nothing of its numbers either.
    const theirStory = await t.graphql<{ post: { viewerStats: Counts } }>(STORY_COUNTS, { id: theirs.public }, session);
    expect(theirStory.data!.post.viewerStats).toBeNull();
    // Nor does the public story page carry them.
    const page = await get(`/p/${mine.public}`, (await t.signIn(other.id)).cookie);
    expect(page.body).not.toContain('viewerStats');
  });

  it('counts the views of a whole page of stories in one query', async () => {
    let queries = 0;
    const counting = new Proxy(t.deps.db, {
      get(target, key) {
        if (key === 'selectFrom') queries += 1;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Executor;
    const loaders = createStatsLoaders(counting);
    const counts = await Promise.all([mine.locked, mine.unlisted, mine.public, theirs.public].map((id) => loaders.viewCountsByPostId.load(id!)));
    expect(queries).toBe(1);
    expect(counts).toEqual([
      { views: 1, reads: 0 },
      { views: 0, reads: 0 },
      { views: 3, reads: 1 },
      { views: 2, reads: 2 },
    ]);
  });

  it('pages through the stories with a cursor', async () => {
    const first = await t.graphql<StoriesAnswer>(STORIES, { paging: { limit: 2 } }, session);
    const next = first.data!.viewerStatsStories.pagingInfo.next;
    expect(first.data!.viewerStatsStories.posts.map((s) => s.title)).toEqual(['Mine members', 'Mine unlisted']);
    expect(next).not.toBeNull();
    const second = await t.graphql<StoriesAnswer>(STORIES, { paging: next }, session);
    expect(second.data!.viewerStatsStories.posts.map((s) => s.title)).toEqual(['Mine public']);
    expect(second.data!.viewerStatsStories.pagingInfo.next).toBeNull();
  });

  it('gives one story’s stats to its author only', async () => {
    const own = await t.graphql<PostStatsAnswer>(POST_STATS, { postId: mine.public }, session);
    expect(own.data!.viewerPostStats).toMatchObject({ __typename: 'PostStats', id: mine.public, views: 3, reads: 1, post: { title: 'Mine public' } });
    for (const postId of [theirs.public, theirs.draft, mine.deleted, 'ffffffffffff', 'not-an-id']) {
      const answer = await t.graphql<PostStatsAnswer>(POST_STATS, { postId }, session);
      expect(answer.data!.viewerPostStats.__typename).toBe('NotFound');
    }
  });

  it('the stats page shows the writer’s stories, and a stranger gets 404 on someone else’s story stats', async () => {
    const page = await get('/me/stats', session.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mine public');
    expect(page.body).not.toContain('not recorded');
    // Each story's views and reads of the last 30 days beside it (the totals' days): the members-only story
    // (opened once) and the public one (2 and 1; its third view is older).
    expect(page.body).toMatch(/Mine members<\/a>.*?<dt>View<\/dt><dd>1<\/dd>.*?<dt>Reads<\/dt><dd>0<\/dd>/);
    expect(page.body).toMatch(/Mine public<\/a>.*?<dt>Views<\/dt><dd>2<\/dd>.*?<dt>Read<\/dt><dd>1<\/dd>/);
    expect(page.body).not.toContain('Theirs public');
    expect(page.body).not.toContain('Mine draft');

    const own = await get(`/me/stats/post/${mine.public}`, session.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Mine public');
    expect(own.body).toContain('1,234 words');

    const stranger = await t.signIn(other.id);
    const refused = await get(`/me/stats/post/${mine.public}`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    // The 404 page suggests public stories; what it must not show is the story's stats.
    expect(refused.body).not.toContain('Story stats');
    expect(refused.body).not.toContain('1,234 words');
    expect(refused.body).not.toContain('followersGainedSincePublished');
  });
});

describe('a writer’s audience', () => {
  it('counts followers and new followers per UTC day over the last 30 days', async () => {
    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const firstDay = TODAY - 29 * DAY;
    const followedAt = [
      NOW - 1000, // today
      TODAY, // today, its first millisecond
      TODAY - 1, // yesterday, its last millisecond
      firstDay, // the first day of the window
      firstDay - 1, // the day before the window: counted as a follower, not as new
      NOW - 400 * DAY, // long ago
    ];
    for (const at of followedAt) {
      const follower = await createUser(t.deps.db);
      await insertUserFollow(t.deps.db, follower.id, writer.id, at);
    }
    // Someone else's follower is not the writer's.
    await insertUserFollow(t.deps.db, (await createUser(t.deps.db)).id, (await createUser(t.deps.db)).id, NOW - 1000);

    const answer = await t.graphql<AudienceAnswer>(AUDIENCE, { days: 30 }, session);
    expect(answer.errors).toBeUndefined();
    const stats = answer.data!.viewerAudienceStats;
    expect(stats.followerCount).toBe(6);
    expect(stats.newFollowersPerDay).toHaveLength(30);
    expect(stats.newFollowersPerDay[0]).toEqual({ day: firstDay, count: 1 });
    expect(stats.newFollowersPerDay[28]).toEqual({ day: TODAY - DAY, count: 1 });
    expect(stats.newFollowersPerDay[29]).toEqual({ day: TODAY, count: 2 });
    expect(stats.newFollowersPerDay.slice(1, 28).every((d) => d.count === 0)).toBe(true);
    expect(stats.newFollowersInPeriod).toBe(4);

    // Followers gained since a story was first published (two days ago at 10:30): today's two and yesterday's one.
    const story = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 2 * DAY });
    const postStats = await t.graphql<PostStatsAnswer>(POST_STATS, { postId: story.id }, session);
    expect(postStats.data!.viewerPostStats.followersGainedSincePublished).toBe(3);

    const page = await get('/me/stats/audience', session.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('New followers per day');
    expect(page.body).toMatch(/<svg[^>]*role="img"/);
  });

  it('a writer with no followers sees zeros, not an error', async () => {
    const writer = await createUser(t.deps.db);
    const answer = await t.graphql<AudienceAnswer>(AUDIENCE, {}, await t.signIn(writer.id));
    expect(answer.data!.viewerAudienceStats).toMatchObject({ followerCount: 0, newFollowersInPeriod: 0 });
    expect(answer.data!.viewerAudienceStats.newFollowersPerDay).toHaveLength(30);
  });
});

describe('a writer’s views and reads per day', () => {
  it('counts views on the UTC day they began and reads on the day they were read, over the last 30 days', async () => {
    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const firstDay = TODAY - 29 * DAY;
    const old = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 90 * DAY });
    const recent = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 3 * DAY });
    await insertView(recent.id, NOW - 1000, NOW - 500); // today, read today
    await insertView(recent.id, TODAY); // today, its first millisecond
    await insertView(recent.id, TODAY - 1, TODAY + 1000); // yesterday's last millisecond, read today
    await insertView(old.id, firstDay, firstDay + 60_000); // the window's first day
    await insertView(old.id, firstDay - 1, firstDay + 5_000); // begun the day before the window, read on its first day
    await insertView(old.id, NOW - 60 * DAY, NOW - 60 * DAY + 1); // long ago
    // Views of someone else's story are not the writer's.
    await insertView((await createPost(t.deps.db, (await createUser(t.deps.db)).id, { publishedAt: NOW - DAY })).id, NOW - 1000, NOW - 900);

    const answer = await t.graphql<ViewsAnswer>(VIEWS, { days: 30 }, session);
    expect(answer.errors).toBeUndefined();
    const stats = answer.data!.viewerViewStats;
    expect(stats.viewsPerDay).toHaveLength(30);
    expect(stats.readsPerDay).toHaveLength(30);
    expect(stats.viewsPerDay[0]).toEqual({ day: firstDay, count: 1 });
    expect(stats.viewsPerDay[28]).toEqual({ day: TODAY - DAY, count: 1 });
    expect(stats.viewsPerDay[29]).toEqual({ day: TODAY, count: 2 });
    expect(stats.viewsPerDay.slice(1, 28).every((d) => d.count === 0)).toBe(true);
    expect(stats.readsPerDay[0]).toEqual({ day: firstDay, count: 2 });
    expect(stats.readsPerDay[28]).toEqual({ day: TODAY - DAY, count: 0 });
    expect(stats.readsPerDay[29]).toEqual({ day: TODAY, count: 2 });
    expect(stats).toMatchObject({ viewsInPeriod: 4, readsInPeriod: 4 });

    const week = await t.graphql<ViewsAnswer>(VIEWS, { days: 7 }, session);
    expect(week.data!.viewerViewStats).toMatchObject({ viewsInPeriod: 3, readsInPeriod: 2 });

    // Someone else asking sees their own (none), never the writer's.
    const stranger = await t.graphql<ViewsAnswer>(VIEWS, {}, await t.signIn((await createUser(t.deps.db)).id));
    expect(stranger.data!.viewerViewStats).toMatchObject({ viewsInPeriod: 0, readsInPeriod: 0 });
    expect(stranger.data!.viewerViewStats.viewsPerDay.every((d) => d.count === 0)).toBe(true);

    const page = await get('/me/stats', session.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Views and reads per day');
    expect(page.body).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Views and reads per day from [^"]*: 4 views in all, at most 2 views on one day; 4 reads in all, at most 2 reads on one day\./);
    expect(page.body).toContain('Views count each time someone else opened the story');
  });
});

describe('the stats page’s totals and its rows', () => {
  it('count the same stories over the same days: the period’s totals are the sum of the rows', async () => {
    const writer = await createUser(t.deps.db);
    const session = await t.signIn(writer.id);
    const first = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 60 * DAY });
    const second = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 5 * DAY });
    // The writer's response to someone's story, and a story since deleted: not rows of the list.
    const response = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 2 * DAY });
    await t.deps.db.updateTable('posts').set({ is_response: 1 }).where('id', '=', response.id).execute();
    const deleted = await createPost(t.deps.db, writer.id, { publishedAt: NOW - 2 * DAY, deleted: true });
    await insertView(first.id, NOW - 40 * DAY, NOW - 40 * DAY + 1000); // before the period
    await insertView(first.id, NOW - 31 * DAY, NOW - DAY); // begun before the period, read in it
    await insertView(first.id, NOW - 3 * DAY);
    await insertView(second.id, NOW - 2 * DAY, NOW - 2 * DAY + 1000);
    await insertView(second.id, NOW - 1000);
    for (const post of [response, deleted]) {
      await insertView(post.id, NOW - DAY, NOW - DAY + 1000);
      await insertView(post.id, NOW - 2000, NOW - 1000);
    }

    const rowsQuery = `query($days: Int) { viewerStatsStories { posts { id viewerStats(days: $days) { views reads } } } }`;
    const rows = (await t.graphql<{ viewerStatsStories: { posts: { id: string; viewerStats: { views: number; reads: number } }[] } }>(rowsQuery, { days: 30 }, session)).data!
      .viewerStatsStories.posts;
    const totals = (await t.graphql<ViewsAnswer>(VIEWS, { days: 30 }, session)).data!.viewerViewStats;
    expect(rows.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    const sum = rows.reduce((s, r) => ({ views: s.views + r.viewerStats.views, reads: s.reads + r.viewerStats.reads }), { views: 0, reads: 0 });
    expect(sum).toEqual({ views: 3, reads: 2 });
    expect({ views: totals.viewsInPeriod, reads: totals.readsInPeriod }).toEqual(sum);
    expect(totals.viewsPerDay.reduce((s, d) => s + d.count, 0)).toBe(sum.views);
    // All time, a story's row counts everything (its Details page).
    const allTime = (await t.graphql<{ viewerStatsStories: { posts: { id: string; viewerStats: { views: number; reads: number } }[] } }>(rowsQuery, {}, session)).data!
      .viewerStatsStories.posts;
    expect(allTime.find((r) => r.id === first.id)?.viewerStats).toEqual({ views: 3, reads: 2 });
  });
});
