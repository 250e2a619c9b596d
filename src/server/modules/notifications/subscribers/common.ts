import { removeActorFromRow, rowsWithActor, type RowFilter } from '../notifications.retract';
import { systemContext, withTransaction, type ServiceContext } from '../../../core';
import type { Executor } from '../../../db';
import { postRowsByIds } from '../../posts';
import type { AppDeps } from '../../../graphql/context';
import { notify, type NotifyInput, type NotifyOutcome } from '../notifications.notify';

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
  const [post] = await postRowsByIds(db, [postId]);
  return post && post.deleted_at === null ? post.creator_id : null;
}

/** Runs a subscriber's writes in one transaction of its own (subscribers run as jobs: they are the edge). */
export function inTransaction<T>(deps: NotificationDeps, work: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return withTransaction(systemContext(deps), work);
}

/** Takes `actorId` out of every row matching `filter`, each row in a transaction of its own. Answers how many rows it looked at. */
export async function removeActor(deps: NotificationDeps, actorId: string, filter: RowFilter): Promise<number> {
  const rows = await rowsWithActor(deps.db, actorId, filter);
  for (const row of rows) await inTransaction(deps, (ctx) => removeActorFromRow(ctx, { row, actorId }));
  return rows.length;
}

/** `notify` in a transaction of its own: the row, its actor, the count and the event together. */
export function deliver(deps: NotificationDeps, input: NotifyInput): Promise<NotifyOutcome> {
  return inTransaction(deps, (ctx) => notify(ctx, input));
}
