import { sql } from 'kysely';
import type { ActivityType } from '../../../shared/notifications';
import type { ServiceContext } from '../../core';
import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import { userRelations } from '../relations';

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * A reader's feed got a new row (`isNew`) or a new actor in a rolled-up row. Email subscribes to it.
     */
    'notification.created': { notificationId: string; recipientId: string; activityType: ActivityType; actorId: string | null; isNew: boolean };
    /** Many readers' new rows of one kind at once (a fan-out batch): one event instead of one per reader. */
    'notification.batchCreated': { activityType: ActivityType; actorId: string | null; rows: { notificationId: string; recipientId: string }[] };
  }
}

export interface NotificationTarget {
  postId?: string | null;
  collectionId?: string | null;
  catalogId?: string | null;
  quoteId?: string | null;
  noteId?: string | null;
  noteReplyId?: string | null;
  responsePostId?: string | null;
}

export interface NotifyInput {
  recipientId: string;
  type: ActivityType;
  /** Who acted; null for milestones and other rows nobody in particular caused. */
  actorId: string | null;
  /** The same on every delivery of the same event (the event id and the recipient, say): a redelivery adds nothing. */
  dedupeKey: string;
  /**
   * Rows with the same key (kind and target, e.g. `post_recommended:<postId>`) within `windowMs` of the
   * row's first activity share one row, one actor each. Without it the row stands alone.
   */
  rollup?: { key: string; windowMs: number };
  target?: NotificationTarget;
  milestoneArg?: number | null;
  occurredAt: number;
}

export type NotifyOutcome = { notificationId: string; isNew: boolean } | null;

/**
 * Puts one activity into the recipient's feed, with the unread count, through `ctx.db`: the caller's transaction
 * holds the row, its actor, the count and the event together. Nothing happens
 * when the recipient is the actor, or when either has muted or blocked the other as far as notifying goes
 * (the recipient mutes or blocks the actor, or the actor blocks the recipient), or when this delivery was
 * handled before. Returns the row it wrote or added to, or null.
 */
export async function notify(ctx: ServiceContext, input: NotifyInput): Promise<NotifyOutcome> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  if (input.actorId !== null && !(await mayNotify(ctx.db, input.recipientId, input.actorId))) return null;
  const trx = ctx.db;
  const lastViewedAt = await lockStatus(trx, input.recipientId);
  // What lands after the reader last opened the bell is new to them, even when its event is a little older:
  // the row orders and reads as unread from the moment it landed.
  const landedAt = Math.max(input.occurredAt, lastViewedAt + 1);
  const outcome = input.rollup ? await addToRollup(trx, input, input.rollup, landedAt, lastViewedAt) : await insertAlone(trx, input, landedAt);
  if (!outcome) return null;
  await ctx.bus.publish(trx, 'notification.created', {
    notificationId: outcome.notificationId,
    recipientId: input.recipientId,
    activityType: input.type,
    actorId: input.actorId,
    isNew: outcome.isNew,
  });
  return outcome;
}

/**
 * Takes the reader's counter row for this transaction (creating it when missing) and answers when they last
 * viewed their notifications. Every write to one reader's feed, and marking it viewed, goes through this
 * row first: concurrent deliveries for one reader take turns, so a rollup never splits into two rows and
 * the unread count stays exact.
 */
export async function lockStatus(trx: Executor, userId: string): Promise<number> {
  const row = await trx
    .insertInto('notification_status')
    .values({ user_id: userId, unread_count: 0, last_viewed_at: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: sql`notification_status.unread_count` }))
    .returning('last_viewed_at')
    .executeTakeFirstOrThrow();
  return Number(row.last_viewed_at);
}

async function mayNotify(db: Executor, recipientId: string, actorId: string): Promise<boolean> {
  const relation = (await userRelations(db, recipientId, [actorId])).get(actorId);
  return !relation || (!relation.isMuting && !relation.isBlocking && !relation.isBlockedBy);
}

async function insertAlone(trx: Executor, input: NotifyInput, landedAt: number, groupKey: string | null = null): Promise<NotifyOutcome> {
  const id = newId();
  const target = input.target ?? {};
  const inserted = await trx
    .insertInto('notifications')
    .values({
      id,
      user_id: input.recipientId,
      activity_type: input.type,
      group_key: groupKey,
      dedupe_key: input.dedupeKey,
      actor_id: input.actorId,
      actor_count: input.actorId ? 1 : 0,
      post_id: target.postId ?? null,
      collection_id: target.collectionId ?? null,
      catalog_id: target.catalogId ?? null,
      quote_id: target.quoteId ?? null,
      note_id: target.noteId ?? null,
      note_reply_id: target.noteReplyId ?? null,
      response_post_id: target.responsePostId ?? null,
      milestone_arg: input.milestoneArg ?? null,
      first_at: input.occurredAt,
      occurred_at: landedAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  if (input.actorId) {
    await trx.insertInto('notification_actors').values({ notification_id: id, actor_id: input.actorId, occurred_at: input.occurredAt }).execute();
  }
  await countUnread(trx, input.recipientId);
  return { notificationId: id, isNew: true };
}

async function addToRollup(
  trx: Executor,
  input: NotifyInput,
  rollup: { key: string; windowMs: number },
  landedAt: number,
  lastViewedAt: number,
): Promise<NotifyOutcome> {
  const open = await trx
    .selectFrom('notifications')
    .select(['id', 'occurred_at'])
    .where('user_id', '=', input.recipientId)
    .where('group_key', '=', rollup.key)
    .where('first_at', '>=', input.occurredAt - rollup.windowMs)
    .orderBy('first_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!open) return insertAlone(trx, input, landedAt, rollup.key);
  if (input.actorId === null) return null;
  const added = await trx
    .insertInto('notification_actors')
    .values({ notification_id: open.id, actor_id: input.actorId, occurred_at: input.occurredAt })
    .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
    .executeTakeFirst();
  // The actor is in the row already: a redelivery, or the same person again within the window.
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  const wasRead = Number(open.occurred_at) <= lastViewedAt;
  const occurredAt = Math.max(Number(open.occurred_at), landedAt);
  await trx
    .updateTable('notifications')
    .set({
      actor_count: sql`actor_count + 1`,
      ...(landedAt >= Number(open.occurred_at) ? { actor_id: input.actorId } : {}),
      occurred_at: occurredAt,
    })
    .where('id', '=', open.id)
    .execute();
  // A row read before gets unread again (its new activity landed after the last view), and counts once more.
  if (wasRead) await countUnread(trx, input.recipientId);
  return { notificationId: open.id, isNew: false };
}

// The row exists: `lockStatus` made it earlier in the same transaction.
async function countUnread(trx: Executor, userId: string): Promise<void> {
  await trx.updateTable('notification_status').set({ unread_count: sql`unread_count + 1` }).where('user_id', '=', userId).execute();
}
