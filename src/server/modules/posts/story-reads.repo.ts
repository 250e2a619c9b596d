import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';
import { notByBlockersOf } from '../relations';
import { listedStory, toPost, type PostModel } from './posts.repo';

// Reads of stories other modules ask for, and pieces of their queries: another module's rows that name a
// story (a list's items, a reader's history, a sequence's parts, page views) join the stories through
// `joinPosts`, in the same SQL query, with the conditions below.

/** A query over another module's rows with the story each one names (by its column `postId`) joined in. */
export function joinPosts<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, postId: `${TB & string}.${string}`): SelectQueryBuilder<DB, TB | 'posts', O> {
  const joinable = query as unknown as SelectQueryBuilder<DB, 'posts', O>;
  return joinable.innerJoin('posts', 'posts.id', postId as never) as unknown as SelectQueryBuilder<DB, TB | 'posts', O>;
}

/** A story a reader may still open from a list or from their history: published, not deleted, not suspended. */
export function openableStory(eb: ExpressionBuilder<DB, 'posts'>) {
  return eb.and([eb('posts.is_published', '=', 1), eb('posts.deleted_at', 'is', null), eb('posts.suspended_at', 'is', null)]);
}

/** One of the stories a writer's stats list: theirs, published (any visibility), not a response, not deleted. */
export function statsStoryOf(creatorId: string) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.and([
      eb('posts.creator_id', '=', creatorId),
      eb('posts.is_published', '=', 1),
      eb('posts.is_response', '=', 0),
      eb('posts.deleted_at', 'is', null),
      eb('posts.first_published_at', 'is not', null),
    ]);
}

export interface StatsStoryCursor {
  firstPublishedAt: number;
  id: string;
}

/** A writer's stats stories, newest first by first publication, keyset paged. */
export async function statsStoriesOf(db: Executor, creatorId: string, limit: number, after: StatsStoryCursor | null): Promise<PostModel[]> {
  let query = db.selectFrom('posts').selectAll().where(statsStoryOf(creatorId));
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('first_published_at', 'id'), '<', eb.tuple(after.firstPublishedAt, after.id)));
  }
  const rows = await query.orderBy('first_published_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toPost);
}

export async function statsStoryCount(db: Executor, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(statsStoryOf(creatorId))
    .executeTakeFirst();
  // pg answers count(*) as a string.
  return Number(row?.n ?? 0);
}

/** When each person first published their newest story that readers can find (public or members-only). */
export async function lastPublishedAtOf(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (userIds.length === 0) return found;
  const rows = await db
    .selectFrom('posts')
    .select(['creator_id', (eb) => eb.fn.max('first_published_at').as('last')])
    .where('creator_id', 'in', [...userIds])
    .where('is_published', '=', 1)
    .where('is_response', '=', 0)
    .where('visibility', 'in', ['PUBLIC', 'LOCKED'])
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .groupBy('creator_id')
    .execute();
  for (const row of rows) if (row.last != null) found.set(row.creator_id, Number(row.last));
  return found;
}

export interface SeriesCursor {
  updatedAt: number;
  id: string;
}

/**
 * A writer's series, last changed first, keyset-paged on (updated_at, id): their own view (drafts too) or
 * a reader's (listable ones only).
 */
export async function seriesOfWriter(
  db: Executor,
  writerId: string,
  options: { own: boolean; viewerId: string | null; limit: number; after: SeriesCursor | null },
): Promise<PostModel[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('creator_id', '=', writerId)
    .where('is_series', '=', 1)
    .where('deleted_at', 'is', null);
  if (!options.own) query = query.where((eb) => listedStory(eb));
  // As a profile's stories: a muted writer's series still show on their profile; a blocker's do not.
  if (!options.own && options.viewerId) query = query.where(notByBlockersOf(options.viewerId));
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('updated_at', 'id'), '<', eb.tuple(after.updatedAt, after.id)));
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(toPost);
}

/** A published, listed series' title and description (search indexes it), or null for anything else. */
export async function listedSeries(db: Executor, postId: string): Promise<{ id: string; title: string; subtitle: string } | null> {
  const row = await db
    .selectFrom('posts')
    .select(['id', 'title', 'subtitle'])
    .where('id', '=', postId)
    .where('is_series', '=', 1)
    .where(listedStory)
    .executeTakeFirst();
  return row ?? null;
}

/** How many published stories have an id in [from, to): one range read of the primary key (to sample the whole). */
export async function publishedStoryCountInIdRange(db: Executor, range: { from: string; to: string }): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('posts.id', '>=', range.from)
    .where('posts.id', '<', range.to)
    .where('posts.is_published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
