import { sql, type Kysely } from 'kysely';

// Notifications: what the bell and /me/notifications show.
//
// `notifications` holds one row per entry in a reader's feed. Several actors doing the same thing to the same
// target (follows of you, claps on one story, highlights in one story…) share one row while its rollup window
// is open: `group_key` names the kind and target, `first_at` opens the window, `actor_count` counts the
// distinct actors kept in `notification_actors`, and `occurred_at` (the latest activity) orders the feed and
// decides whether the row is unread. `dedupe_key` makes a second delivery of the same event a no-op.
// Targets are plain ids: a deleted story leaves the row, which then reads 'A story'.
//
// `notification_status` is the reader's counter row: the unread count the bell shows, changed in the same
// transaction as the notification that changes it, and the moment the reader last opened the bell.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_id', 'text')
    .addColumn('collection_id', 'text')
    .addColumn('catalog_id', 'text')
    .addColumn('quote_id', 'text')
    .addColumn('note_id', 'text')
    .addColumn('note_reply_id', 'text')
    .addColumn('response_post_id', 'text')
    .addColumn('milestone_arg', 'integer')
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .execute();
  // The feed, newest first, keyset paged by (occurred_at, id); the Responses tab by type.
  await db.schema.createIndex('notifications_feed').on('notifications').columns(['user_id', 'occurred_at', 'id']).execute();
  await db.schema.createIndex('notifications_feed_by_type').on('notifications').columns(['user_id', 'activity_type', 'occurred_at', 'id']).execute();
  // The open rollup row of a kind and target.
  await db.schema.createIndex('notifications_group').on('notifications').columns(['user_id', 'group_key', 'first_at']).execute();
  // Taking back what a story, response, list or note caused (unpublished, deleted) finds its rows by it.
  await db.schema.createIndex('notifications_post').on('notifications').columns(['post_id']).execute();
  for (const column of ['response_post_id', 'catalog_id', 'note_id'] as const) {
    await db.schema.createIndex(`notifications_${column}`).on('notifications').column(column).where(sql.ref(column), 'is not', null).execute();
  }
  await db.schema.createIndex('notifications_dedupe').on('notifications').columns(['user_id', 'dedupe_key']).unique().execute();

  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'text', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();
  // Muting or blocking someone takes their activity out of your feed.
  await db.schema.createIndex('notification_actors_actor').on('notification_actors').columns(['actor_id', 'notification_id']).execute();

  await db.schema
    .createTable('notification_status')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_status').execute();
  await db.schema.dropTable('notification_actors').execute();
  await db.schema.dropTable('notifications').execute();
}
