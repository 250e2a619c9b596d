import DataLoader from 'dataloader';
import { TAG_PAGE_SIZE, TOPIC_FOLLOWS_PER_MINUTE, TOPIC_MESSAGES, topicSortWindow, topPeriodByValue, type TopicSortName } from '../../../shared/validation/topics';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { decodeCursor, pageSize, type PostModel } from '../posts';
import type { UserModel } from '../../core';
import { DAY_MS } from './topics.index-stories';
import { canSeeTopic, listedVisibilities } from './topics.policy';
import {
  deleteTopicFollow,
  followedTopicIds,
  followedTopicRows,
  insertTopicFollow,
  listTopics,
  topicRowBySlug,
  topicsByIds,
  topicsOfTag,
  type TagParent,
  type TopicModel,
} from './topics.repo';
import {
  archiveDays,
  listStories,
  relatedTagSlugs,
  tagsBySlugs,
  tagWithCount,
  topicTagRows,
  topWriterRows,
  type StoryListOptions,
  type StorySource,
} from './topics.stories.repo';

export interface Paging {
  limit?: number | null;
  to?: string | null;
  ignoredIds?: readonly string[] | null;
}

export interface StoryPage {
  posts: PostModel[];
  pagingInfo: { next: { limit: number; to: string } | null; previous: null };
}

/** Per-request batching of what every topic card asks: is the reader following it. */
const followLoaders = new WeakMap<object, DataLoader<string, boolean>>();

