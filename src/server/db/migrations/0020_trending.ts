import type { Kysely } from 'kysely';

// Trending and top stories, computed by a job from reads, claps and responses; lists shown under /browse.
//
// `trending_activity` counts what happened to a story per hour (reads, claps given minus taken back,
// responses written minus deleted). `trending_seen_events` remembers the events already counted, so a
// second delivery of one adds nothing. Both keep only the longest window's worth of rows.
//
// `trending_scores` is what pages read: one row per mode and story, written by the recurring job for the
// stories with activity in the window only. Decayed scores are kept on a log scale measured from the epoch,
// so a story's score changes only when something happens to it (not merely because time passes) and a
// "Show more" cursor stays exact across runs. Pages seek (mode, score, post_id) from the top.
//
// `browse_catalogs` gives a public list of a staff account an address under /browse/{slug}.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trending_activity')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('responses', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('trending_activity_pk', ['post_id', 'hour'])
    .execute();
  // The stories with activity since a time, without reading any other story.
  await db.schema.createIndex('trending_activity_hour').on('trending_activity').columns(['hour', 'post_id']).execute();

  await db.schema
    .createTable('trending_seen_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trending_seen_events_age').on('trending_seen_events').columns(['seen_at']).execute();

  await db.schema
    .createTable('trending_scores')
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('trending_scores_pk', ['mode', 'post_id'])
    .execute();
  await db.schema.createIndex('trending_scores_rank').on('trending_scores').columns(['mode', 'score', 'post_id']).execute();
  await db.schema.createIndex('trending_scores_age').on('trending_scores').columns(['computed_at']).execute();

  await db.schema
    .createTable('browse_catalogs')
    .addColumn('slug', 'text', (c) => c.primaryKey().notNull())
    .addColumn('catalog_id', 'text', (c) => c.notNull().unique().references('catalogs.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('browse_catalogs').execute();
  await db.schema.dropTable('trending_scores').execute();
  await db.schema.dropTable('trending_seen_events').execute();
  await db.schema.dropTable('trending_activity').execute();
}
