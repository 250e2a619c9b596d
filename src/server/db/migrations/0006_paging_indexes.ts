import { sql, type Kysely } from 'kysely';

// Keyset paging compares (sort column, id) as one row, so each paged list gets an index that ends in id:
// the feed of published stories (partial: only what a feed can show), and a writer's stories by state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('posts_feed_keyset')
    .on('posts')
    .columns(['published_at', 'id'])
    .where(sql.ref('is_published'), '=', 1)
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('suspended_at'), 'is', null)
    .execute();
  await db.schema.createIndex('posts_creator_published_keyset').on('posts').columns(['creator_id', 'is_published', 'published_at', 'id']).execute();
  await db.schema.createIndex('posts_creator_updated_keyset').on('posts').columns(['creator_id', 'is_published', 'updated_at', 'id']).execute();
  await db.schema.dropIndex('posts_creator_state').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('posts_creator_state').on('posts').columns(['creator_id', 'is_published', 'published_at']).execute();
  await db.schema.dropIndex('posts_creator_updated_keyset').execute();
  await db.schema.dropIndex('posts_creator_published_keyset').execute();
  await db.schema.dropIndex('posts_feed_keyset').execute();
}
