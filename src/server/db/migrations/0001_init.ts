import type { Kysely } from 'kysely';

// Times are integer milliseconds (bigint); booleans are integers 0/1 on both databases.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('creator_id', 'text')
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('unverified_email', 'text')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'text', (c) => c.references('images.id'))
    .addColumn('medium_member_at', 'bigint')
    .addColumn('is_partner_program_enrolled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hightower_terms_accepted_at', 'bigint')
    .addColumn('is_suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_notes', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('has_seen_style_reminder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_flags')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_flags_pk', ['user_id', 'flag'])
    .execute();

  await db.schema
    .createTable('user_dismissed_flags')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_dismissed_flags_pk', ['user_id', 'flag'])
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('domain', 'text', (c) => c.unique())
    .addColumn('avatar_image_id', 'text', (c) => c.references('images.id'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('collection_members')
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_members_pk', ['collection_id', 'user_id'])
    .execute();
  await db.schema.createIndex('collection_members_user').on('collection_members').column('user_id').execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('collection_id', 'text', (c) => c.references('collections.id'))
    .addColumn('pending_collection_id', 'text', (c) => c.references('collections.id'))
    .addColumn('status_for_collection', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('PUBLIC'))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_published_at', 'bigint')
    .addColumn('published_at', 'bigint')
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('latest_published_version', 'integer')
    .addColumn('reading_time', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preview_image_id', 'text', (c) => c.references('images.id'))
    .addColumn('license', 'text', (c) => c.notNull().defaultTo('ALL_RIGHTS_RESERVED'))
    .addColumn('canonical_url', 'text')
    .addColumn('share_key', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('suspended_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_published').on('posts').columns(['is_published', 'published_at']).execute();
  await db.schema.createIndex('posts_creator').on('posts').columns(['creator_id', 'updated_at']).execute();
  await db.schema.createIndex('posts_collection').on('posts').columns(['collection_id', 'published_at']).execute();

  await db.schema
    .createTable('post_versions')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_versions_pk', ['post_id', 'version'])
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('slug', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull().references('tags.slug'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('post_tags_tag').on('post_tags').column('tag_slug').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('xsrf', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('full_name', 'text')
    .addColumn('binding', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to_address', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox', 'auth_tokens', 'sessions', 'post_tags', 'tags', 'post_versions', 'posts',
    'collection_members', 'collections', 'user_dismissed_flags', 'user_flags', 'users', 'images',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
