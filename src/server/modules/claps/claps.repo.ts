import type { Executor } from '../../db';
import { clampClaps, milestoneAtOrBelow, type ClapTargetKind } from '../../../shared/validation/claps';
import { preparedQuery } from '../../db/prepared';

export interface ClapTarget {
  type: ClapTargetKind;
  id: string;
}

export interface ClapTotals {
  clapCount: number;
  clapperCount: number;
}

export const NO_TOTALS: ClapTotals = Object.freeze({ clapCount: 0, clapperCount: 0 });

/** A reader's claps before and after a change (equal when nothing changed). */
export interface ReaderChange {
  before: number;
  after: number;
}

/** The target's counter row after a change. */
export interface CounterAfter {
  clapCount: number;
  clapperCount: number;
  milestone: number;
  /** The counter's change number: each change adds one, so a copy of the counts knows which is newer. */
  version: number;
}

const changed = (n: bigint | undefined) => (n ?? 0n) > 0n;

async function readerClaps(trx: Executor, target: ClapTarget, userId: string): Promise<number | null> {
  const row = await trx
    .selectFrom('claps')
    .select('claps')
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.claps) : null;
}

async function deleteAt(trx: Executor, target: ClapTarget, userId: string, before: number) {
  const result = await trx
    .deleteFrom('claps')
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('user_id', '=', userId)
    .where('claps', '=', before)
    .executeTakeFirst();
  return result.numDeletedRows;
}

async function updateAt(trx: Executor, target: ClapTarget, userId: string, before: number, after: number, now: number) {
  const result = await trx
    .updateTable('claps')
    .set({ claps: after, updated_at: now })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('user_id', '=', userId)
    .where('claps', '=', before)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/**
 * Adds `delta` claps (negative takes some back) to the reader's row, kept within 0..50; a row at 0 is
 * deleted. Compare-and-set on the count read: when another request of the same reader changed the row in
 * between (PostgreSQL re-checks the condition after waiting for it), nothing is written and it reads again,
 * so two bursts sent at once both count, and never past 50.
 */
export async function changeReaderClaps(trx: Executor, target: ClapTarget, userId: string, delta: number, now: number): Promise<ReaderChange> {
  for (;;) {
    const before = await readerClaps(trx, target, userId);
    if (before === null) {
      const after = clampClaps(0, delta);
      if (after === 0) return { before: 0, after: 0 };
      const inserted = await trx
        .insertInto('claps')
        .values({ target_type: target.type, target_id: target.id, user_id: userId, claps: after, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['target_type', 'target_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (changed(inserted.numInsertedOrUpdatedRows)) return { before: 0, after };
      continue;
    }
    const after = clampClaps(before, delta);
    if (after === before) return { before, after };
    const result = after === 0 ? await deleteAt(trx, target, userId, before) : await updateAt(trx, target, userId, before, after, now);
    if (changed(result)) return { before, after };
  }
}

/**
 * Moves the target's counter row by a reader's change (creating it at the first clap) and answers it as it
 * is now. The row stays locked until the transaction ends, so on PostgreSQL concurrent claps on one target
 * take turns here and each sees the total its own change made.
 */
export async function bumpCounter(trx: Executor, target: ClapTarget, change: ReaderChange): Promise<CounterAfter> {
  const clapDelta = change.after - change.before;
  const clapperDelta = change.before === 0 && change.after > 0 ? 1 : change.before > 0 && change.after === 0 ? -1 : 0;
  const row = await trx
    .insertInto('clap_counts')
    .values({
      target_type: target.type,
      target_id: target.id,
      clap_count: Math.max(clapDelta, 0),
      clapper_count: Math.max(clapperDelta, 0),
      milestone: 0,
      version: 1,
    })
    .onConflict((oc) =>
      oc.columns(['target_type', 'target_id']).doUpdateSet((eb) => ({
        clap_count: eb(eb.ref('clap_counts.clap_count'), '+', clapDelta),
        clapper_count: eb(eb.ref('clap_counts.clapper_count'), '+', clapperDelta),
        version: eb(eb.ref('clap_counts.version'), '+', 1),
      })),
    )
    .returning(['clap_count', 'clapper_count', 'milestone', 'version'])
    .executeTakeFirstOrThrow();
  return { clapCount: Number(row.clap_count), clapperCount: Number(row.clapper_count), milestone: Number(row.milestone), version: Number(row.version) };
}

/** Records a milestone as announced; false when it (or a higher one) already was. */
export async function recordMilestone(trx: Executor, target: ClapTarget, milestone: number): Promise<boolean> {
  const result = await trx
    .updateTable('clap_counts')
    .set({ milestone })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('milestone', '<', milestone)
    .executeTakeFirst();
  return changed(result.numUpdatedRows);
}

// Reads, batched for loaders.

const totalsForQuery = preparedQuery((db, type: ClapTargetKind, ids: readonly string[]) =>
  db.selectFrom('clap_counts').select(['target_id', 'clap_count', 'clapper_count']).where('target_type', '=', type).where('target_id', 'in', ids),
);

export async function totalsFor(db: Executor, type: ClapTargetKind, ids: readonly string[]): Promise<Map<string, ClapTotals>> {
  const found = new Map<string, ClapTotals>();
  if (ids.length === 0) return found;
  const rows = await totalsForQuery.execute(db, type, [...new Set(ids)]);
  for (const row of rows) found.set(row.target_id, { clapCount: Number(row.clap_count), clapperCount: Number(row.clapper_count) });
  return found;
}

/** The reader's claps for each of these targets (absent when none). */
export async function readerClapsFor(db: Executor, type: ClapTargetKind, userId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('claps')
    .select(['target_id', 'claps'])
    .where('user_id', '=', userId)
    .where('target_type', '=', type)
    .where('target_id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) found.set(row.target_id, Number(row.claps));
  return found;
}

export interface ClapperRow {
  userId: string;
  claps: number;
  createdAt: number;
}

export interface ClappersCursor {
  createdAt: number;
  userId: string;
}

/** Clappers of a target, newest first, from after `cursor`; `limit` rows at most. */
export async function clappersPage(db: Executor, target: ClapTarget, limit: number, cursor: ClappersCursor | null): Promise<ClapperRow[]> {
  let query = db
    .selectFrom('claps')
    .select(['user_id', 'claps', 'created_at'])
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', cursor.createdAt), eb.and([eb('created_at', '=', cursor.createdAt), eb('user_id', '<', cursor.userId)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('user_id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ userId: row.user_id, claps: Number(row.claps), createdAt: Number(row.created_at) }));
}

/** Demo content and tests: a reader's claps written directly, with the counter, as the service would. */
export async function insertClaps(trx: Executor, target: ClapTarget, userId: string, claps: number, now: number): Promise<CounterAfter> {
  const change = await changeReaderClaps(trx, target, userId, claps, now);
  const counter = await bumpCounter(trx, target, change);
  // Milestones the demo totals passed are behind them: a real clap later announces only the next one.
  const reached = milestoneAtOrBelow(counter.clapCount);
  if (reached > counter.milestone) await recordMilestone(trx, target, reached);
  return counter;
}
