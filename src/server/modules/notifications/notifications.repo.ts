import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { NotificationsTable } from '../../db/schema.generated';
import { keptUntilCommit } from '../../db/dialect';
import { preparedQuery } from '../../db/prepared';

/** One row of a reader's feed, as resolvers pass it down. */
export interface NotificationModel {
  id: string;
  userId: string;
  activityType: string;
  actorId: string | null;
  actorCount: number;
  postId: string | null;
  collectionId: string | null;
  catalogId: string | null;
  quoteId: string | null;
  noteId: string | null;
  noteReplyId: string | null;
  responsePostId: string | null;
  milestoneArg: number | null;
  occurredAt: number;
}

export interface FeedCursor {
  occurredAt: number;
  id: string;
}

export interface NotificationStatusRow {
  unreadCount: number;
  lastViewedAt: number;
}

const FEED_COLUMNS = [
  'id',
  'user_id',
  'activity_type',
  'actor_id',
  'actor_count',
  'post_id',
  'collection_id',
  'catalog_id',
  'quote_id',
  'note_id',
  'note_reply_id',
  'response_post_id',
  'milestone_arg',
  'occurred_at',
] as const;

type FeedRow = Pick<Selectable<NotificationsTable>, (typeof FEED_COLUMNS)[number]>;

function toNotification(row: FeedRow): NotificationModel {
  return {
    id: row.id,
    userId: row.user_id,
    activityType: row.activity_type,
    actorId: row.actor_id,
    actorCount: Number(row.actor_count),
    postId: row.post_id,
    collectionId: row.collection_id,
    catalogId: row.catalog_id,
    quoteId: row.quote_id,
    noteId: row.note_id,
    noteReplyId: row.note_reply_id,
    responsePostId: row.response_post_id,
    milestoneArg: row.milestone_arg === null ? null : Number(row.milestone_arg),
    occurredAt: Number(row.occurred_at),
  };
}

/**
 * A reader's rows newest first, from just past the cursor, with at most one type: a seek on `notifications_feed`
 * (no type) or `notifications_feed_by_type` (one type), reading no more rows than the page holds.
 */
function feedSlice(db: Executor, userId: string, type: string | null, limit: number, after: FeedCursor | null) {
  let query = db.selectFrom('notifications').select(FEED_COLUMNS).where('user_id', '=', userId);
  if (type !== null) query = query.where('activity_type', '=', type);
  // A row comparison lets the index seek straight to the cursor instead of reading every newer row.
  if (after) query = query.where((eb) => eb(eb.refTuple('occurred_at', 'id'), '<', eb.tuple(after.occurredAt, after.id)));
  return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit);
}

/**
 * One page of a reader's feed. With types, each type is its own index seek and the slices are merged: an
 * `IN` list over the type index would read and sort every row of those types, and the feed index filtered by
 * type reads past every other row, however rare the types are.
 */
export function feedPageQuery(db: Executor, input: { userId: string; types: readonly string[] | null; limit: number; after: FeedCursor | null }) {
  const { userId, types, limit, after } = input;
  if (types === null) return feedSlice(db, userId, null, limit, after);
  const [first, ...rest] = types.map((type, i) => db.selectFrom(feedSlice(db, userId, type, limit, after).as(`t${i}`)).select(FEED_COLUMNS));
  if (!first) throw new Error('feedPageQuery needs at least one type');
  const merged = rest.reduce((union, slice) => union.unionAll(slice), first);
  return db.selectFrom(merged.as('merged')).select(FEED_COLUMNS).orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit);
}

export async function feedPage(db: Executor, input: { userId: string; types: readonly string[] | null; limit: number; after: FeedCursor | null }): Promise<NotificationModel[]> {
  if (input.types !== null && input.types.length === 0) return [];
  const rows = await feedPageQuery(db, input).execute();
  return rows.map(toNotification);
}

/** One of the reader's own rows (another reader's id finds nothing). */
export async function ownRow(db: Executor, userId: string, id: string): Promise<NotificationModel | null> {
  const row = await db.selectFrom('notifications').select(FEED_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? toNotification(row) : null;
}

const statusOfQuery = preparedQuery((db, userId: string) => db.selectFrom('notification_status').select(['unread_count', 'last_viewed_at']).where('user_id', '=', userId));

/** The reader's counter row; a reader never notified has none (0 unread, never viewed). */
export async function statusOf(db: Executor, userId: string): Promise<NotificationStatusRow> {
  const row = await statusOfQuery.executeTakeFirst(db, userId);
  return { unreadCount: Number(row?.unread_count ?? 0), lastViewedAt: Number(row?.last_viewed_at ?? 0) };
}

/**
 * Marks everything in the reader's feed so far as viewed: the counter goes to 0 and `last_viewed_at` moves to
 * `now`, or to the newest row when one is dated later (so every row the count leaves out reads as read).
 *
 * The first statement takes the counter row, as `notify` does before it writes: a notification being written
 * commits first and is seen by the next statement (counted out and read), or waits and lands after (unread,
 * counted). Never lost in between. Its statements hold together only in the caller's transaction.
 */
export async function markViewed(trx: Executor, userId: string, now: number): Promise<number> {
  const held = await trx
    .insertInto('notification_status')
    .values({ user_id: userId, unread_count: 0, last_viewed_at: 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: sql`notification_status.unread_count` }))
    .returning('last_viewed_at')
    .executeTakeFirstOrThrow();
  const newest = await trx
    .selectFrom('notifications')
    .select('occurred_at')
    .where('user_id', '=', userId)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const viewedAt = Math.max(now, Number(held.last_viewed_at), Number(newest?.occurred_at ?? 0));
  await trx.updateTable('notification_status').set({ unread_count: 0, last_viewed_at: viewedAt }).where('user_id', '=', userId).execute();
  return viewedAt;
}

/**
 * The people of several rows, most recent first, at most `perRow` each: one query for a page of rows. A row
 * with thousands of actors reads them through its primary key and keeps the newest.
 */
export async function actorsOfRows(db: Executor, notificationIds: readonly string[], perRow: number): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (notificationIds.length === 0) return found;
  const ranked = db
    .selectFrom('notification_actors')
    .select(['notification_id', 'actor_id', 'occurred_at'])
    .select(sql<number>`row_number() over (partition by notification_id order by occurred_at desc, actor_id desc)`.as('rank'))
    .where('notification_id', 'in', [...notificationIds]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['notification_id', 'actor_id'])
    .where('rank', '<=', perRow)
    .orderBy('notification_id')
    .orderBy('occurred_at', 'desc')
    .orderBy('actor_id', 'desc')
    .execute();
  for (const row of rows) found.set(row.notification_id, [...(found.get(row.notification_id) ?? []), row.actor_id]);
  return found;
}

/**
 * The rows among `ids` still there, as (user_id, id), for a statement that writes from them (the digest's queue):
 * held against deletion until that statement's transaction ends, so one taken back meanwhile is left out rather
 * than failing the writer's foreign key.
 */
export function notificationsStillThere(db: Executor, ids: readonly string[]) {
  return keptUntilCommit(db, db.selectFrom('notifications').select(['notifications.user_id', 'notifications.id']).where('notifications.id', 'in', [...ids]));
}

/** Rows by id, as stored, in one query (the email about them reads them back by id). */
export async function notificationRowsByIds(db: Executor, ids: readonly string[]): Promise<Selectable<NotificationsTable>[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('notifications').selectAll().where('id', 'in', [...ids]).execute();
}
