import type { Kysely } from 'kysely';

// Reads: page views, engaged time and reading history.
//
// `post_views` holds one row per page view (its id is the page view id the browser made up, 128 random
// bits, so nobody else can ping it). Pings carry running totals, so the row keeps the largest engaged time
// and furthest scroll it was told: a repeated or late ping changes nothing. `read_at` marks the view that
// counted as a read. Writers' stats count these rows; they never say who viewed.
//
// `reading_history` holds one row per reader and story: first and last view, the reader's engaged time over
// all views, and `read_at` once the story was really read (the `post.read` event goes out exactly when
// that is set). Clearing hides read rows (so a story read again is not a second read) and deletes the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_views')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('viewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('collection_id', 'text')
    .addColumn('engaged_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scroll_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Stats per story over a period: views, and reads among them.
  await db.schema.createIndex('post_views_post').on('post_views').columns(['post_id', 'created_at']).execute();
  await db.schema.createIndex('post_views_viewer').on('post_views').columns(['viewer_id', 'post_id']).execute();

  await db.schema
    .createTable('reading_history')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('first_viewed_at', 'bigint', (c) => c.notNull())
    .addColumn('last_viewed_at', 'bigint', (c) => c.notNull())
    .addColumn('engaged_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'bigint')
    .addColumn('hidden_at', 'bigint')
    .addPrimaryKeyConstraint('reading_history_pk', ['user_id', 'post_id'])
    .execute();
  // The reader's history, newest first, keyset paged by (last_viewed_at, post_id).
  await db.schema.createIndex('reading_history_list').on('reading_history').columns(['user_id', 'last_viewed_at', 'post_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_history').execute();
  await db.schema.dropTable('post_views').execute();
}
