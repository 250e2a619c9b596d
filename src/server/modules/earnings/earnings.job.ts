import { monthFrom } from '../../../shared/format/earnings';
import * as v from 'valibot';
import { systemContext, withTransaction, type AppDeps, type ServiceContext } from '../../core';
import { allocateClosedPeriod, recordClosedPeriod } from './earnings.service';
import type { EarningsSources } from './earnings.sources';

export const EARNINGS_CLOSE_JOB = 'earnings.close';
/** The recurring job that writes the closing of the months that are over. */
export const EARNINGS_DUE_JOB = 'earnings.closeDue';
/** How often the months that are over are looked at (by the app's clock). */
const EARNINGS_CHECK_MS = 10 * 60_000;
const CLOSE_PAYLOAD = v.object({ periodStart: v.number() });

type EarningsJobDeps = Pick<AppDeps, 'db' | 'jobs' | 'now' | 'config'>;

/** Months before the current one the clock looks back at: a month missed while every process was down still closes. */
const MONTHS_LOOKED_BACK = 3;

/**
 * Writes the closing of each of the last months, once: its key is the month, so every process asking again
 * adds nothing (and closing a closed month changes nothing).
 */
export async function enqueueDueEarnings(deps: EarningsJobDeps): Promise<void> {
  for (let offset = MONTHS_LOOKED_BACK; offset >= 1; offset--) {
    const periodStart = monthFrom(deps.now(), -offset).start;
    await deps.jobs.enqueue(deps.db, { name: EARNINGS_CLOSE_JOB, key: `${EARNINGS_CLOSE_JOB}:${periodStart}`, payload: { periodStart } });
  }
}

/**
 * Closes a month now (the job, operators, tests); a month closed already is left as it is. The allocation is
 * computed first, outside any transaction (it reads a month of reading); its write is one transaction.
 */
export async function closeEarningsPeriod(ctx: ServiceContext, input: { periodStart: number; sources?: EarningsSources }) {
  const closing = await allocateClosedPeriod(ctx, input);
  if (!closing) return { closed: false, allocation: null };
  return withTransaction(ctx, (tx) => recordClosedPeriod(tx, closing));
}

/** Registers the closing job and declares the recurring job that writes the closings due. */
export function declareEarningsJobs(deps: AppDeps): void {
  deps.jobs.register(EARNINGS_CLOSE_JOB, CLOSE_PAYLOAD, async ({ periodStart }) => {
    await closeEarningsPeriod(systemContext(deps), { periodStart });
  });
  deps.jobs.recurring({ id: EARNINGS_DUE_JOB, every: EARNINGS_CHECK_MS, run: () => enqueueDueEarnings(deps) });
}
