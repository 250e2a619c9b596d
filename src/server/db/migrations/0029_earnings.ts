import type { Kysely } from 'kysely';

// Partner earnings: each closed month's shares of members' fees, kept as an audit trail.
//
// A period is a UTC calendar month, named by its first millisecond (`period_start`). Closing one writes, in a
// single transaction: the period row (its key makes a second close a no-op), one row per member with a fee
// (fee, pool, what was allocated; a member who read nothing eligible leaves the whole pool unallocated), one
// row per (member, story) with the member's engaged reading time and cents (the audit trail; never shown to
// anyone but as counts), and the totals per story and per writer the dashboard reads. `state` is the writer's
// earning status when the period closed: EARNING, WITHHELD, LIMITED or FORFEITED. Money is integer cents.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's page views in a month, for their shares.
  await db.schema.createIndex('post_views_viewer_time').on('post_views').columns(['viewer_id', 'created_at']).execute();

  await db.schema
    .createTable('earnings_periods')
    .addColumn('period_start', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addColumn('pool_cents', 'bigint', (c) => c.notNull())
    .addColumn('allocated_cents', 'bigint', (c) => c.notNull())
    .addColumn('unallocated_cents', 'bigint', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('earnings_member_pools')
    .addColumn('period_start', 'bigint', (c) => c.notNull().references('earnings_periods.period_start').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pool_cents', 'bigint', (c) => c.notNull())
    .addColumn('allocated_cents', 'bigint', (c) => c.notNull())
    .addColumn('engaged_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('earnings_member_pools_pk', ['period_start', 'member_id'])
    .execute();

  await db.schema
    .createTable('earnings_shares')
    .addColumn('period_start', 'bigint', (c) => c.notNull().references('earnings_periods.period_start').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('writer_id', 'text', (c) => c.notNull())
    .addColumn('engaged_ms', 'bigint', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('earnings_shares_pk', ['period_start', 'member_id', 'post_id'])
    .execute();
  await db.schema.createIndex('earnings_shares_by_post').on('earnings_shares').columns(['post_id', 'period_start']).execute();

  await db.schema
    .createTable('earnings_story_totals')
    .addColumn('period_start', 'bigint', (c) => c.notNull().references('earnings_periods.period_start').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('writer_id', 'text', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addColumn('engaged_ms', 'bigint', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('earnings_story_totals_pk', ['period_start', 'post_id'])
    .execute();
  await db.schema.createIndex('earnings_story_totals_by_writer').on('earnings_story_totals').columns(['writer_id', 'period_start']).execute();
  await db.schema.createIndex('earnings_story_totals_by_post').on('earnings_story_totals').columns(['post_id', 'period_start']).execute();

  await db.schema
    .createTable('earnings_writer_totals')
    .addColumn('period_start', 'bigint', (c) => c.notNull().references('earnings_periods.period_start').onDelete('cascade'))
    .addColumn('writer_id', 'text', (c) => c.notNull())
    .addColumn('story_count', 'integer', (c) => c.notNull())
    .addColumn('engaged_ms', 'bigint', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('earnings_writer_totals_pk', ['period_start', 'writer_id'])
    .execute();
  await db.schema.createIndex('earnings_writer_totals_by_writer').on('earnings_writer_totals').columns(['writer_id', 'period_start']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['earnings_writer_totals', 'earnings_story_totals', 'earnings_shares', 'earnings_member_pools', 'earnings_periods']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('post_views_viewer_time').ifExists().execute();
}
