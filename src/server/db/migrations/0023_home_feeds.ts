import type { Kysely } from 'kysely';

// What shapes a reader's For you feed, and what they removed from it.
//
// `for_you_items` is the reader's ranked For you list, computed by the feeds module from what they follow,
// read and clap for (at most a few hundred rows per reader) and read a page at a time by an index seek on
// (user_id, score, post_id). `for_you_state` says when it was computed, from which followed topics, and
// whether a signal changed since. `feed_signal_removals` holds what the reader took out of the ranking: a
// read or a clap that no longer shapes it, or a story they asked to see less like.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('for_you_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addColumn('reason_kind', 'text', (c) => c.notNull())
    .addColumn('reason_id', 'text')
    .addColumn('reason_label', 'text')
    .addPrimaryKeyConstraint('for_you_items_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('for_you_items_rank').on('for_you_items').columns(['user_id', 'score', 'post_id']).execute();

  await db.schema
    .createTable('for_you_state')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addColumn('topics_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stale', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('feed_signal_removals')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_signal_removals_pk', ['user_id', 'kind', 'post_id'])
    .execute();
  await db.schema.createIndex('feed_signal_removals_list').on('feed_signal_removals').columns(['user_id', 'created_at']).execute();

  // A reader's newest claps (For you's "readers who liked this" signal), and the newest claps of similar readers.
  await db.schema.createIndex('claps_by_user_recent').on('claps').columns(['user_id', 'target_type', 'created_at']).execute();
  // Who to follow falls back on the most followed writers.
  await db.schema.createIndex('user_social_counts_followers').on('user_social_counts').columns(['follower_count', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_social_counts_followers').execute();
  await db.schema.dropIndex('claps_by_user_recent').execute();
  await db.schema.dropTable('feed_signal_removals').execute();
  await db.schema.dropTable('for_you_state').execute();
  await db.schema.dropTable('for_you_items').execute();
}
