import type { Executor } from '../../db';
import { toPost, type PostModel } from '../posts';

export interface StoryCursor {
  firstPublishedAt: number;
  id: string;
}

/** A writer's published stories (any visibility, not deleted, not responses), newest first by first publication, keyset paged. */
export async function publishedStoriesOf(db: Executor, creatorId: string, limit: number, after: StoryCursor | null): Promise<PostModel[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .where('is_published', '=', 1)
    .where('is_response', '=', 0)
    .where('deleted_at', 'is', null)
    .where('first_published_at', 'is not', null);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('first_published_at', 'id'), '<', eb.tuple(after.firstPublishedAt, after.id)));
  }
  const rows = await query.orderBy('first_published_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toPost);
}

export async function publishedStoryCount(db: Executor, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('creator_id', '=', creatorId)
    .where('is_published', '=', 1)
    .where('is_response', '=', 0)
    .where('deleted_at', 'is', null)
    .where('first_published_at', 'is not', null)
    .executeTakeFirst();
  // pg answers count(*) as a string.
  return Number(row?.n ?? 0);
}
