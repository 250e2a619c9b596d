import type { Kysely } from 'kysely';

// The monthly meter of member-only stories read by signed-in non-members.
//
// `meter_reads` holds one row per reader, UTC month (the month's first millisecond) and story read in full on
// the meter: reading the same story again that month is free. `meter_months` counts them per reader and month;
// a read is spent by a conditional increment (`used < allowance`), so two tabs cannot overspend.
// `posts.crawlers_read_whole`: the writer lets verified search engines read the whole member-only story.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meter_months')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('meter_months_pk', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('meter_reads')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'bigint', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('meter_reads_pk', ['user_id', 'month', 'post_id'])
    .execute();
  await db.schema.createIndex('meter_reads_by_post').on('meter_reads').columns(['post_id']).execute();

  await db.schema.alterTable('posts').addColumn('crawlers_read_whole', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('crawlers_read_whole').execute();
  await db.schema.dropTable('meter_reads').execute();
  await db.schema.dropTable('meter_months').execute();
}
