import { sql, type Kysely } from 'kysely';

// One email per address per story (decision 060), and sends that can be resumed.
//
// `newsletter_deliveries.post_id` and `email` copy the send's story and the subscriber's address when the row is
// written; the unique index on them lets only one delivery row exist for a story and an address across every
// send of that story (the writer's newsletter and the publication's), written with an insert that ignores the
// conflict, so two batches at once on PostgreSQL cannot both write it. Rows written before this migration have
// neither (nulls never collide).
//
// `newsletter_sends.resumes` counts the times its managers resumed a stopped send (it names the jobs of each
// pass), and `resumed_at` says when last. `written_at` is when its batches had written every recipient's row
// (so a send between two paced batches still reads as sending); sends before this migration count as written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_deliveries').addColumn('post_id', 'text').execute();
  await db.schema.alterTable('newsletter_deliveries').addColumn('email', 'text').execute();
  await db.schema.createIndex('newsletter_deliveries_story_address').on('newsletter_deliveries').columns(['post_id', 'email']).unique().execute();
  await db.schema.alterTable('newsletter_sends').addColumn('resumes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('newsletter_sends').addColumn('resumed_at', 'bigint').execute();
  await db.schema.alterTable('newsletter_sends').addColumn('written_at', 'bigint').execute();
  await sql`UPDATE newsletter_sends SET written_at = created_at`.execute(db);
  // The stats page's list of sends, newest first.
  await db.schema.createIndex('newsletter_sends_newest').on('newsletter_sends').columns(['newsletter_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_sends_newest').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('written_at').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('resumed_at').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('resumes').execute();
  await db.schema.dropIndex('newsletter_deliveries_story_address').execute();
  await db.schema.alterTable('newsletter_deliveries').dropColumn('email').execute();
  await db.schema.alterTable('newsletter_deliveries').dropColumn('post_id').execute();
}
