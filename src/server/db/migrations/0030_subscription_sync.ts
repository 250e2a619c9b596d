import type { Kysely } from 'kysely';

// Each time a membership is brought in line with its Stripe subscription, its sync count goes up by one. A
// sync writes only if the count is still the one it read before asking Stripe: a slower sync that read an
// older state of the subscription then reads it again instead of writing a stale status over a newer one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').addColumn('stripe_sync_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').dropColumn('stripe_sync_count').execute();
}
