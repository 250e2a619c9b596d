import type { Kysely } from 'kysely';

// Topics group tags; readers follow topics.
//
// A tag's page lists its stories newest first or by claps, a page at a time. `post_tags` knows neither a
// story's publish time nor whether anyone may list it, so ordering through it means reading every story
// of the tag. `tag_stories` and `topic_stories` hold one row per listed story (published, PUBLIC or LOCKED,
// not a response, not deleted or suspended) with its publish time and claps, kept by the topics module's
// subscribers, so every page is one index seek. Counts shown on the pages are counters kept beside them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('topics')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('PUBLIC'))
    // The heading /topics shows it under ("Technology", "Life"…) and its place there.
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('topics_listing').on('topics').columns(['visibility', 'position', 'id']).execute();

  await db.schema
    .createTable('topic_tags')
    .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull().references('tags.slug'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('topic_tags_pk', ['topic_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('topic_tags_tag').on('topic_tags').columns(['tag_slug', 'topic_id']).execute();

  await db.schema
    .createTable('topic_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_follows_pk', ['user_id', 'topic_id'])
    .execute();
  await db.schema.createIndex('topic_follows_user_keyset').on('topic_follows').columns(['user_id', 'created_at', 'topic_id']).execute();
  await db.schema.createIndex('topic_follows_topic').on('topic_follows').column('topic_id').execute();

  await db.schema
    .createTable('tag_stories')
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tag_stories_pk', ['tag_slug', 'post_id'])
    .execute();
  await db.schema.createIndex('tag_stories_latest').on('tag_stories').columns(['tag_slug', 'published_at', 'post_id']).execute();
  await db.schema.createIndex('tag_stories_top').on('tag_stories').columns(['tag_slug', 'clap_count', 'post_id']).execute();
  await db.schema.createIndex('tag_stories_post').on('tag_stories').column('post_id').execute();

  await db.schema
    .createTable('topic_stories')
    .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('topic_stories_pk', ['topic_id', 'post_id'])
    .execute();
  await db.schema.createIndex('topic_stories_latest').on('topic_stories').columns(['topic_id', 'published_at', 'post_id']).execute();
  await db.schema.createIndex('topic_stories_top').on('topic_stories').columns(['topic_id', 'clap_count', 'post_id']).execute();
  await db.schema.createIndex('topic_stories_post').on('topic_stories').column('post_id').execute();

  // Counters: listed stories per tag, per tag and writer (top writers), per tag and UTC day (the archive).
  await db.schema
    .createTable('tag_counts')
    .addColumn('tag_slug', 'text', (c) => c.primaryKey().notNull())
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('tag_writers')
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tag_writers_pk', ['tag_slug', 'creator_id'])
    .execute();
  await db.schema.createIndex('tag_writers_top').on('tag_writers').columns(['tag_slug', 'post_count', 'creator_id']).execute();
  await db.schema
    .createTable('tag_days')
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    // Days since the epoch (UTC): whole-number arithmetic that both databases do alike.
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tag_days_pk', ['tag_slug', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tag_days', 'tag_writers', 'tag_counts', 'topic_stories', 'tag_stories', 'topic_follows', 'topic_tags', 'topics']) {
    await db.schema.dropTable(table).execute();
  }
}
