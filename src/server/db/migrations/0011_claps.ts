import type { Kysely } from 'kysely';

// Claps on stories and lists.
//
// One row per reader and target (a story or a list, named by type and id, without a foreign key so that one
// table serves both), holding that reader's claps (1 to 50): a reader who taps again changes their row, and
// taking claps back to 0 deletes it. Each target's total and number of clappers live in a counter row that
// is changed in the same transaction, by the difference the reader's row really changed, so totals stay
// exact under concurrent claps and a story page reads one row. `milestone` is the highest milestone already
// announced, so each one is announced once, even when claps are taken back and given again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claps')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claps', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('claps_pk', ['target_type', 'target_id', 'user_id'])
    .execute();
  // The clappers list, newest first, paged by (created_at, user_id).
  await db.schema.createIndex('claps_clappers').on('claps').columns(['target_type', 'target_id', 'created_at', 'user_id']).execute();
  // A reader's own claps (and removing them with the account).
  await db.schema.createIndex('claps_by_user').on('claps').columns(['user_id', 'target_type', 'target_id']).execute();

  await db.schema
    .createTable('clap_counts')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clapper_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('milestone', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('clap_counts_pk', ['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clap_counts').execute();
  await db.schema.dropTable('claps').execute();
}
