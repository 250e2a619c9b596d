import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';

/**
 * A condition on a query over `posts`: the reader has not read the story (the home feed's dedupe). A story
 * read and then removed from the history stays read, so clearing the history does not bring it back.
 */
export function notReadBy(readerId: string) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('reading_history')
          .select('reading_history.post_id')
          .where('reading_history.user_id', '=', readerId)
          .whereRef('reading_history.post_id', '=', 'posts.id')
          .where('reading_history.read_at', 'is not', null),
      ),
    );
}

/** The stories the reader read most recently (not those removed from the history), newest first: a seek on the history's index. */
export async function recentReads(db: Executor, readerId: string, limit: number): Promise<{ postId: string; readAt: number }[]> {
  const rows = await db
    .selectFrom('reading_history')
    .select(['post_id', 'read_at'])
    .where('user_id', '=', readerId)
    .where('read_at', 'is not', null)
    .where('hidden_at', 'is', null)
    .orderBy('last_viewed_at', 'desc')
    .orderBy('post_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ postId: row.post_id, readAt: Number(row.read_at) }));
}
