import type { Kysely } from 'kysely';

// The newsletter sending pipeline's limits (decision 056).
//
// `newsletter_send_rate` counts newsletter emails attempted per minute of the app's clock (one row per
// minute, `minute` = epoch minutes), shared by every process through the database, so
// NEWSLETTER_SEND_RATE_PER_MINUTE holds on SQLite and PostgreSQL, with or without Redis.
//
// `newsletter_sends.status` is `sending` or `stopped`: a send stops when the mail server fails
// `server_failures` attempts in a row (no success between them), with the last error as `stop_reason`.
//
// `email_soft_failures` counts, per address, the sends in a row whose delivery ended failed with a temporary
// error; at the threshold the address joins `email_bounces` with `kind` soft (a 5xx at RCPT TO is `hard`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_send_rate')
    .addColumn('minute', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('newsletter_sends').addColumn('status', 'text', (c) => c.notNull().defaultTo('sending')).execute();
  await db.schema.alterTable('newsletter_sends').addColumn('server_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('newsletter_sends').addColumn('stop_reason', 'text').execute();
  await db.schema.alterTable('newsletter_sends').addColumn('stopped_at', 'bigint').execute();

  await db.schema.alterTable('email_bounces').addColumn('kind', 'text', (c) => c.notNull().defaultTo('hard')).execute();

  await db.schema
    .createTable('email_soft_failures')
    .addColumn('email', 'text', (c) => c.primaryKey().notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_send_id', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_soft_failures').execute();
  await db.schema.alterTable('email_bounces').dropColumn('kind').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('stopped_at').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('stop_reason').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('server_failures').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('status').execute();
  await db.schema.dropTable('newsletter_send_rate').execute();
}
