import type { Kysely } from 'kysely';

// Newsletters (Newsletter V3). A writer's newsletter (type AUTHOR) is written the first time someone
// subscribes to it ("lazily enabled"), so writers nobody subscribed to have no row.
//
// `newsletter_subscribers` holds one row per newsletter and address: `pending` until the address is
// confirmed through the link mailed to it (double opt-in; the token is stored as its SHA-256, single-use,
// with an expiry), then `confirmed`, then `unsubscribed` (a later subscribe confirms again). A signed-in
// reader subscribing with their verified address is confirmed at once and carries `user_id`.
//
// `newsletter_sends` is one row per story sent by a newsletter (so a story is never sent twice), and
// `newsletter_deliveries` one row per recipient of a send, with its status (queued, sent, failed, bounced,
// skipped) and attempts. `email_bounces` lists addresses whose server refused them for good (5xx at RCPT):
// nothing is sent to them again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletters_user').on('newsletters').column('user_id').unique().execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('newsletter_id', 'text', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('unsubscribed_at', 'bigint')
    .execute();
  await db.schema.createIndex('newsletter_subscribers_address').on('newsletter_subscribers').columns(['newsletter_id', 'email']).unique().execute();
  await db.schema.createIndex('newsletter_subscribers_status').on('newsletter_subscribers').columns(['newsletter_id', 'status', 'id']).execute();
  await db.schema.createIndex('newsletter_subscribers_user').on('newsletter_subscribers').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('newsletter_subscribers_email').on('newsletter_subscribers').columns(['email', 'status']).execute();
  await db.schema.createIndex('newsletter_subscribers_token').on('newsletter_subscribers').column('confirm_token_hash').unique().execute();

  await db.schema
    .createTable('newsletter_sends')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('newsletter_id', 'text', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletter_sends_story').on('newsletter_sends').columns(['newsletter_id', 'post_id']).unique().execute();

  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('send_id', 'text', (c) => c.notNull().references('newsletter_sends.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text', (c) => c.notNull().references('newsletter_subscribers.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['send_id', 'subscriber_id'])
    .execute();

  await db.schema
    .createTable('email_bounces')
    .addColumn('email', 'text', (c) => c.primaryKey().notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('bounced_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_bounces').execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_sends').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.dropTable('newsletters').execute();
}
