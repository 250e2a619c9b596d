import type { Kysely } from 'kysely';

// The social graph: who follows whom (people and publications), mutes, blocks and reports.
//
// Each relation is one row keyed by its two ends, so a second follow of the same pair cannot exist and
// concurrent follows of one pair insert one row. Follower and following counts are kept in counter rows
// changed in the same transaction as the relation row, and only when a row was really inserted or
// deleted, so they stay exact under concurrent follows and unfollows (profiles read one row instead of
// counting thousands). Paged lists read newest first by (created_at, id) from an index ending in the id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followed_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followed_id'])
    .execute();
  await db.schema.createIndex('user_follows_followers').on('user_follows').columns(['followed_id', 'created_at', 'follower_id']).execute();
  await db.schema.createIndex('user_follows_following').on('user_follows').columns(['follower_id', 'created_at', 'followed_id']).execute();

  await db.schema
    .createTable('collection_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_follows_pk', ['user_id', 'collection_id'])
    .execute();
  await db.schema
    .createIndex('collection_follows_followers')
    .on('collection_follows')
    .columns(['collection_id', 'created_at', 'user_id'])
    .execute();
  await db.schema
    .createIndex('collection_follows_following')
    .on('collection_follows')
    .columns(['user_id', 'created_at', 'collection_id'])
    .execute();

  await db.schema
    .createTable('user_mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('muted_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_mutes_pk', ['user_id', 'muted_user_id'])
    .execute();
  await db.schema.createIndex('user_mutes_list').on('user_mutes').columns(['user_id', 'created_at', 'muted_user_id']).execute();

  await db.schema
    .createTable('collection_mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_mutes_pk', ['user_id', 'collection_id'])
    .execute();
  await db.schema.createIndex('collection_mutes_list').on('collection_mutes').columns(['user_id', 'created_at', 'collection_id']).execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  // "Who has blocked this reader" is asked on every story page a signed-in reader opens.
  await db.schema.createIndex('user_blocks_blocked').on('user_blocks').columns(['blocked_id', 'blocker_id']).execute();
  await db.schema.createIndex('user_blocks_list').on('user_blocks').columns(['blocker_id', 'created_at', 'blocked_id']).execute();

  await db.schema
    .createTable('user_reports')
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_reports_pk', ['reporter_id', 'reported_user_id'])
    .execute();
  await db.schema.createIndex('user_reports_reported').on('user_reports').columns(['reported_user_id', 'created_at']).execute();

  await db.schema
    .createTable('user_social_counts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collection_following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('collection_follower_counts')
    .addColumn('collection_id', 'text', (c) => c.primaryKey().notNull().references('collections.id').onDelete('cascade'))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'collection_follower_counts',
    'user_social_counts',
    'user_reports',
    'user_blocks',
    'collection_mutes',
    'user_mutes',
    'collection_follows',
    'user_follows',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
