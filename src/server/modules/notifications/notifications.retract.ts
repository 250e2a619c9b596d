import { sql, type ExpressionBuilder } from 'kysely';
import type { ActivityType } from '../../../shared/notifications';
import type { ServiceContext } from '../../core';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';
import { lockStatus } from './notifications.notify';

/**
 * Taking activity back out of feeds when its cause is undone (a response or highlight deleted, a story
 * unpublished) or when a reader mutes or blocks someone. An actor leaves a row; a row left without actors
 * goes. The unread count falls by one for each row that goes while unread (newer than the reader's last look),
 * never below zero. A row that keeps other actors keeps its time and its read state.
 */

/** Which rows an actor leaves: the recipient's (a mute), of some types, about one target. All given must match. */
export interface RowFilter {
  recipientId?: string;
  types?: readonly ActivityType[];
  postId?: string;
  quoteId?: string;
  noteId?: string;
  noteReplyId?: string;
  responsePostId?: string;
  catalogId?: string;
}

type NotificationsBuilder = ExpressionBuilder<DB, 'notifications'>;

function matches(filter: RowFilter) {
  return (eb: NotificationsBuilder) => {
    const conditions = [];
    if (filter.recipientId !== undefined) conditions.push(eb('notifications.user_id', '=', filter.recipientId));
    if (filter.types !== undefined) conditions.push(eb('notifications.activity_type', 'in', [...filter.types]));
    if (filter.postId !== undefined) conditions.push(eb('notifications.post_id', '=', filter.postId));
    if (filter.quoteId !== undefined) conditions.push(eb('notifications.quote_id', '=', filter.quoteId));
    if (filter.noteId !== undefined) conditions.push(eb('notifications.note_id', '=', filter.noteId));
    if (filter.noteReplyId !== undefined) conditions.push(eb('notifications.note_reply_id', '=', filter.noteReplyId));
    if (filter.responsePostId !== undefined) conditions.push(eb('notifications.response_post_id', '=', filter.responsePostId));
    if (filter.catalogId !== undefined) conditions.push(eb('notifications.catalog_id', '=', filter.catalogId));
    return eb.and(conditions);
  };
}

/** A row `actorId` is among. */
export interface RowWithActor {
  id: string;
  userId: string;
  occurredAt: number;
}

/**
 * The rows matching `filter` that `actorId` is among: the caller takes the actor out of each with
 * `removeActorFromRow`, one transaction per row (a subscriber's loop).
 */
export async function rowsWithActor(db: Executor, actorId: string, filter: RowFilter): Promise<RowWithActor[]> {
  const rows = await db
    .selectFrom('notification_actors')
    .innerJoin('notifications', 'notifications.id', 'notification_actors.notification_id')
    .select(['notifications.id', 'notifications.user_id', 'notifications.occurred_at'])
    .where('notification_actors.actor_id', '=', actorId)
    .where(matches(filter))
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, occurredAt: Number(row.occurred_at) }));
}

/** Takes `actorId` out of one row through `ctx.db` (the caller's transaction); the row goes when no actor is left. */
export async function removeActorFromRow(ctx: ServiceContext, input: { row: RowWithActor; actorId: string }): Promise<void> {
  await removeActorFrom(ctx.db, input.row, input.actorId);
}

async function removeActorFrom(trx: Executor, found: { id: string; userId: string; occurredAt: number }, actorId: string): Promise<void> {
  // Taken as `notify` takes it: a delivery to the same reader waits, and the row's time is read after it.
  await lockStatus(trx, found.userId);
  const current = await trx.selectFrom('notifications').select('occurred_at').where('id', '=', found.id).executeTakeFirst();
  if (!current) return;
  const row = { ...found, occurredAt: Number(current.occurred_at) };
  const removed = await trx.deleteFrom('notification_actors').where('notification_id', '=', row.id).where('actor_id', '=', actorId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return;
  const remaining = await trx
    .selectFrom('notification_actors')
    .select(['actor_id'])
    .where('notification_id', '=', row.id)
    .orderBy('occurred_at', 'desc')
    .orderBy('actor_id')
    .execute();
  if (remaining.length === 0) {
    await deleteRow(trx, row);
    return;
  }
  await trx
    .updateTable('notifications')
    .set({ actor_count: remaining.length, actor_id: remaining[0]!.actor_id })
    .where('id', '=', row.id)
    .execute();
}

/** Deletes one row, and counts it off the unread count when the reader had not seen it. */
export async function deleteRow(trx: Executor, row: { id: string; userId: string; occurredAt: number }): Promise<void> {
  const deleted = await trx.deleteFrom('notifications').where('id', '=', row.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return;
  await trx
    .updateTable('notification_status')
    .set({ unread_count: sql`case when unread_count > 0 then unread_count - 1 else 0 end` })
    .where('user_id', '=', row.userId)
    .where('last_viewed_at', '<', row.occurredAt)
    .execute();
}

/** A column a whole story's, list's or note's rows are found by. */
export type TargetColumn = 'post_id' | 'response_post_id' | 'catalog_id' | 'note_id';

/**
 * Deletes every row about a target, in every feed (or only `recipientId`'s), in bulk (a story followed by many has a row in each
 * follower's feed): each recipient's unread count falls by their unread rows among them. The two statements hold
 * together in the caller's transaction.
 */
export async function deleteRowsAbout(
  ctx: ServiceContext,
  input: { column: TargetColumn; id: string; types?: readonly ActivityType[] | null; recipientId?: string },
): Promise<void> {
  const { column, id, types, recipientId } = input;
  const about = (eb: NotificationsBuilder) =>
    eb.and([
      eb(`notifications.${column}`, '=', id),
      ...(types ? [eb('notifications.activity_type', 'in', [...types])] : []),
      ...(recipientId ? [eb('notifications.user_id', '=', recipientId)] : []),
    ]);
  await ctx.db
    .updateTable('notification_status')
    .set((eb) => {
      const unreadHere = eb
        .selectFrom('notifications')
        .select((n) => n.fn.countAll<number>().as('n'))
        .whereRef('notifications.user_id', '=', 'notification_status.user_id')
        .whereRef('notifications.occurred_at', '>', 'notification_status.last_viewed_at')
        .where(about);
      return { unread_count: sql<number>`case when unread_count > (${unreadHere}) then unread_count - (${unreadHere}) else 0 end` };
    })
    .where('user_id', 'in', ctx.db.selectFrom('notifications').select('notifications.user_id').where(about))
    .execute();
  await ctx.db.deleteFrom('notifications').where(about).execute();
}