function followLoader(ctx: SignedInContext): DataLoader<string, boolean> {
  let loader = followLoaders.get(ctx.loaders);
  if (!loader) {
    const viewerId = ctx.viewer.id;
    loader = new DataLoader(async (ids: readonly string[]) => {
      const followed = await followedTopicIds(ctx.db, viewerId, ids);
      return ids.map((id) => followed.has(id));
    });
    followLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

export function toTagParent(tag: { slug: string; name: string }): TagParent {
  return { id: tag.slug, displayTitle: tag.name, normalizedTagSlug: tag.slug };
}

/** A tag page's tag: null when there is no such tag or no listed story carries it. */
/**
 * A tag's page exists while a listed story carries the tag, or while a topic the reader may see groups it (its
 * page then says it has no stories yet): a tag only ever used by drafts stays unknown.
 */
export async function tagFromSlug(ctx: ServiceContext, { tagSlug }: { tagSlug: string }): Promise<TagParent | null> {
  const tag = await tagWithCount(ctx.db, tagSlug);
  if (!tag) return null;
  return tag.postCount > 0 || (await tagTopic(ctx, { tagSlug })) ? toTagParent(tag) : null;
}

export async function tagPostCount(ctx: ServiceContext, { tagSlug }: { tagSlug: string }): Promise<number> {
  return (await tagWithCount(ctx.db, tagSlug))?.postCount ?? 0;
}

export async function tagTopic(ctx: ServiceContext, { tagSlug }: { tagSlug: string }): Promise<TopicModel | null> {
  return (await topicsOfTag(ctx.db, tagSlug)).find((t) => canSeeTopic(t.visibility, ctx.viewer)) ?? null;
}

export async function relatedTags(ctx: ServiceContext, { tagSlug, limit }: { tagSlug: string; limit: number }): Promise<TagParent[]> {
  const slugs = await relatedTagSlugs(ctx.db, tagSlug, limit);
  const tags = new Map((await tagsBySlugs(ctx.db, slugs)).map((t) => [t.slug, t]));
  return slugs.flatMap((slug) => {
    const tag = tags.get(slug);
    return tag ? [toTagParent(tag)] : [];
  });
}

async function storyPage(ctx: ServiceContext, source: StorySource, paging: Paging, options: Pick<StoryListOptions, 'order' | 'since' | 'until'>): Promise<StoryPage> {
  const limit = pageSize(paging.limit ?? TAG_PAGE_SIZE);
  const cursor = decodeCursor(paging.to);
  const rows = await listStories(ctx.db, source, {
    ...options,
    // One extra row tells whether a next page exists without a count.
    limit: limit + 1,
    after: cursor ? { at: cursor.publishedAt, id: cursor.id } : null,
    viewerId: ctx.viewer?.id ?? null,
    ignoredIds: paging.ignoredIds ?? [],
  });
  const page = rows.slice(0, limit);
  for (const { post } of page) ctx.loaders.postById.prime(post.id, post);
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? { limit, to: `${last.sortValue}_${last.post.id}` } : null;
  return { posts: page.map((r) => r.post), pagingInfo: { next, previous: null } };
}

export function tagLatestPosts(ctx: ServiceContext, { tagSlug, paging }: { tagSlug: string; paging: Paging }): Promise<StoryPage> {
  return storyPage(ctx, { tagSlug }, paging, { order: 'LATEST' });
}

export function tagTopPosts(ctx: ServiceContext, { tagSlug, period, paging }: { tagSlug: string; period: string; paging: Paging }): Promise<StoryPage> {
  const window = topPeriodByValue(period)?.windowMs ?? null;
  return storyPage(ctx, { tagSlug }, paging, { order: 'TOP', since: window === null ? null : ctx.now() - window });
}

/** UTC bounds of a year, a month of it, or a day of that month. */
function periodBounds(year: number, month?: number | null, day?: number | null): { since: number; until: number } {
  if (month == null) return { since: Date.UTC(year, 0, 1), until: Date.UTC(year + 1, 0, 1) };
  if (day == null) return { since: Date.UTC(year, month - 1, 1), until: Date.UTC(year, month, 1) };
  return { since: Date.UTC(year, month - 1, day), until: Date.UTC(year, month - 1, day + 1) };
}

export function tagArchivePosts(
  ctx: ServiceContext,
  { tagSlug, date, paging }: { tagSlug: string; date: { year: number; month?: number | null; day?: number | null }; paging: Paging },
): Promise<StoryPage> {
  return storyPage(ctx, { tagSlug }, paging, { order: 'LATEST', ...periodBounds(date.year, date.month, date.day) });
}

export interface ArchivePeriod {
  year: number;
  month: number | null;
  day: number | null;
  postCount: number;
}

/** Years, one year's months, or one month's days of a tag's archive, newest first, with counts. */
export async function tagArchivePeriods(ctx: ServiceContext, { tagSlug, year, month }: { tagSlug: string; year?: number | null; month?: number | null }): Promise<ArchivePeriod[]> {
  const bounds = year == null ? null : periodBounds(year, month);
  const days = await archiveDays(ctx.db, tagSlug, bounds ? bounds.since / DAY_MS : null, bounds ? bounds.until / DAY_MS : null);
  const periods = new Map<string, ArchivePeriod>();
  for (const { day, postCount } of days) {
    const date = new Date(day * DAY_MS);
    const y = date.getUTCFullYear();
    const m = year == null ? null : date.getUTCMonth() + 1;
    const d = month == null ? null : date.getUTCDate();
    const key = `${y}-${m}-${d}`;
    const period = periods.get(key) ?? { year: y, month: m, day: d, postCount: 0 };
    period.postCount += postCount;
    periods.set(key, period);
  }
  return [...periods.values()];
}

export async function tagTopWriters(ctx: ServiceContext, { tagSlug, limit }: { tagSlug: string; limit: number }): Promise<{ user: UserModel; postCount: number }[]> {
  const rows = await topWriterRows(ctx.db, tagSlug, limit);
  const users = await Promise.all(rows.map((r) => ctx.loaders.userById.load(r.userId)));
  return rows.flatMap((row, i) => {
    const user = users[i];
    return user ? [{ user, postCount: row.postCount }] : [];
  });
}

export async function topic(ctx: ServiceContext, { slug }: { slug: string }): Promise<TopicModel | null> {
  const found = await topicRowBySlug(ctx.db, slug);
  return found && canSeeTopic(found.visibility, ctx.viewer) ? found : null;
}

/** Topics on /topics: public ones (and staff ones for staff), grouped by heading. */
export function allTopics(ctx: ServiceContext): Promise<TopicModel[]> {
  return listTopics(ctx.db, listedVisibilities(ctx.viewer));
}

/** Signed out: the most followed listed topics; signed in, those the reader does not follow yet come first. */
export async function recommendedTopics(ctx: ServiceContext, { limit }: { limit: number }): Promise<TopicModel[]> {
  const topics = [...(await allTopics(ctx))].sort((a, b) => b.followerCount - a.followerCount || a.position - b.position);
  if (!ctx.viewer) return topics.slice(0, limit);
  const followed = await followedTopicIds(ctx.db, ctx.viewer.id, topics.map((t) => t.id));
  return topics.filter((t) => !followed.has(t.id)).slice(0, limit);
}

export async function topicTags(ctx: ServiceContext, { topicId, limit }: { topicId: string; limit?: number | null }): Promise<TagParent[]> {
  // A tag no listed story carries yet is not offered as a way into the topic.
  const rows = (await topicTagRows(ctx.db, topicId)).filter((row) => row.postCount > 0);
  return rows.slice(0, limit ?? rows.length).map(toTagParent);
}

export async function isFollowingTopic(ctx: ServiceContext, { topicId }: { topicId: string }): Promise<boolean> {
  if (!ctx.viewer) return false;
  return followLoader({ ...ctx, viewer: ctx.viewer }).load(topicId);
}

/** A topic's stories, NEW or TOP within a window (HOT, the trending module's scores, is asked of that module: `hotTopicPosts`). */
export function topicPosts(
  ctx: ServiceContext,
  { topicModel, sort, paging }: { topicModel: TopicModel; sort: Exclude<TopicSortName, 'HOT'>; paging: Paging },
): Promise<StoryPage> {
  const source = { topicId: topicModel.id };
  if (sort === 'NEW') return storyPage(ctx, source, paging, { order: 'LATEST' });
  const window = topicSortWindow(sort)?.windowMs ?? null;
  return storyPage(ctx, source, paging, { order: 'TOP', since: window === null ? null : ctx.now() - window });
}

export async function followedTopicsPage(ctx: SignedInContext, { paging }: { paging: Paging }) {
  const limit = pageSize(paging.limit ?? 20);
  const cursor = decodeCursor(paging.to);
  const rows = await followedTopicRows(ctx.db, ctx.viewer.id, limit + 1, cursor ? { at: cursor.publishedAt, id: cursor.id } : null);
  const topics = rows.slice(0, limit);
  for (const t of topics) followLoader(ctx).prime(t.id, true);
  const last = topics[topics.length - 1];
  const next = rows.length > limit && last ? { limit, to: `${last.followedAt}_${last.id}` } : null;
  return { topics, pagingInfo: { next, previous: null } };
}

type FollowAnswer = ({ __typename: 'Topic' } & TopicModel) | { __typename: 'NotFound'; message: string } | { __typename: 'TooManyRequests'; message: string };

declare module '../../jobs/events' {
  interface DomainEvents {
    'topic.followed': { actorId: string; topicId: string };
    'topic.unfollowed': { actorId: string; topicId: string };
  }
}

/** Follows (or with `follow` false, unfollows) a topic the reader may see; counted against a per-minute limit. */
export async function setTopicFollow(ctx: SignedInContext, { topicId, follow }: { topicId: string; follow: boolean }): Promise<FollowAnswer> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `topics:follow:${ctx.viewer.id}`, [{ limit: TOPIC_FOLLOWS_PER_MINUTE, windowMs: 60_000 }], ctx.now());
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: TOPIC_MESSAGES.tooMany };
  const [found] = await topicsByIds(ctx.db, [topicId]);
  if (!found || !canSeeTopic(found.visibility, ctx.viewer)) return { __typename: 'NotFound', message: TOPIC_MESSAGES.topicNotFound };
  const changed = follow ? await insertTopicFollow(ctx.db, ctx.viewer.id, topicId, ctx.now()) : await deleteTopicFollow(ctx.db, ctx.viewer.id, topicId);
  if (changed) await ctx.bus.publish(ctx.db, follow ? 'topic.followed' : 'topic.unfollowed', { actorId: ctx.viewer.id, topicId });
  followLoader(ctx).clear(topicId).prime(topicId, follow);
  const [fresh] = await topicsByIds(ctx.db, [topicId]);
  return { __typename: 'Topic', ...(fresh ?? found) };
}
