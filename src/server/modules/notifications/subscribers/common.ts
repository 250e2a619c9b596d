import type { Executor } from '../../../db';
import type { AppDeps } from '../../../graphql/context';

/** Every notification subscriber registers under this name (one per event). */
export const SUBSCRIBER = 'notifications';

const HOUR = 3_600_000;

/**
 * How long a rolled-up row stays open to more actors after its first one: a day, so a busy story gathers
 * a day's claps in one row and the next day starts a new one at the top of the feed.
 */
export const ROLLUP_WINDOW_MS = 24 * HOUR;

export type NotificationDeps = AppDeps;

/** A story's author, or null when it is gone. */
export async function storyAuthor(db: Executor, postId: string): Promise<string | null> {
  const post = await db.selectFrom('posts').select('creator_id').where('id', '=', postId).where('deleted_at', 'is', null).executeTakeFirst();
  return post?.creator_id ?? null;
}
