import type { Kysely } from 'kysely';

// Membership: Stripe customers and events, subscriptions, charges and payment methods.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
