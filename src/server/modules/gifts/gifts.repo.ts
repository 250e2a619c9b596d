import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { GiftCodesTable, GiftPurchasesTable } from '../../db/schema.generated';

export type GiftKind = 'GIFT' | 'GROUP' | 'OPERATOR';
export type GiftPurchaseRow = Selectable<GiftPurchasesTable>;
export type GiftCodeRow = Selectable<GiftCodesTable>;

export async function insertPurchase(db: Executor, row: Insertable<GiftPurchasesTable>): Promise<void> {
  await db.insertInto('gift_purchases').values(row).execute();
}

export async function insertCodes(db: Executor, rows: Insertable<GiftCodesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('gift_codes').values(rows).execute();
}

export function purchaseById(db: Executor, id: string): Promise<GiftPurchaseRow | undefined> {
  return db.selectFrom('gift_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** PENDING → PAID, once: answers whether this call made the change (a second webhook delivery does not). */
export async function markPaid(db: Executor, id: string, input: { sessionId: string; amount: number | null; currency: string | null; paidAt: number }): Promise<boolean> {
  const result = await db
    .updateTable('gift_purchases')
    .set({
      status: 'PAID',
      checkout_session_id: input.sessionId,
      paid_at: input.paidAt,
      ...(input.amount !== null ? { amount: input.amount } : {}),
      ...(input.currency ? { currency: input.currency.toUpperCase() } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Paid single gifts whose delivery date has come and whose email has not gone out. */
export async function dueGiftIds(db: Executor, now: number, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('gift_purchases')
    .select('id')
    .where('status', '=', 'PAID')
    .where('kind', '=', 'GIFT')
    .where('delivered_at', 'is', null)
    .where('deliver_at', '<=', now)
    .orderBy('deliver_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function markDelivered(db: Executor, id: string, at: number): Promise<void> {
  await db.updateTable('gift_purchases').set({ delivered_at: at }).where('id', '=', id).where('delivered_at', 'is', null).execute();
}

export function codesOf(db: Executor, purchaseIds: string[]): Promise<GiftCodeRow[]> {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('gift_codes').selectAll().where('purchase_id', 'in', purchaseIds).orderBy('purchase_id').orderBy('position').execute();
}

export function codeByHashes(db: Executor, hashes: string[]): Promise<GiftCodeRow | undefined> {
  return db.selectFrom('gift_codes').selectAll().where('code_hash', 'in', hashes).executeTakeFirst();
}

export function purchasesOfBuyer(db: Executor, buyerId: string, limit = 100): Promise<GiftPurchaseRow[]> {
  return db
    .selectFrom('gift_purchases')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'PAID')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The conditional update that redeems a code: of concurrent attempts exactly one changes the row. */
export async function claimCode(db: Executor, codeId: string, userId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('gift_codes')
    .set({ redeemed_by: userId, redeemed_at: at })
    .where('id', '=', codeId)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
