import type { Executor } from '../../db';

// What other modules record on a person's account row: membership (since when a member) and the Partner
// Program (enrolled, terms accepted). They write through these, in their own transaction.

/** Marks the person a member since `at`, unless they already are one; true when it changed. */
export async function setMemberSince(db: Executor, userId: string, at: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ medium_member_at: at }).where('id', '=', userId).where('medium_member_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The person is a member no more; true when it changed. */
export async function clearMemberSince(db: Executor, userId: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ medium_member_at: null }).where('id', '=', userId).where('medium_member_at', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPartnerEnrolled(db: Executor, userId: string, enrolled: boolean, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_partner_program_enrolled: enrolled ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function setPartnerTermsAccepted(db: Executor, userId: string, at: number): Promise<void> {
  await db.updateTable('users').set({ hightower_terms_accepted_at: at, updated_at: at }).where('id', '=', userId).execute();
}
