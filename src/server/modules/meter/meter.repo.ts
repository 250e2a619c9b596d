import type { Executor } from '../../db';

/** Whether the reader read this story on the meter in the month starting at `month`. */
export async function hasMeterRead(db: Executor, userId: string, month: number, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('meter_reads')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stories read on the meter in that month, oldest first. */
export async function meterReadPostIds(db: Executor, userId: string, month: number): Promise<string[]> {
  const rows = await db
    .selectFrom('meter_reads')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .orderBy('read_at')
    .orderBy('post_id')
    .execute();
  return rows.map((r) => r.post_id);
}

/** Records the read; false when the reader had already read this story on the meter this month. */
export async function insertMeterRead(db: Executor, read: { userId: string; month: number; postId: string; at: number }): Promise<boolean> {
  const result = await db
    .insertInto('meter_reads')
    .values({ user_id: read.userId, month: read.month, post_id: read.postId, read_at: read.at })
    .onConflict((oc) => oc.columns(['user_id', 'month', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes back a read the month's allowance could not pay for. */
export async function deleteMeterRead(db: Executor, read: { userId: string; month: number; postId: string }): Promise<void> {
  await db.deleteFrom('meter_reads').where('user_id', '=', read.userId).where('month', '=', read.month).where('post_id', '=', read.postId).execute();
}

/**
 * Takes one story from the month's allowance if any is left: one conditional increment, atomic on both
 * databases (the row is locked by the update), so concurrent reads cannot spend past the allowance.
 */
export async function takeFromAllowance(db: Executor, userId: string, month: number, allowance: number): Promise<boolean> {
  await db
    .insertInto('meter_months')
    .values({ user_id: userId, month, used: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
    .execute();
  const result = await db
    .updateTable('meter_months')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .where('used', '<', allowance)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stories spent this month (0 when the reader has not read on the meter). */
export async function usedThisMonth(db: Executor, userId: string, month: number): Promise<number> {
  const row = await db.selectFrom('meter_months').select('used').where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
  return Number(row?.used ?? 0);
}
