import type { Kysely } from 'kysely';

// Responses: stories written in reply to a story or a list.
//
// A response is a post (published at once) with the columns below set. Threads are flat in storage:
// every response names the story or list the discussion is about (root), the top-level response of its
// thread and the response it is shown under (display parent, at most two levels below the top-level
// response); `in_response_to_post_id` keeps the response it really answered, even when that one sits at
// the deepest level and the reply is shown beside it. Counts (shown responses of a story or list, shown
// replies of a response) live in counter rows changed in the same transaction as the change, by delta.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('is_response', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('posts').addColumn('in_response_to_post_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('in_response_to_catalog_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('response_root_post_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('response_root_catalog_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('response_thread_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('response_parent_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('response_depth', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('hidden_on_parent_at', 'bigint').execute();
  await db.schema.alterTable('posts').addColumn('discussion_closed_at', 'bigint').execute();

  // A story's (or list's) top-level responses, newest first; replies under one response, oldest first.
  await db.schema
    .createIndex('posts_response_root_post')
    .on('posts')
    .columns(['response_root_post_id', 'response_depth', 'published_at', 'id'])
    .execute();
  await db.schema
    .createIndex('posts_response_root_catalog')
    .on('posts')
    .columns(['response_root_catalog_id', 'response_depth', 'published_at', 'id'])
    .execute();
  await db.schema.createIndex('posts_response_parent').on('posts').columns(['response_parent_id', 'published_at', 'id']).execute();
  // A writer's responses (profile tab and /me/stories/responses).
  await db.schema.createIndex('posts_creator_responses').on('posts').columns(['creator_id', 'is_response', 'published_at', 'id']).execute();

  await db.schema
    .createTable('response_counts')
    // A story, a list or a response.
    .addColumn('target_id', 'text', (c) => c.primaryKey().notNull())
    // Stories and lists: shown responses in the whole discussion. Responses: shown replies under it.
    .addColumn('responses_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Claps a response received (kept from the claps' events), for the most relevant order.
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Lists live in a later migration; their closed discussions are kept here, keyed by the list's id.
  await db.schema
    .createTable('catalog_discussions')
    .addColumn('catalog_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_discussions').execute();
  await db.schema.dropTable('response_counts').execute();
  for (const index of ['posts_creator_responses', 'posts_response_parent', 'posts_response_root_catalog', 'posts_response_root_post']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [
    'discussion_closed_at',
    'hidden_on_parent_at',
    'response_depth',
    'response_parent_id',
    'response_thread_id',
    'response_root_catalog_id',
    'response_root_post_id',
    'in_response_to_catalog_id',
    'in_response_to_post_id',
    'is_response',
  ]) {
    await db.schema.alterTable('posts').dropColumn(column).execute();
  }
}
