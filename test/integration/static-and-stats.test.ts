import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUserFollow } from '../../src/server/modules/relations';
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
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const STORIES = `query($paging: PagingOptions) {
  viewerPublishedStoryCount
  viewerStatsStories(paging: $paging) {
    posts { id title firstPublishedAt readingTime wordCount visibility creator { id } }
    pagingInfo { next { limit to } }
  }
}`;
type StoriesAnswer = {
  viewerPublishedStoryCount: number;
  viewerStatsStories: { posts: { id: string; title: string; firstPublishedAt: number; creator: { id: string } }[]; pagingInfo: { next: { limit: number; to: string } | null } };
};
const AUDIENCE = `query($days: Int) { viewerAudienceStats(days: $days) { followerCount newFollowersInPeriod newFollowersPerDay { day count } } }`;
type AudienceAnswer = { viewerAudienceStats: { followerCount: number; newFollowersInPeriod: number; newFollowersPerDay: { day: number; count: number }[] } };
const POST_STATS = `query($postId: ID!) {
  viewerPostStats(postId: $postId) {
    __typename
    ... on PostStats { id followersGainedSincePublished post { id title wordCount } }
    ... on NotFound { message }
  }
}`;
type PostStatsAnswer = { viewerPostStats: { __typename: string; id?: string; followersGainedSincePublished?: number; post?: { id: string; title: string } } };

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
    for (const query of [STORIES, AUDIENCE]) {
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
  });

  it('lists only the viewer’s own published stories, newest first, with their facts', async () => {
    const answer = await t.graphql<StoriesAnswer>(STORIES, {}, session);
    expect(answer.errors).toBeUndefined();
    const stories = answer.data!.viewerStatsStories.posts;
    expect(stories.map((s) => s.title)).toEqual(['Mine members', 'Mine unlisted', 'Mine public']);
    expect(stories.every((s) => s.creator.id === writer.id)).toBe(true);
    expect(stories[2]).toMatchObject({ firstPublishedAt: NOW - 3 * DAY, wordCount: 1234, readingTime: 4.6, visibility: 'PUBLIC' });
    expect(answer.data!.viewerPublishedStoryCount).toBe(3);

    const theirView = await t.graphql<StoriesAnswer>(STORIES, {}, await t.signIn(other.id));
    expect(theirView.data!.viewerStatsStories.posts.map((s) => s.title)).toEqual(['Theirs public']);
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
    expect(own.data!.viewerPostStats).toMatchObject({ __typename: 'PostStats', id: mine.public, post: { title: 'Mine public' } });
    for (const postId of [theirs.public, theirs.draft, mine.deleted, 'ffffffffffff', 'not-an-id']) {
      const answer = await t.graphql<PostStatsAnswer>(POST_STATS, { postId }, session);
      expect(answer.data!.viewerPostStats.__typename).toBe('NotFound');
    }
  });

  it('the stats page shows the writer’s stories, and a stranger gets 404 on someone else’s story stats', async () => {
    const page = await get('/me/stats', session.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mine public');
    expect(page.body).toContain('Views and reads are not recorded yet.');
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
