import type { Kysely } from 'kysely';

// Every signed-in page asks for the reader's publications (those they created or are a member of). With no index
// on `creator_id`, and the two conditions joined by OR, PostgreSQL read every publication for none: 1,000 rows
// at 1M stories, and as many as the site has. With this index the query is two seeks (creator, membership).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('collections_creator').on('collections').column('creator_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collections_creator').execute();
}
