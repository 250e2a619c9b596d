import type { ServiceContext, SignedInContext } from '../../core';
import { statsStoriesOf, statsStoryCount, type PostModel, type StatsStoryCursor } from '../posts';
import { viewTimesSince } from '../reads';
import { followedAtSince } from '../relations';

export const DAY_MS = 86_400_000;
export const DEFAULT_AUDIENCE_DAYS = 30;
export const MAX_AUDIENCE_DAYS = 90;
export const DEFAULT_STORIES_PAGE = 25;
export const MAX_STORIES_PAGE = 50;

export interface DailyCount {
  day: number;
  count: number;
}

/** The first millisecond of the UTC day holding `time`. */
export function startOfUtcDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/**
 * Counts follow times per UTC day over the `days` days ending with the day of `now` (oldest first), one entry
 * per day whether or not anyone followed on it. Times outside the period are ignored.
 */
export function countPerDay(times: readonly number[], now: number, days: number): DailyCount[] {
  const first = startOfUtcDay(now) - (days - 1) * DAY_MS;
  const counts: DailyCount[] = Array.from({ length: days }, (_, i) => ({ day: first + i * DAY_MS, count: 0 }));
  for (const time of times) {
    const index = Math.floor((time - first) / DAY_MS);
    const slot = counts[index];
    if (slot) slot.count += 1;
  }
  return counts;
}

function clampDays(days: number | null | undefined): number {
  if (days == null) return DEFAULT_AUDIENCE_DAYS;
  return Math.min(Math.max(1, Math.floor(days)), MAX_AUDIENCE_DAYS);
}

const sum = (days: readonly DailyCount[]) => days.reduce((total, d) => total + d.count, 0);

export async function audienceStats(ctx: SignedInContext, input: { days?: number | null }) {
  const days = clampDays(input.days);
  const now = ctx.now();
  const since = startOfUtcDay(now) - (days - 1) * DAY_MS;
  const [counts, times] = await Promise.all([ctx.loaders.socialCounts.load(ctx.viewer.id), followedAtSince(ctx.db, ctx.viewer.id, since)]);
  const newFollowersPerDay = countPerDay(times, now, days);
  return {
    followerCount: counts.followerCount,
    newFollowersPerDay,
    newFollowersInPeriod: sum(newFollowersPerDay),
  };
}

/** Views and reads of the viewer's stories per UTC day over the period (views on the day begun, reads on the day read). */
export async function viewStats(ctx: SignedInContext, input: { days?: number | null }) {
  const days = clampDays(input.days);
  const now = ctx.now();
  const times = await viewTimesSince(ctx.db, ctx.viewer.id, periodStart(now, days));
  const viewsPerDay = countPerDay(times.views, now, days);
  const readsPerDay = countPerDay(times.reads, now, days);
  return { viewsInPeriod: sum(viewsPerDay), readsInPeriod: sum(readsPerDay), viewsPerDay, readsPerDay };
}

/** The first millisecond of a period of `days` UTC days ending with today (as `viewStats` counts it). */
export function periodStart(now: number, days: number | null | undefined): number {
  return startOfUtcDay(now) - (clampDays(days) - 1) * DAY_MS;
}

/**
 * A story's views and reads for its writer (nobody else learns them: null): all time, or over the last `days`
 * days counted as `viewStats` counts them, so that the stats list's rows add up to its period's total.
 */
export function viewerStoryCounts(ctx: ServiceContext, input: { post: PostModel; days?: number | null }) {
  const { post, days } = input;
  if (!ctx.viewer || post.creatorId !== ctx.viewer.id) return null;
  if (days == null) return ctx.loaders.viewCountsByPostId.load(post.id);
  return ctx.loaders.viewCountsInPeriod.load(`${periodStart(ctx.now(), days)}:${post.id}`);
}

function encodeStoryCursor(post: PostModel): string {
  return `${post.firstPublishedAt ?? 0}_${post.id}`;
}

function decodeStoryCursor(to: string | null | undefined): StatsStoryCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { firstPublishedAt: Number(match[1]), id: match[2] ?? '' } : null;
}

/** The viewer's own published stories; one extra row tells whether another page exists. */
export async function statsStories(ctx: SignedInContext, input: { paging: { limit?: number | null; to?: string | null } }) {
  const { paging } = input;
  const limit = paging.limit == null ? DEFAULT_STORIES_PAGE : Math.min(Math.max(1, Math.floor(paging.limit)), MAX_STORIES_PAGE);
  const rows = await statsStoriesOf(ctx.db, ctx.viewer.id, limit + 1, decodeStoryCursor(paging.to));
  const posts = rows.slice(0, limit);
  for (const post of posts) ctx.loaders.postById.prime(post.id, post);
  const last = posts[posts.length - 1];
  const next = rows.length > limit && last ? { limit, to: encodeStoryCursor(last) } : null;
  return { posts, pagingInfo: { next, previous: null } };
}

export function publishedCount(ctx: SignedInContext): Promise<number> {
  return statsStoryCount(ctx.db, ctx.viewer.id);
}

export const POST_STATS_NOT_FOUND = 'Story not found';

/** One story's stats, for its author only: another's story, a deleted one or an unknown id is not found. */
export async function postStats(ctx: SignedInContext, input: { postId: string }) {
  const post = /^[0-9a-f]{12}$/.test(input.postId) ? await ctx.loaders.postById.load(input.postId) : null;
  if (!post || post.creatorId !== ctx.viewer.id || post.deletedAt !== null) {
    return { __typename: 'NotFound' as const, message: POST_STATS_NOT_FOUND };
  }
  const gained =
    post.isPublished && post.firstPublishedAt !== null ? (await followedAtSince(ctx.db, ctx.viewer.id, post.firstPublishedAt)).length : 0;
  const counts = await ctx.loaders.viewCountsByPostId.load(post.id);
  return { __typename: 'PostStats' as const, id: post.id, post, followersGainedSincePublished: gained, ...counts };
}
