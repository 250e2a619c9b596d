import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import { unionOfSeeks } from '../../db/union-of-seeks';
import type { DB } from '../../db/schema.generated';

// What other modules' lists and rankings read of stories' claps (home feeds, the tag and topic index): the
// `claps` and `clap_counts` tables stay named only here.

/**
 * Joins each row's story clap counter (`postId`: the column holding the story's id) and selects its total as
 * `clap_count` and the counter's version as `clap_version`, both 0 for a story nobody clapped for.
 */
export function withStoryClapCounts<D extends DB, TB extends keyof D, O>(
  qb: SelectQueryBuilder<D, TB, O>,
  postId: `${string}.${string}`,
): SelectQueryBuilder<D, TB | 'clap_counts', O & { clap_count: number; clap_version: number }> {
  const joined = (qb as unknown as SelectQueryBuilder<DB, never, O>)
    .leftJoin('clap_counts', (join) => join.on('clap_counts.target_type', '=', 'post').onRef('clap_counts.target_id', '=', postId as never))
    .select([sql<number>`coalesce(clap_counts.clap_count, 0)`.as('clap_count'), sql<number>`coalesce(clap_counts.version, 0)`.as('clap_version')]);
  return joined as unknown as SelectQueryBuilder<D, TB | 'clap_counts', O & { clap_count: number; clap_version: number }>;
}

/** A story's clap total and the version of the counter that made it (0 and 0 when nobody clapped). */
export async function storyClapCounter(db: Executor, postId: string): Promise<{ clapCount: number; version: number }> {
  const row = await db
    .selectFrom('clap_counts')
    .select(['clap_count', 'version'])
    .where('target_type', '=', 'post')
    .where('target_id', '=', postId)
    .executeTakeFirst();
  return { clapCount: Number(row?.clap_count ?? 0), version: Number(row?.version ?? 0) };
}

/** The reader's newest claps for stories. */
export async function recentStoryClapsBy(db: Executor, userId: string, limit: number): Promise<{ postId: string; at: number }[]> {
  const rows = await db
    .selectFrom('claps')
    .select(['target_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('target_type', '=', 'post')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ postId: row.target_id, at: Number(row.created_at) }));
}

/** The newest clappers of each of these stories (at most `perStory` each), one seek per story. */
export async function newestClappersOfStories(db: Executor, postIds: readonly string[], perStory: number): Promise<{ userId: string; postId: string }[]> {
  const query = unionOfSeeks(
    db,
    postIds.map((postId) =>
      db
        .selectFrom('claps')
        .select(['user_id', 'target_id'])
        .where('target_type', '=', 'post')
        .where('target_id', '=', postId)
        .orderBy('created_at', 'desc')
        .limit(perStory),
    ),
  );
  const rows = query ? await query.execute() : [];
  return rows.map((row) => ({ userId: row.user_id, postId: row.target_id }));
}

/** The newest story claps of each of these readers (at most `perReader` each), one seek per reader. */
export async function newestStoryClapsOf(db: Executor, userIds: readonly string[], perReader: number): Promise<{ userId: string; postId: string }[]> {
  const query = unionOfSeeks(
    db,
    userIds.map((userId) =>
      db
        .selectFrom('claps')
        .select(['user_id', 'target_id'])
        .where('user_id', '=', userId)
        .where('target_type', '=', 'post')
        .orderBy('created_at', 'desc')
        .limit(perReader),
    ),
  );
  const rows = query ? await query.execute() : [];
  return rows.map((row) => ({ userId: row.user_id, postId: row.target_id }));
}
