import type { ServiceContext } from '../../graphql/context';
import {
  collectionStoriesSortColumn,
  countsInPeriodsInCollection,
  decodeCursor,
  encodeCursor,
  pageSize,
  publishedCountInCollection,
  publishedInCollection,
  publishedRangeInCollection,
  storiesOfCollection,
  storyCountsOfCollection,
  toPost,
  type CollectionStoriesFilter,
  type PeriodFilter,
  type PostModel,
  type StoryCursor,
} from '../posts';
import { PUBLICATION_ALL_PAGE_SIZE } from '../../../shared/validation/publications';
import type { ArchiveParent, CollectionModel } from './collections.models';
import { roleIn } from './collections.service';

type Paging = { limit?: number | null; to?: string | null };
type Connection = { posts: PostModel[]; pagingInfo: { next: { limit: number; to: string } | null; previous: null } };

const EMPTY: Connection = { posts: [], pagingInfo: { next: null, previous: null } };

/** Tags the page being rendered with what it shows, so a cached copy is purged when one of them changes. */
function tagPage(ctx: ServiceContext, tag: string) {
  const tags = (ctx as Partial<ServiceContext>).cacheTags;
  if (tags instanceof Set) tags.add(tag);
}

function connection(ctx: ServiceContext, rows: PostModel[], limit: number, cursorOf: (post: PostModel) => string): Connection {
  const posts = rows.slice(0, limit);
  for (const post of posts) {
    ctx.loaders.postById.prime(post.id, post);
    tagPage(ctx, `post:${post.id}`);
  }
  const last = posts[posts.length - 1];
  return { posts, pagingInfo: { next: rows.length > limit && last ? { limit, to: cursorOf(last) } : null, previous: null } };
}

/** Stories published in the publication (with a tag, or in a period), newest first, one extra row to know of a next page. */
export async function publishedPage(
  ctx: ServiceContext,
  { collection, paging, filter = {} }: { collection: CollectionModel; paging: Paging; filter?: { tagSlug?: string | null; period?: PeriodFilter | null } },
): Promise<Connection> {
  const limit = pageSize(paging.limit);
  const rows = await publishedInCollection(ctx.db, collection.id, {
    ...filter,
    limit: limit + 1,
    after: decodeCursor(paging.to),
    viewerId: ctx.viewer?.id ?? null,
  });
  return connection(ctx, rows.map(toPost), limit, encodeCursor);
}

export function postCount(ctx: ServiceContext, collection: CollectionModel): Promise<number> {
  return publishedCountInCollection(ctx.db, collection.id);
}

/** One numbered page of the publication's stories, newest first; a page outside 1..pageCount has none. */
export async function allPostsPage(ctx: ServiceContext, { collection, page }: { collection: CollectionModel; page: number }) {
  const total = await publishedCountInCollection(ctx.db, collection.id);
  const pageCount = Math.max(1, Math.ceil(total / PUBLICATION_ALL_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return { posts: [], page, pageCount, total };
  const rows = await publishedInCollection(ctx.db, collection.id, {
    limit: PUBLICATION_ALL_PAGE_SIZE,
    after: null,
    offset: (page - 1) * PUBLICATION_ALL_PAGE_SIZE,
    viewerId: ctx.viewer?.id ?? null,
  });
  const posts = rows.map(toPost);
  for (const post of posts) {
    ctx.loaders.postById.prime(post.id, post);
    tagPage(ctx, `post:${post.id}`);
  }
  return { posts, page, pageCount, total };
}

// ——— Archive ———

const MIN_YEAR = 1970;
const MAX_YEAR = 9999;

function yearPeriod(year: number): PeriodFilter {
  return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) };
}

function monthPeriod(year: number, month: number): PeriodFilter {
  return { from: Date.UTC(year, month - 1, 1), to: Date.UTC(year, month, 1) };
}

