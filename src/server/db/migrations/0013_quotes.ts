import type { Kysely } from 'kysely';

// Highlights (quotes) on stories.
//
// A quote keeps the story version it was made on, the names of the paragraphs it spans, its offsets, the text
// it covered and those paragraphs' text then: a later version is matched by paragraph name and text, so a
// highlight follows its words through edits and is dropped, never misplaced, when they are gone. Responses and
// tweets quote passages too (quote_type); only highlights are shown and toggled. A reader's highlights list
// pages newest first by (created_at, id); a story's highlights are read by post.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('quote_type', 'text', (c) => c.notNull())
    .addColumn('paragraph_names', 'text', (c) => c.notNull())
    .addColumn('start_offset', 'integer', (c) => c.notNull())
    .addColumn('end_offset', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('paragraph_texts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_post').on('quotes').columns(['post_id', 'quote_type', 'user_id']).execute();
  await db.schema.createIndex('quotes_user').on('quotes').columns(['user_id', 'quote_type', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quotes').execute();
}
