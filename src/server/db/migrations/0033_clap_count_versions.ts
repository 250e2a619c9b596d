import type { Kysely } from 'kysely';

// Counts copied from clap events must never go back in time when an event is delivered again late (at least
// once, in any order). `clap_counts.version` counts the changes of a target's claps; each clap event carries
// the version it made, and the copies (a response's claps in `response_counts`, a story's in the tag and
// topic indexes) keep the version they hold and take an event's count only when its version is newer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clap_counts').addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('response_counts').addColumn('clap_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('tag_stories').addColumn('clap_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('topic_stories').addColumn('clap_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('topic_stories').dropColumn('clap_version').execute();
  await db.schema.alterTable('tag_stories').dropColumn('clap_version').execute();
  await db.schema.alterTable('response_counts').dropColumn('clap_version').execute();
  await db.schema.alterTable('clap_counts').dropColumn('version').execute();
}
