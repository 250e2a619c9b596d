import type { Kysely } from 'kysely';

// Private notes and their replies.
//
// A note belongs to one published version of a story and one paragraph of it (its anchor, the paragraph's
// name), with the selected range inside that paragraph's text. Only two people ever read a note: its writer
// and the story's creator; every read filters by one of them, so the indexes lead with the post and then
// the writer. Dismissal is a time on the note (the creator stops seeing it; its writer keeps it). Reports
// are one row per reporter and note or reply, so a second report of the same thing changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('post_version', 'integer', (c) => c.notNull())
    .addColumn('anchor', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('selection_start', 'integer', (c) => c.notNull())
    .addColumn('selection_end', 'integer', (c) => c.notNull())
    .addColumn('dismissed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_by_post').on('notes').columns(['post_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('notes_by_writer').on('notes').columns(['post_id', 'author_id', 'created_at']).execute();

  await db.schema
    .createTable('note_replies')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('note_id', 'text', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_replies_by_note').on('note_replies').columns(['note_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('note_reports')
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_reports_pk', ['target_id', 'reporter_id'])
    .execute();
  await db.schema.createIndex('note_reports_by_reporter').on('note_reports').columns(['reporter_id', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('note_reports').execute();
  await db.schema.dropTable('note_replies').execute();
  await db.schema.dropTable('notes').execute();
}
