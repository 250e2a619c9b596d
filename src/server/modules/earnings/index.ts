import type { AppDeps } from '../../graphql/context';
import { startEarningsClock } from './earnings.job';

// Partner earnings from members' engaged reading time.

/** What other modules may use of this one. */
export { closeEarningsPeriod, enqueueDueEarnings, EARNINGS_CLOSE_JOB } from './earnings.job';
export { type EarningsSources } from './earnings.sources';
export { poolOf, splitPool, type EarningState } from './earnings.split';

/** Starts the job that closes each month once it is over; answers the function that stops it. */
export function subscribeEarningsEvents(deps: AppDeps): () => void {
  return startEarningsClock(deps);
}
export { closeDemoPeriod } from './earnings.service';
