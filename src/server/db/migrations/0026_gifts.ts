import type { Kysely } from 'kysely';

// Gift memberships: purchases and their codes.
//
// A purchase is written PENDING when the buyer starts Checkout and becomes PAID once, by a conditional
// update, when Stripe's checkout.session.completed arrives (a second delivery changes nothing). Kinds: GIFT
// (one code for a named recipient, emailed at once or on `deliver_at`), GROUP (2 to 50 codes for the buyer
// to hand out) and OPERATOR (codes a staff member made without payment).
//
// A code is kept as its keyed hash (HMAC with the instance secret, for lookups) and sealed (AES-GCM with
// the instance secret, so its buyer can see it again); a read of the database alone gives neither away.
// Redemption is one conditional update (`redeemed_at is null`): of two concurrent attempts exactly one wins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text')
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('recipient_name', 'text')
    .addColumn('recipient_email', 'text')
    .addColumn('message', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('note', 'text')
    .addColumn('deliver_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_purchases_by_buyer').on('gift_purchases').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('gift_purchases_due').on('gift_purchases').columns(['status', 'delivered_at', 'deliver_at']).execute();

  await db.schema
    .createTable('gift_codes')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('purchase_id', 'text', (c) => c.notNull().references('gift_purchases.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_sealed', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_codes_by_purchase').on('gift_codes').columns(['purchase_id', 'position']).execute();
  await db.schema.createIndex('gift_codes_by_redeemer').on('gift_codes').columns(['redeemed_by']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_codes').ifExists().execute();
  await db.schema.dropTable('gift_purchases').ifExists().execute();
}
