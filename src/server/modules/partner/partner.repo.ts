import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { PartnerEnrollmentsTable, PartnerTaxDocumentsTable } from '../../db/schema.generated';
import { taxDeadlinesFrom, type TaxDeadlines } from '../../../shared/validation/partner';

export type EnrollmentRow = Selectable<PartnerEnrollmentsTable>;
export type TaxDocumentRow = Selectable<PartnerTaxDocumentsTable>;

export async function enrollmentOf(db: Executor, userId: string): Promise<EnrollmentRow | null> {
  return (await db.selectFrom('partner_enrollments').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

/** Creates the writer's row when missing, then applies the changes. */
export async function saveEnrollment(db: Executor, userId: string, now: number, changes: Partial<Omit<EnrollmentRow, 'user_id' | 'created_at'>>) {
  const existing = await enrollmentOf(db, userId);
  if (!existing) {
    await db
      .insertInto('partner_enrollments')
      .values({ user_id: userId, created_at: now, updated_at: now, ...changes })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
      .execute();
    return;
  }
  await db
    .updateTable('partner_enrollments')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** The writers among `ids` enrolled now (enrolled and not since unenrolled). */
export async function enrolledAmong(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('partner_enrollments')
    .select('user_id')
    .where('user_id', 'in', [...ids])
    .where('enrolled_at', 'is not', null)
    .where('unenrolled_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function taxDocumentOf(db: Executor, userId: string): Promise<TaxDocumentRow | null> {
  return (await db.selectFrom('partner_tax_documents').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

export async function taxDocumentById(db: Executor, id: string): Promise<TaxDocumentRow | null> {
  return (await db.selectFrom('partner_tax_documents').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export interface TaxDocumentValues {
  id: string;
  userId: string;
  legalName: string;
  country: string;
  address: string;
  taxIdKind: 'US_TIN' | 'FOREIGN_TAX_ID';
  taxIdSealed: string;
  taxIdLast4: string;
  status: number;
  now: number;
}

/** One current form per writer: a resubmission replaces the previous one and waits for review again. */
export async function upsertTaxDocument(db: Executor, v: TaxDocumentValues) {
  const values = {
    status: v.status,
    legal_name: v.legalName,
    country: v.country,
    address: v.address,
    tax_id_kind: v.taxIdKind,
    tax_id_sealed: v.taxIdSealed,
    tax_id_last4: v.taxIdLast4,
    invalid_reason: null,
    submitted_at: v.now,
    reviewed_at: null,
    reviewed_by: null,
    approved_at: null,
    updated_at: v.now,
  };
  await db
    .insertInto('partner_tax_documents')
    .values({ id: v.id, user_id: v.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function setTaxReview(db: Executor, id: string, review: { status: number; reason: string | null; reviewerId: string; now: number }) {
  await db
    .updateTable('partner_tax_documents')
    .set({
      status: review.status,
      invalid_reason: review.reason,
      reviewed_at: review.now,
      reviewed_by: review.reviewerId,
      approved_at: review.status === 4 ? review.now : null,
      updated_at: review.now,
    })
    .where('id', '=', id)
    .execute();
}

/** Forms waiting for staff, oldest first. */
export async function pendingTaxDocuments(db: Executor, limit: number): Promise<TaxDocumentRow[]> {
  return db.selectFrom('partner_tax_documents').selectAll().where('status', 'in', [1, 2]).orderBy('submitted_at').orderBy('id').limit(limit).execute();
}

export function deadlinesOf(row: EnrollmentRow | null): TaxDeadlines | null {
  if (!row || row.earnings_first_withheld_at === null || row.earnings_limited_at === null || row.earnings_forfeited_at === null) return null;
  return {
    earningsFirstWithheldAt: Number(row.earnings_first_withheld_at),
    earningsLimitedAt: Number(row.earnings_limited_at),
    earningsForfeitedAt: Number(row.earnings_forfeited_at),
    earningsInternallyForfeitedAt: Number(row.earnings_internally_forfeited_at ?? row.earnings_forfeited_at),
  };
}

export function deadlineColumns(enrolledAt: number) {
  const d = taxDeadlinesFrom(enrolledAt);
  return {
    earnings_first_withheld_at: d.earningsFirstWithheldAt,
    earnings_limited_at: d.earningsLimitedAt,
    earnings_forfeited_at: d.earningsForfeitedAt,
    earnings_internally_forfeited_at: d.earningsInternallyForfeitedAt,
  };
}

/** Enrolled writers whose form is not approved (the tax notices' audience), in pages by user id. */
export async function writersAwaitingTax(db: Executor, afterUserId: string | null, limit: number) {
  let query = db
    .selectFrom('partner_enrollments as e')
    .leftJoin('partner_tax_documents as d', 'd.user_id', 'e.user_id')
    .select(['e.user_id', 'e.enrolled_at', 'e.earnings_limited_at', 'e.earnings_forfeited_at', 'd.status', 'd.reviewed_at'])
    .where('e.enrolled_at', 'is not', null)
    .where('e.unenrolled_at', 'is', null)
    .where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', 'in', [0, 3])]))
    .orderBy('e.user_id')
    .limit(limit);
  if (afterUserId) query = query.where('e.user_id', '>', afterUserId);
  return query.execute();
}

/** Records a tax notice as sent; false when it was sent before. */
export async function claimTaxNotice(db: Executor, userId: string, notice: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('partner_tax_notices')
    .values({ user_id: userId, notice, sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'notice']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
