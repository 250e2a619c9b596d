import { monthFrom } from '../../../shared/format/earnings';
import { systemContext, withTransaction, type ServiceContext } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { allocateClosedPeriod, recordClosedPeriod } from './earnings.service';
import type { EarningsSources } from './earnings.sources';

export const EARNINGS_CLOSE_JOB = 'earnings.close';
/** How often each process looks at the app's clock for a month that is over. */
const EARNINGS_CHECK_MS = 10 * 60_000;

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

/** Registers the job and starts this process's earnings clock; answers the function that stops it. */
export function startEarningsClock(deps: AppDeps): () => void {
  deps.jobs.register(EARNINGS_CLOSE_JOB, async (payload) => {
    await closeEarningsPeriod(systemContext(deps), { periodStart: (payload as { periodStart: number }).periodStart });
  });
  const check = () => void enqueueDueEarnings(deps).catch(() => undefined);
  const timer = setInterval(check, EARNINGS_CHECK_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
