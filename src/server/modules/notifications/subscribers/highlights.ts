import { sql } from 'kysely';
import type { Executor } from '../../../db';
import { highlightCount, newestHighlight } from '../../quotes';
import { lockStatus } from '../notifications.notify';
import { deleteRow } from '../notifications.retract';
import { deliver, removeActor, inTransaction, ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';

/**
 * Highlights tell the story's author. One reader's highlights in one story share a row for a day
 * ('left N highlights in {story}'): the row's `milestoneArg` is how many highlights that reader has in the
 * story now, counted again on every highlight and deletion (so a redelivery changes nothing), and its quote
 * is the newest. Another reader's highlights make their own row. A highlight over a passage others
 * highlighted before tells each of them, rolled up per story.
 */
export function subscribeHighlights(deps: NotificationDeps): void {
  const { bus, db } = deps;

  bus.subscribe('quote.created', SUBSCRIBER, async (e, meta) => {
    if (e.quoteType !== 'HIGHLIGHT') return;
    const key = highlightGroupKey(e.postId, e.actorId);
    const written = await deliver(deps, {
      recipientId: e.authorId,
      type: 'quote',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      rollup: { key, windowMs: ROLLUP_WINDOW_MS },
      target: { postId: e.postId, quoteId: e.quoteId },
      milestoneArg: await highlightCount(db, e.postId, e.actorId),
      occurredAt: meta.occurredAt,
    });
    // A further highlight by the same reader: the open row counts it (notify adds no actor twice).
    if (!written) await inTransaction(deps, (ctx) => recountOpenRow(ctx.db, e.authorId, key, e.postId, e.actorId, meta.occurredAt));
  });

  bus.subscribe('quote.piled_onto', SUBSCRIBER, async (e, meta) => {
    for (const recipientId of new Set(e.earlierHighlighterIds)) {
      await deliver(deps, {
        recipientId,
        type: 'highlight_was_piled_onto',
        actorId: e.actorId,
        dedupeKey: meta.eventId,
        rollup: { key: `highlight_was_piled_onto:${e.postId}`, windowMs: ROLLUP_WINDOW_MS },
        target: { postId: e.postId, quoteId: e.quoteId },
        occurredAt: meta.occurredAt,
      });
    }
  });

  bus.subscribe('quote.deleted', SUBSCRIBER, async (e) => {
    const remaining = await highlightCount(db, e.postId, e.actorId);
    await inTransaction(deps, async ({ db: trx }) => {
      const ofThisReader = trx.selectFrom('notifications').where('activity_type', '=', 'quote').where('group_key', '=', highlightGroupKey(e.postId, e.actorId));
      // Every writer to a reader's feed takes their counter row before their rows (see lockStatus): taken after a
      // row, it would close a cycle with a delivery or another deletion that holds it and waits for that row. The
      // rows are read once it is held, as its last holder left them.
      const recipients = await ofThisReader.select('user_id').distinct().execute();
      for (const userId of recipients.map((row) => row.user_id).sort()) await lockStatus(trx, userId);
      const rows = await ofThisReader.select(['id', 'user_id', 'occurred_at']).orderBy('id').execute();
      for (const row of rows) {
        if (remaining === 0) await deleteRow(trx, { id: row.id, userId: row.user_id, occurredAt: Number(row.occurred_at) });
        else await trx.updateTable('notifications').set({ milestone_arg: remaining, quote_id: await newestHighlight(trx, e.postId, e.actorId) }).where('id', '=', row.id).execute();
      }
    });
    if (remaining === 0) await removeActor(deps, e.actorId, { types: ['highlight_was_piled_onto'], postId: e.postId });
  });
}

function highlightGroupKey(postId: string, actorId: string): string {
  return `quote:${postId}:${actorId}`;
}

/**
 * Brings the reader's open highlights row up to date: the count, the newest highlight, the time. Only a real
 * change counts (a redelivery finds the row as it is and leaves it). As in `notify`, the reader's counter row
 * is taken first, the change lands no earlier than just after their last look, and a row they had read
 * becomes unread again and counts once more. Its statements hold together in the caller's transaction.
 */
async function recountOpenRow(trx: Executor, recipientId: string, key: string, postId: string, actorId: string, occurredAt: number): Promise<void> {
  const status = await trx
    .insertInto('notification_status')
    .values({ user_id: recipientId, unread_count: 0, last_viewed_at: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: sql`notification_status.unread_count` }))
    .returning('last_viewed_at')
    .executeTakeFirstOrThrow();
  const lastViewedAt = Number(status.last_viewed_at);
  const open = await trx
    .selectFrom('notifications')
    .select(['id', 'occurred_at', 'milestone_arg', 'quote_id'])
    .where('user_id', '=', recipientId)
    .where('group_key', '=', key)
    .where('first_at', '>=', occurredAt - ROLLUP_WINDOW_MS)
    .orderBy('first_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!open) return;
  const count = await highlightCount(trx, postId, actorId);
  const newest = await newestHighlight(trx, postId, actorId);
  if (count === Number(open.milestone_arg) && newest === open.quote_id) return;
  const before = Number(open.occurred_at);
  const after = Math.max(before, occurredAt, lastViewedAt + 1);
  await trx.updateTable('notifications').set({ milestone_arg: count, quote_id: newest, occurred_at: after }).where('id', '=', open.id).execute();
  await trx.updateTable('notification_actors').set({ occurred_at: occurredAt }).where('notification_id', '=', open.id).where('actor_id', '=', actorId).execute();
  if (before <= lastViewedAt) {
    await trx.updateTable('notification_status').set({ unread_count: sql`unread_count + 1` }).where('user_id', '=', recipientId).execute();
  }
}
