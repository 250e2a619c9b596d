import type { Kysely } from 'kysely';

// Lists of stories ("catalogs") and the reading list.
//
// The reading list is a catalog like any other, marked `predefined = 'READING_LIST'`; a unique index on
// (creator_id, predefined) lets two concurrent first saves create it once. Its items carry the reading
// list state (QUEUE: saved, ARCHIVE: archived); other lists leave it at QUEUE. Items are ordered by
// `position` (gaps of 1024, renumbered when a move finds no room) and paged by (position, id); a story is
// at most once per list. `item_count` is a counter changed in the transaction that adds or removes a row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogs')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('PUBLIC'))
    .addColumn('predefined', 'text')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogs_predefined').on('catalogs').columns(['creator_id', 'predefined']).unique().execute();
  await db.schema.createIndex('catalogs_by_creator').on('catalogs').columns(['creator_id', 'updated_at', 'id']).execute();

  await db.schema
    .createTable('catalog_items')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('catalog_id', 'text', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('QUEUE'))
    .addColumn('note', 'text')
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_items_post').on('catalog_items').columns(['catalog_id', 'post_id']).unique().execute();
  await db.schema.createIndex('catalog_items_order').on('catalog_items').columns(['catalog_id', 'state', 'position', 'id']).execute();
  await db.schema.createIndex('catalog_items_by_post').on('catalog_items').columns(['post_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_items').execute();
  await db.schema.dropTable('catalogs').execute();
}