function dayPeriod(year: number, month: number, day: number): PeriodFilter {
  return { from: Date.UTC(year, month - 1, day), to: Date.UTC(year, month - 1, day + 1) };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The archive's period, or null for all time; `invalid` for a date that does not exist. */
export function archivePeriod(parent: ArchiveParent): PeriodFilter | null | 'invalid' {
  const { year, month, day } = parent;
  if (year == null) return month == null && day == null ? null : 'invalid';
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return 'invalid';
  if (month == null) return day == null ? yearPeriod(year) : 'invalid';
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid';
  if (day == null) return monthPeriod(year, month);
  if (!Number.isInteger(day) || day < 1 || day > daysIn(year, month)) return 'invalid';
  return dayPeriod(year, month, day);
}

export async function archiveYears(ctx: ServiceContext, parent: ArchiveParent) {
  const range = await publishedRangeInCollection(ctx.db, parent.collectionId);
  if (!range) return [];
  const years: number[] = [];
  for (let y = new Date(range.last).getUTCFullYear(); y >= new Date(range.first).getUTCFullYear(); y--) years.push(y);
  const counts = await countsInPeriodsInCollection(ctx.db, parent.collectionId, years.map(yearPeriod));
  return years.map((year, i) => ({ year, month: null, day: null, count: counts[i] ?? 0 })).filter((c) => c.count > 0);
}

export async function archiveMonths(ctx: ServiceContext, parent: ArchiveParent) {
  if (parent.year == null || archivePeriod({ ...parent, month: null, day: null }) === 'invalid') return [];
  const year = parent.year;
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const counts = await countsInPeriodsInCollection(ctx.db, parent.collectionId, months.map((m) => monthPeriod(year, m)));
  return months.map((month, i) => ({ year, month, day: null, count: counts[i] ?? 0 })).filter((c) => c.count > 0);
}

export async function archiveDays(ctx: ServiceContext, parent: ArchiveParent) {
  if (parent.year == null || parent.month == null || archivePeriod({ ...parent, day: null }) === 'invalid') return [];
  const { year, month } = parent;
  const days = Array.from({ length: daysIn(year, month) }, (_, i) => i + 1);
  const counts = await countsInPeriodsInCollection(ctx.db, parent.collectionId, days.map((d) => dayPeriod(year, month, d)));
  return days.map((day, i) => ({ year, month, day, count: counts[i] ?? 0 })).filter((c) => c.count > 0);
}

export async function archivePosts(ctx: ServiceContext, { parent, paging }: { parent: ArchiveParent; paging: Paging }): Promise<Connection> {
  const period = archivePeriod(parent);
  if (period === 'invalid') return EMPTY;
  const collection = await ctx.loaders.collectionById.load(parent.collectionId);
  if (!collection) return EMPTY;
  return publishedPage(ctx, { collection, paging, filter: { period } });
}

// ——— Editors' views ———

function encodeStoryCursor(post: PostModel, filter: CollectionStoriesFilter): string {
  const at = collectionStoriesSortColumn(filter) === 'published_at' ? post.publishedAt : post.updatedAt;
  return `${at ?? 0}_${post.id}`;
}

function decodeStoryCursor(to: string | null | undefined): StoryCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { at: Number(match[1]), id: match[2] ?? '' } : null;
}

async function isEditor(ctx: ServiceContext, collection: CollectionModel): Promise<boolean> {
  return ctx.viewer !== null && !ctx.viewer.isSuspended && (await roleIn(ctx, { collectionId: collection.id })) === 'EDITOR';
}

/** The publication's stories by state, for its editors only (anyone else gets none). */
export async function storiesPage(
  ctx: ServiceContext,
  { collection, filter, paging }: { collection: CollectionModel; filter: CollectionStoriesFilter; paging: Paging },
): Promise<Connection> {
  if (!(await isEditor(ctx, collection))) return EMPTY;
  const limit = pageSize(paging.limit);
  const rows = await storiesOfCollection(ctx.db, collection.id, filter, limit + 1, decodeStoryCursor(paging.to));
  return connection(ctx, rows.map(toPost), limit, (post) => encodeStoryCursor(post, filter));
}

export async function storyCounts(ctx: ServiceContext, collection: CollectionModel) {
  if (!(await isEditor(ctx, collection))) return { published: 0, submissions: 0, drafts: 0 };
  const counts = await storyCountsOfCollection(ctx.db, collection.id);
  return { published: counts.PUBLISHED, submissions: counts.SUBMISSIONS, drafts: counts.DRAFTS };
}

export { isEditor as viewerEditsCollection };
