import type { Executor } from '../../db';
import { isUniqueViolation } from '../../db/dialect';

export interface StoredCard {
  paymentMethodId: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

export async function customerIdOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('stripe_customers').select('customer_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function userIdOfCustomer(db: Executor, customerId: string): Promise<string | null> {
  const row = await db.selectFrom('stripe_customers').select('user_id').where('customer_id', '=', customerId).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Keeps the first customer stored for a user (two concurrent checkouts: one wins, the other reads it). */
export async function saveCustomer(db: Executor, userId: string, customerId: string, now: number): Promise<string> {
  try {
    await db.insertInto('stripe_customers').values({ user_id: userId, customer_id: customerId, created_at: now, updated_at: now }).execute();
    return customerId;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await customerIdOf(db, userId)) ?? customerId;
  }
}

/** Points the user at a new Stripe customer; the card on file belonged to the old one. */
export async function replaceCustomer(db: Executor, userId: string, customerId: string, now: number): Promise<string> {
  await db
    .updateTable('stripe_customers')
    .set({ customer_id: customerId, payment_method_id: null, card_brand: null, card_last4: null, card_exp_month: null, card_exp_year: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  return customerId;
}

export async function storedCard(db: Executor, userId: string): Promise<StoredCard | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select(['payment_method_id', 'card_brand', 'card_last4', 'card_exp_month', 'card_exp_year'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || !row.card_last4) return null;
  return { paymentMethodId: row.payment_method_id, brand: row.card_brand, last4: row.card_last4, expMonth: row.card_exp_month, expYear: row.card_exp_year };
}

export async function saveCard(db: Executor, userId: string, card: StoredCard, now: number): Promise<void> {
  await db
    .updateTable('stripe_customers')
    .set({
      payment_method_id: card.paymentMethodId,
      card_brand: card.brand,
      card_last4: card.last4,
      card_exp_month: card.expMonth,
      card_exp_year: card.expYear,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Stores a verified event once: false when its id was stored before (a second delivery). */
export async function storeEvent(db: Executor, event: { id: string; type: string; created: number; payload: string }, now: number): Promise<boolean> {
  try {
    await db.insertInto('stripe_events').values({ id: event.id, type: event.type, stripe_created: event.created, payload: event.payload, received_at: now }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function storedEvent(db: Executor, id: string): Promise<{ payload: string; handled_at: number | null } | undefined> {
  return db.selectFrom('stripe_events').select(['payload', 'handled_at']).where('id', '=', id).executeTakeFirst();
}

export async function markEventHandled(db: Executor, id: string, now: number): Promise<void> {
  await db.updateTable('stripe_events').set({ handled_at: now }).where('id', '=', id).execute();
}
