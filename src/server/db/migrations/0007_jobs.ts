import type { Kysely } from 'kysely';

// The outbox of work to do after a change: each row is one job (an email to send, one subscriber's
// delivery of one domain event), written in the same transaction as the change that caused it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    // One job per piece of work: a second write of the same key is the same job.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // pending → done, or dead after its last attempt; relayed when a queue server (BullMQ) took it over.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.alterTable('outbox').addColumn('job_key', 'text').execute();
  await db.schema.createIndex('outbox_job_key').on('outbox').column('job_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_job_key').execute();
  await db.schema.alterTable('outbox').dropColumn('job_key').execute();
  await db.schema.dropTable('jobs').execute();
}
