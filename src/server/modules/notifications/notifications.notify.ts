import { sql } from 'kysely';
import type { ActivityType } from '../../../shared/notifications';
import type { Database, Executor } from '../../db';
import { newId } from '../../db/ids';
import type { EventLog } from '../../jobs';
import { userRelations } from '../relations';

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * A reader's feed got a new row (`isNew`) or a new actor in a rolled-up row. Email subscribes to it.
     */
    'notification.created': { notificationId: string; recipientId: string; activityType: ActivityType; actorId: string | null; isNew: boolean };
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

export interface NotifyDeps {
  db: Database;
  bus: EventLog;
}

export type NotifyOutcome = { notificationId: string; isNew: boolean } | null;

/**
 * Puts one activity into the recipient's feed, with the unread count, in one transaction. Nothing happens
 * when the recipient is the actor, or when either has muted or blocked the other as far as notifying goes
 * (the recipient mutes or blocks the actor, or the actor blocks the recipient), or when this delivery was
 * handled before. Returns the row it wrote or added to, or null.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<NotifyOutcome> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  if (input.actorId !== null && !(await mayNotify(deps.db, input.recipientId, input.actorId))) return null;
  return deps.db.transaction().execute(async (trx) => {
    const outcome = input.rollup ? await addToRollup(trx, input, input.rollup) : await insertAlone(trx, input);
    if (!outcome) return null;
    await deps.bus.publish(trx, 'notification.created', {
      notificationId: outcome.notificationId,
      recipientId: input.recipientId,
      activityType: input.type,
      actorId: input.actorId,
      isNew: outcome.isNew,
    });
    return outcome;
  });
}

async function mayNotify(db: Executor, recipientId: string, actorId: string): Promise<boolean> {
  const relation = (await userRelations(db, recipientId, [actorId])).get(actorId);
  return !relation || (!relation.isMuting && !relation.isBlocking && !relation.isBlockedBy);
}

async function insertAlone(trx: Executor, input: NotifyInput, groupKey: string | null = null): Promise<NotifyOutcome> {
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
      occurred_at: input.occurredAt,
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

async function addToRollup(trx: Executor, input: NotifyInput, rollup: { key: string; windowMs: number }): Promise<NotifyOutcome> {
  const open = await trx
    .selectFrom('notifications')
    .select(['id', 'occurred_at'])
    .where('user_id', '=', input.recipientId)
    .where('group_key', '=', rollup.key)
    .where('first_at', '>=', input.occurredAt - rollup.windowMs)
    .orderBy('first_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!open) return insertAlone(trx, input, rollup.key);
  if (input.actorId === null) return null;
  const added = await trx
    .insertInto('notification_actors')
    .values({ notification_id: open.id, actor_id: input.actorId, occurred_at: input.occurredAt })
    .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
    .executeTakeFirst();
  // The actor is in the row already: a redelivery, or the same person again within the window.
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  const status = await trx.selectFrom('notification_status').select('last_viewed_at').where('user_id', '=', input.recipientId).executeTakeFirst();
  const wasRead = Number(open.occurred_at) <= Number(status?.last_viewed_at ?? 0);
  const occurredAt = Math.max(Number(open.occurred_at), input.occurredAt);
  await trx
    .updateTable('notifications')
    .set({
      actor_count: sql`actor_count + 1`,
      ...(input.occurredAt >= Number(open.occurred_at) ? { actor_id: input.actorId } : {}),
      occurred_at: occurredAt,
    })
    .where('id', '=', open.id)
    .execute();
  // A row read before gets unread again, and counts once more.
  if (wasRead && occurredAt > Number(status?.last_viewed_at ?? 0)) await countUnread(trx, input.recipientId);
  return { notificationId: open.id, isNew: false };
}

async function countUnread(trx: Executor, userId: string): Promise<void> {
  await trx
    .insertInto('notification_status')
    .values({ user_id: userId, unread_count: 1, last_viewed_at: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: sql`notification_status.unread_count + 1` }))
    .execute();
}
