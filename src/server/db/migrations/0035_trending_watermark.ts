import type { Kysely } from 'kysely';

// The trending job scores only what changed since its last run.
//
// `trending_changes` lists the stories whose activity was counted since the job last scored them: the
// subscriber that counts an event adds (or bumps) the story's row in the same transaction, and the job
// removes a row after scoring the story, only if its `version` is still the one it read (a count that
// came in meanwhile bumps it, so the story is scored again next run).
//
// `trending_watermark` holds the job's state, one row: `scored_at` is the time of the last complete run
// (null before the first, which scores every story with activity), and the lease of the run under way
// (`run_id`, `lease_until`), so two workers never write scores at once and a run that died is taken over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trending_changes')
    .addColumn('post_id', 'text', (c) => c.primaryKey().notNull().references('posts.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trending_watermark')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('scored_at', 'bigint')
    .addColumn('run_id', 'text')
    .addColumn('lease_until', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trending_watermark').execute();
  await db.schema.dropTable('trending_changes').execute();
}
