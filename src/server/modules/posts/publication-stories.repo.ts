import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { DB, PostsTable } from '../../db/schema.generated';
import { collectionEditorIds } from '../collections';
import { notByBlockersOf } from '../relations';
import type { StoryCursor } from './authoring.repo';
import type { PublishedCursor } from './posts.repo';

/**
 * The stories of a publication, as its pages and its editors' views list them. The posts table says which
 * publication a story is in (or pending in); the publication's own tables (its featured stories, its feature
 * pages, its notes on declined submissions) join onto the query builders here.
 */

/** Published in the publication, readable by anyone who can reach it (not deleted, suspended or unlisted). */
function readableIn(collectionId: string) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.and([
      eb('posts.collection_id', '=', collectionId),
      eb('posts.is_published', '=', 1),
      eb('posts.visibility', 'in', ['PUBLIC', 'LOCKED']),
      eb('posts.deleted_at', 'is', null),
      eb('posts.suspended_at', 'is', null),
    ]);
}

/** The stories published in the publication, as a query to join the publication's own lists onto (selects nothing yet). */
export function readableStoriesIn(db: Executor, collectionId: string) {
  return db.selectFrom('posts').where(readableIn(collectionId));
}

export interface PeriodFilter {
  /** Inclusive start and exclusive end, ms. */
  from: number;
  to: number;
}

/** Stories published in the publication, newest first; keyset paging on (published_at, id), or numbered pages by `offset`. */
export async function publishedInCollection(
  db: Executor,
  collectionId: string,
  options: { tagSlug?: string | null; period?: PeriodFilter | null; limit: number; after: PublishedCursor | null; offset?: number; viewerId?: string | null },
): Promise<Selectable<PostsTable>[]> {
  let query = db.selectFrom('posts').selectAll('posts').where(readableIn(collectionId));
  // A reader never sees the stories of someone who has blocked them, in any list.
  if (options.viewerId) query = query.where(notByBlockersOf(options.viewerId));
  if (options.tagSlug) {
    const tagSlug = options.tagSlug;
    query = query.where('posts.id', 'in', (eb) => eb.selectFrom('post_tags').select('post_tags.post_id').where('post_tags.tag_slug', '=', tagSlug));
  }
  if (options.period) {
    query = query.where('posts.published_at', '>=', options.period.from).where('posts.published_at', '<', options.period.to);
  }
  if (options.after) {
    const after = options.after;
    query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '<', eb.tuple(after.publishedAt, after.id)));
  }
  query = query.orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').limit(options.limit);
  return (options.offset ? query.offset(options.offset) : query).execute();
}

export async function publishedCountInCollection(db: Executor, collectionId: string): Promise<number> {
  const row = await db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).where(readableIn(collectionId)).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first and last publication times in the publication, or null when it has no stories. */
export async function publishedRangeInCollection(db: Executor, collectionId: string): Promise<{ first: number; last: number } | null> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => [eb.fn.min<number>('posts.published_at').as('first'), eb.fn.max<number>('posts.published_at').as('last')])
    .where(readableIn(collectionId))
    .executeTakeFirst();
  if (row?.first == null || row.last == null) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

/**
 * How many of the publication's stories fall in each of these periods, in one query on either database: each
 * period is a range of publication times, counted with CASE (no date functions, which the two databases spell
 * differently).
 */
export async function countsInPeriodsInCollection(db: Executor, collectionId: string, periods: readonly PeriodFilter[]): Promise<number[]> {
  if (periods.length === 0) return [];
  const columns = periods.map(
    (p, i) =>
      sql<number>`sum(case when ${sql.ref('posts.published_at')} >= ${p.from} and ${sql.ref('posts.published_at')} < ${p.to} then 1 else 0 end)`.as(`c${i}`),
  );
  const row = (await db.selectFrom('posts').select(columns).where(readableIn(collectionId)).executeTakeFirst()) as Record<string, unknown> | undefined;
  return periods.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/** The tabs of a publication's stories for its editors. */
export type CollectionStoriesFilter = 'PUBLISHED' | 'SUBMISSIONS' | 'DRAFTS';

function storiesQuery(db: Executor, collectionId: string, filter: CollectionStoriesFilter) {
  const base = db.selectFrom('posts').where('posts.deleted_at', 'is', null);
  if (filter === 'PUBLISHED') return base.where('posts.collection_id', '=', collectionId).where('posts.is_published', '=', 1);
  const pending = base.where('posts.pending_collection_id', '=', collectionId).where('posts.status_for_collection', '=', 'PENDING');
  // Submissions come from writers; the editors' own drafts in the publication are shared drafts.
  if (filter === 'SUBMISSIONS') return pending.where('posts.creator_id', 'not in', collectionEditorIds(db, collectionId));
  return pending.where('posts.is_published', '=', 0).where('posts.creator_id', 'in', collectionEditorIds(db, collectionId));
}

/** The sort column of a stories tab: publication time for published stories, last change for the others. */
export function collectionStoriesSortColumn(filter: CollectionStoriesFilter): 'published_at' | 'updated_at' {
  return filter === 'PUBLISHED' ? 'published_at' : 'updated_at';
}

export async function storiesOfCollection(
  db: Executor,
  collectionId: string,
  filter: CollectionStoriesFilter,
  limit: number,
  after: StoryCursor | null,
): Promise<Selectable<PostsTable>[]> {
  const column = collectionStoriesSortColumn(filter);
  let query = storiesQuery(db, collectionId, filter).selectAll('posts');
  if (after) query = query.where((eb) => eb(eb.refTuple(`posts.${column}`, 'posts.id'), '<', eb.tuple(after.at, after.id)));
  return query.orderBy(`posts.${column}`, 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
}

export async function storyCountsOfCollection(db: Executor, collectionId: string): Promise<Record<CollectionStoriesFilter, number>> {
  const count = async (filter: CollectionStoriesFilter) =>
    Number((await storiesQuery(db, collectionId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const [published, submissions, drafts] = await Promise.all([count('PUBLISHED'), count('SUBMISSIONS'), count('DRAFTS')]);
  return { PUBLISHED: published, SUBMISSIONS: submissions, DRAFTS: drafts };
}

/** Of these post ids, those published in the publication (for feature pages and featured stories). */
export async function idsPublishedInCollection(db: Executor, collectionId: string, postIds: readonly string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await readableStoriesIn(db, collectionId).select('posts.id').where('posts.id', 'in', [...postIds]).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * A writer's stories that wait, unsubmitted, in the publication they were started in or sent back from, as a
 * query to join the publication's notes on declined submissions onto (selects nothing yet).
 */
export function storiesAwaitingResubmission(db: Executor, userId: string) {
  return db
    .selectFrom('posts')
    .where('posts.creator_id', '=', userId)
    .where('posts.deleted_at', 'is', null)
    .where('posts.status_for_collection', '=', 'NOT_YET_SUBMITTED');
}
