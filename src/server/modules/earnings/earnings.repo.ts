import type { Executor } from '../../db';
import type { Allocation, EarningState } from './earnings.split';

// pg answers bigint as numbers (db/dialect.ts), but sums may still come as strings.
const num = (value: unknown) => Number(value ?? 0);
const CHUNK = 200;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function isPeriodClosed(db: Executor, periodStart: number): Promise<boolean> {
  const row = await db.selectFrom('earnings_periods').select('period_start').where('period_start', '=', periodStart).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes a closed period and its audit trail; false (and nothing written) when the period was closed
 * already. Run it in a transaction: the period row is the lock that makes a second close a no-op.
 */
export async function writeClosedPeriod(
  db: Executor,
  period: { start: number; end: number; percent: number; closedAt: number },
  allocation: Allocation,
): Promise<boolean> {
  const inserted = await db
    .insertInto('earnings_periods')
    .values({
      period_start: period.start,
      period_end: period.end,
      member_count: allocation.pools.length,
      pool_cents: allocation.poolCents,
      allocated_cents: allocation.allocatedCents,
      unallocated_cents: allocation.unallocatedCents,
      share_percent: period.percent,
      closed_at: period.closedAt,
    })
    .onConflict((oc) => oc.column('period_start').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  for (const rows of chunks(allocation.pools)) {
    await db
      .insertInto('earnings_member_pools')
      .values(
        rows.map((p) => ({
          period_start: period.start,
          member_id: p.memberId,
          fee_cents: p.feeCents,
          currency: p.currency,
          pool_cents: p.poolCents,
          allocated_cents: p.allocatedCents,
          engaged_ms: p.engagedMs,
        })),
      )
      .execute();
  }
  for (const rows of chunks(allocation.shares)) {
    await db
      .insertInto('earnings_shares')
      .values(
        rows.map((s) => ({
          period_start: period.start,
          member_id: s.memberId,
          post_id: s.postId,
          writer_id: s.writerId,
          engaged_ms: s.engagedMs,
          cents: s.cents,
          state: s.state,
        })),
      )
      .execute();
  }
  for (const rows of chunks(allocation.stories)) {
    await db
      .insertInto('earnings_story_totals')
      .values(
        rows.map((s) => ({
          period_start: period.start,
          post_id: s.postId,
          writer_id: s.writerId,
          member_count: s.memberCount,
          engaged_ms: s.engagedMs,
          cents: s.cents,
          state: s.state,
        })),
      )
      .execute();
  }
  for (const rows of chunks(allocation.writers)) {
    await db
      .insertInto('earnings_writer_totals')
      .values(
        rows.map((w) => ({
          period_start: period.start,
          writer_id: w.writerId,
          story_count: w.storyCount,
          engaged_ms: w.engagedMs,
          cents: w.cents,
          state: w.state,
        })),
      )
      .execute();
  }
  return true;
}

export interface PeriodSummary {
  periodStart: number;
  periodEnd: number;
  memberCount: number;
  poolCents: number;
  allocatedCents: number;
  unallocatedCents: number;
  closedAt: number;
}

export async function periodSummary(db: Executor, periodStart: number): Promise<PeriodSummary | null> {
  const row = await db.selectFrom('earnings_periods').selectAll().where('period_start', '=', periodStart).executeTakeFirst();
  if (!row) return null;
  return {
    periodStart: num(row.period_start),
    periodEnd: num(row.period_end),
    memberCount: num(row.member_count),
    poolCents: num(row.pool_cents),
    allocatedCents: num(row.allocated_cents),
    unallocatedCents: num(row.unallocated_cents),
    closedAt: num(row.closed_at),
  };
}

export interface WriterMonth {
  periodStart: number;
  cents: number;
  state: EarningState;
}

/** A writer's closed months since `from` (inclusive), oldest first. */
export async function writerMonths(db: Executor, writerId: string, from: number): Promise<WriterMonth[]> {
  const rows = await db
    .selectFrom('earnings_writer_totals')
    .select(['period_start', 'cents', 'state'])
    .where('writer_id', '=', writerId)
    .where('period_start', '>=', from)
    .orderBy('period_start', 'asc')
    .execute();
  return rows.map((r) => ({ periodStart: num(r.period_start), cents: num(r.cents), state: r.state as EarningState }));
}

/** A writer's cents over every closed month, by state. */
export async function writerLifetime(db: Executor, writerId: string): Promise<Map<EarningState, number>> {
  const rows = await db
    .selectFrom('earnings_writer_totals')
    .select((eb) => ['state', eb.fn.sum<number>('cents').as('cents')])
    .where('writer_id', '=', writerId)
    .groupBy('state')
    .execute();
  return new Map(rows.map((r) => [r.state as EarningState, num(r.cents)]));
}

export interface StoryMonth {
  periodStart: number;
  postId: string;
  writerId: string;
  memberCount: number;
  engagedMs: number;
  cents: number;
  state: EarningState;
}

const storyMonth = (r: {
  period_start: number;
  post_id: string;
  writer_id: string;
  member_count: number;
  engaged_ms: number;
  cents: number;
  state: string;
}): StoryMonth => ({
  periodStart: num(r.period_start),
  postId: r.post_id,
  writerId: r.writer_id,
  memberCount: num(r.member_count),
  engagedMs: num(r.engaged_ms),
  cents: num(r.cents),
  state: r.state as EarningState,
});

/** A writer's stories that earned in a closed month, most first (ties by story id). */
export async function writerStoriesInPeriod(db: Executor, writerId: string, periodStart: number): Promise<StoryMonth[]> {
  const rows = await db
    .selectFrom('earnings_story_totals')
    .selectAll()
    .where('writer_id', '=', writerId)
    .where('period_start', '=', periodStart)
    .orderBy('cents', 'desc')
    .orderBy('post_id', 'asc')
    .execute();
  return rows.map(storyMonth);
}

/** One story's closed months, newest first. */
export async function storyMonths(db: Executor, postId: string): Promise<StoryMonth[]> {
  const rows = await db.selectFrom('earnings_story_totals').selectAll().where('post_id', '=', postId).orderBy('period_start', 'desc').execute();
  return rows.map(storyMonth);
}
