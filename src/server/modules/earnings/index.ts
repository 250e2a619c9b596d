import type { AppDeps } from '../../graphql/context';
import { declareEarningsJobs } from './earnings.job';

// Partner earnings from members' engaged reading time.

/** What other modules may use of this one. */
export { closeEarningsPeriod, enqueueDueEarnings, EARNINGS_CLOSE_JOB } from './earnings.job';
export { type EarningsSources } from './earnings.sources';
export { poolOf, splitPool, type EarningState } from './earnings.split';

/** Declares the jobs that close each month once it is over. */
export function subscribeEarningsEvents(deps: AppDeps): void {
  declareEarningsJobs(deps);
}
export { closeDemoPeriod } from './earnings.service';
