import type { Kysely } from 'kysely';

// Membership: Stripe customers and events, subscriptions, charges and payment methods.
//
// `stripe_customers` ties a reader to their Stripe customer (one each, made on first checkout) and keeps the
// card on file as Stripe last reported it. `stripe_events` stores each verified webhook event once by its id
// (the primary key): a second delivery of the same event finds the row and does nothing.
//
// `memberships` holds one row per membership a reader has had: a Stripe subscription (its id unique, so the
// webhooks of one subscription update one row), a gift or an operator's grant. Status ACTIVE, PAST_DUE (a
// renewal failed; still a member until `grace_ends_at`), CANCELED (a member until `current_period_end`) or
// ENDED. `users.medium_member_at` is set while a reader has a membership that is not ENDED.
//
// `membership_charges` is billing history: one row per payment or failed attempt (the Stripe charge or
// invoice id unique), with its receipt number and the card it was made with. `membership_fees` is what a
// member paid for which span of time (a Stripe payment, or the value of a gift), read by earnings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_method_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('stripe_created', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('handled_at', 'bigint')
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('referrer_id', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('current_period_end', 'bigint')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grace_ends_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memberships_by_user').on('memberships').columns(['user_id', 'started_at']).execute();
  await db.schema.createIndex('memberships_by_status').on('memberships').columns(['status', 'grace_ends_at']).execute();

  await db.schema
    .createTable('membership_charges')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_id', 'text')
    .addColumn('stripe_ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('receipt_number', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .execute();
  await db.schema.createIndex('membership_charges_history').on('membership_charges').columns(['user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('membership_fees')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_fees_by_period').on('membership_fees').columns(['period_start', 'period_end']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['membership_fees', 'membership_charges', 'memberships', 'stripe_events', 'stripe_customers']) {
    await db.schema.dropTable(table).execute();
  }
}
