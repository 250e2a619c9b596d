import type { Kysely } from 'kysely';

// Profiles: a soft delete for accounts (their pages answer 410), each author's profile design (the custom
// style sheet: three fonts, an accent and a background colour, a header image), and the usernames an account
// left behind, so that old profile addresses keep leading to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();

  await db.schema
    .createTable('custom_style_sheets')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
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
    .createTable('username_redirects')
    .addColumn('old_username', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('username_redirects_user').on('username_redirects').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('username_redirects').execute();
  await db.schema.dropTable('custom_style_sheets').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
