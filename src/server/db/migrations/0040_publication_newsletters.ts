import type { Kysely } from 'kysely';

// Publication newsletters and email-only issues.
//
// A publication's newsletter (type COLLECTION) is a `newsletters` row with `collection_id` (one per publication)
// and the description its editors wrote for the landing page.
//
// An email-only issue is a story draft flagged `posts.email_only`: written in the story editor like any draft,
// it can never be published. `newsletter_issues` ties it to the newsletter it is for, and on sending keeps the
// words that went out (title, subtitle, body of the version sent), so the emails do not change if the draft does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletters').addColumn('collection_id', 'text', (c) => c.references('collections.id').onDelete('cascade')).execute();
  await db.schema.alterTable('newsletters').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('newsletters_collection').on('newsletters').column('collection_id').unique().execute();

  await db.schema.alterTable('posts').addColumn('email_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('post_id', 'text', (c) => c.primaryKey().notNull().references('posts.id').onDelete('cascade'))
    .addColumn('newsletter_id', 'text', (c) => c.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('sent_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('newsletter_issues_newsletter').on('newsletter_issues').columns(['newsletter_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.alterTable('posts').dropColumn('email_only').execute();
  await db.schema.dropIndex('newsletters_collection').execute();
  await db.schema.alterTable('newsletters').dropColumn('description').execute();
  await db.schema.alterTable('newsletters').dropColumn('collection_id').execute();
}
