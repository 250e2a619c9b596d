import { monthFrom } from '../../../shared/format/earnings';
import * as v from 'valibot';
import type { AppDeps } from '../../graphql/context';
import { closePeriod } from './earnings.service';
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

/** Closes a month now (operators, the demo, tests); a month closed already is left as it is. */
export function closeEarningsPeriod(deps: Pick<AppDeps, 'db' | 'config'>, periodStart: number, now: number, sources?: EarningsSources) {
  return closePeriod({ db: deps.db, percent: deps.config.partnerSharePercent }, periodStart, now, sources);
}

/** Registers the closing job and declares the recurring job that writes the closings due. */
export function declareEarningsJobs(deps: EarningsJobDeps): void {
  deps.jobs.register(EARNINGS_CLOSE_JOB, CLOSE_PAYLOAD, async ({ periodStart }) => {
    await closeEarningsPeriod(deps, periodStart, deps.now());
  });
  deps.jobs.recurring({ id: EARNINGS_DUE_JOB, every: EARNINGS_CHECK_MS, run: () => enqueueDueEarnings(deps) });
}
