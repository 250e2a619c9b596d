import type { Kysely } from 'kysely';

// A publication's former slugs lead to it (301) until another publication takes one; and a reader's session is
// carried to custom domains by a one-time hand-off, the domain's session being a child of the instance's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey().notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collection_slug_redirects_collection').on('collection_slug_redirects').column('collection_id').execute();

  // The session on a custom domain ends with the one it was handed from (and signing out of it ends that one).
  // It is good on that domain only.
  await db.schema.alterTable('sessions').addColumn('parent_session_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('domain', 'text').execute();
  await db.schema.createIndex('sessions_parent').on('sessions').column('parent_session_id').execute();

  // Single use, short-lived, for one domain and one browser (its state cookie); only the hashes are kept.
  await db.schema
    .createTable('domain_session_handoffs')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('state_hash', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('domain_session_handoffs_expiry').on('domain_session_handoffs').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_session_handoffs').execute();
  await db.schema.dropIndex('sessions_parent').execute();
  await db.schema.alterTable('sessions').dropColumn('domain').execute();
  await db.schema.alterTable('sessions').dropColumn('parent_session_id').execute();
  await db.schema.dropTable('collection_slug_redirects').execute();
}
