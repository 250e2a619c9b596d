import type { Kysely } from 'kysely';

// Series (a story made of parts added over time) and sequences (ordered stories).
//
// A series is a post with `is_series = 1`: its title, description (the post's first version), tags,
// visibility and publication are the post's, under the same rules. Its parts are rows of `series_parts`,
// each a short body in the story content model, a draft until `published_at` is set; `position` orders
// them (gaps are fine: "part N" is the rank among the published ones). Readers follow a series in
// `series_follows` (keyset order for the batched fan-out of a new part).
//
// A sequence is a curated, ordered run of published stories with its own address (/s/{slug}).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('is_series', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('posts_series_by_creator').on('posts').columns(['creator_id', 'is_series', 'updated_at', 'id']).execute();

  await db.schema
    .createTable('series_parts')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('series_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('series_parts_order').on('series_parts').columns(['series_id', 'position']).unique().execute();

  await db.schema
    .createTable('series_follows')
    .addColumn('series_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('series_follows_pk', ['series_id', 'user_id'])
    .execute();
  await db.schema.createIndex('series_follows_keyset').on('series_follows').columns(['series_id', 'created_at', 'user_id']).execute();
  await db.schema.createIndex('series_follows_by_user').on('series_follows').columns(['user_id']).execute();

  await db.schema
    .createTable('sequences')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sequences_library').on('sequences').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('sequences_by_creator').on('sequences').columns(['creator_id', 'updated_at', 'id']).execute();

  await db.schema
    .createTable('sequence_posts')
    .addColumn('sequence_id', 'text', (c) => c.notNull().references('sequences.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sequence_posts_pk', ['sequence_id', 'post_id'])
    .execute();
  await db.schema.createIndex('sequence_posts_order').on('sequence_posts').columns(['sequence_id', 'position']).execute();
  await db.schema.createIndex('sequence_posts_by_post').on('sequence_posts').columns(['post_id', 'sequence_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sequence_posts', 'sequences', 'series_follows', 'series_parts']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('posts_series_by_creator').execute();
  await db.schema.alterTable('posts').dropColumn('is_series').execute();
}
