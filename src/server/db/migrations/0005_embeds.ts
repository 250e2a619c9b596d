import type { Kysely } from 'kysely';

// Embeds from allow-listed providers (YouTube, Vimeo, CodePen, GitHub gists): the player address a story's
// frame page (/media/frame/{id}) shows, and the size it starts at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_resources')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text', (c) => c.notNull())
    .addColumn('embed_url', 'text', (c) => c.notNull())
    .addColumn('iframe_width', 'integer', (c) => c.notNull())
    .addColumn('iframe_height', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('creator_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_resources_embed_url').on('media_resources').column('embed_url').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_resources').execute();
}
