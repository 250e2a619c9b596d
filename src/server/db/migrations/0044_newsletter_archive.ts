import type { Kysely } from 'kysely';

// A newsletter's archive: the stories it sent, newest first (`/_api/newsletters/{id}/posts` and the landing
// pages' recent issues), read down one index in that order and paged by (sent time, send id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('newsletter_sends_sent').on('newsletter_sends').columns(['newsletter_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_sends_sent').execute();
}
