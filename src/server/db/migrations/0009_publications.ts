import type { Kysely } from 'kysely';

// Publications: a tagline and a logo, the design (fonts, colours, header image), navigation items, feature
// pages, featured stories, invitations to write or edit, editors' notes on declined submissions, and custom
// domains (for publications and profiles) with their verification state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collections').addColumn('tagline', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('collections').addColumn('logo_image_id', 'text', (c) => c.references('images.id')).execute();

  await db.schema
    .createTable('collection_designs')
    .addColumn('collection_id', 'text', (c) => c.primaryKey().notNull().references('collections.id').onDelete('cascade'))
    .addColumn('font1', 'text', (c) => c.notNull())
    .addColumn('font2', 'text', (c) => c.notNull())
    .addColumn('font3', 'text', (c) => c.notNull())
    .addColumn('accent_color', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('header_image_id', 'text', (c) => c.references('images.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('collection_feature_pages')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('collection_feature_pages_slug', ['collection_id', 'slug'])
    .execute();

  await db.schema
    .createTable('collection_feature_page_posts')
    .addColumn('feature_page_id', 'text', (c) => c.notNull().references('collection_feature_pages.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_feature_page_posts_pk', ['feature_page_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('collection_nav_items')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tag_slug', 'text')
    .addColumn('feature_page_id', 'text', (c) => c.references('collection_feature_pages.id').onDelete('cascade'))
    .addColumn('url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collection_nav_items_collection').on('collection_nav_items').columns(['collection_id', 'position']).execute();

  await db.schema
    .createTable('collection_featured_posts')
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_featured_posts_pk', ['collection_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('collection_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('invitee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('collection_invitations_once', ['collection_id', 'invitee_id'])
    .execute();
  await db.schema.createIndex('collection_invitations_invitee').on('collection_invitations').column('invitee_id').execute();

  await db.schema
    .createTable('collection_submission_notes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_submission_notes_pk', ['post_id', 'collection_id'])
    .execute();

  // One domain per publication or profile; `status` is PENDING until verified, then VERIFIED (live).
  await db.schema
    .createTable('custom_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey().notNull())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verification_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .addUniqueConstraint('custom_domains_owner', ['owner_kind', 'owner_id'])
    .execute();

  // The submissions queue and a publication's drafts: stories pending in one publication, newest first.
  await db.schema
    .createIndex('posts_pending_collection')
    .on('posts')
    .columns(['pending_collection_id', 'status_for_collection', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_pending_collection').execute();
  for (const table of [
    'custom_domains',
    'collection_submission_notes',
    'collection_invitations',
    'collection_featured_posts',
    'collection_nav_items',
    'collection_feature_page_posts',
    'collection_feature_pages',
    'collection_designs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('collections').dropColumn('logo_image_id').execute();
  await db.schema.alterTable('collections').dropColumn('tagline').execute();
}
