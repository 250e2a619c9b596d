import type { Kysely } from 'kysely';

// Email about notifications.
//
// `notification_email_settings` keeps the categories a reader changed, one row each ('instant', 'daily' or
// 'off'); a category without a row follows the default in `src/shared/notification-email.ts`, so a better
// default later reaches everyone who never chose.
//
// `notification_email_digest` is the daily digest's queue: a reader's notifications waiting for their next
// digest, one row per notification however many people join it. The digest deletes the rows it sends in the
// same transaction that writes its email job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_email_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_settings_pk', ['user_id', 'category'])
    .execute();

  await db.schema
    .createTable('notification_email_digest')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_id', 'text', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_digest_pk', ['user_id', 'notification_id'])
    .execute();
  // The digest run finds the readers with rows queued before its hour.
  await db.schema.createIndex('notification_email_digest_due').on('notification_email_digest').columns(['queued_at', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_email_digest').execute();
  await db.schema.dropTable('notification_email_settings').execute();
}
