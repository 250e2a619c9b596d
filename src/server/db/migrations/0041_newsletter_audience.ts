import type { Kysely } from 'kysely';

// A writer's audience: subscribers imported from a CSV file, opens and clicks when the writer asks for them.
//
// `newsletter_subscribers.source` says how a row came: null by the subscribe form or one click, `import` from a
// CSV file the writer uploaded (they confirmed they have the readers' consent). `newsletters.track_engagement`
// is 0 until the writer turns opens and clicks on (off by default); `newsletter_deliveries.opened_at` and
// `clicked_at` are then written the first time a recipient opens or clicks, and never otherwise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_subscribers').addColumn('source', 'text').execute();
  await db.schema.alterTable('newsletters').addColumn('track_engagement', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('newsletter_deliveries').addColumn('opened_at', 'bigint').execute();
  await db.schema.alterTable('newsletter_deliveries').addColumn('clicked_at', 'bigint').execute();
  // Growth by day: confirmed subscribers of a newsletter in the order they were confirmed.
  await db.schema.createIndex('newsletter_subscribers_confirmed').on('newsletter_subscribers').columns(['newsletter_id', 'confirmed_at']).execute();
  await db.schema.createIndex('newsletter_deliveries_send_status').on('newsletter_deliveries').columns(['send_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_deliveries_send_status').execute();
  await db.schema.dropIndex('newsletter_subscribers_confirmed').execute();
  await db.schema.alterTable('newsletter_deliveries').dropColumn('clicked_at').execute();
  await db.schema.alterTable('newsletter_deliveries').dropColumn('opened_at').execute();
  await db.schema.alterTable('newsletters').dropColumn('track_engagement').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('source').execute();
}
