import type { AppDeps } from '../../graphql/context';
import { startTrendingClock } from './trending.job';
import { subscribeActivity, subscribeBrowseLists } from './trending.subscribers';

/** What other modules may use of this one. */
export { hotPostIds, trendingPostIds } from './trending.service';
/** The recurring job, for operators, demo content and the scale benchmark: scores of every mode as of `at`. */
export { enqueueDueTrending, recomputeTrending } from './trending.job';
export { setBrowseSlug } from './trending.repo';

/** Counts reads, claps and responses as they happen and starts the job that scores them; answers the function that stops it. */
export function subscribeTrendingEvents(deps: AppDeps): () => void {
  subscribeActivity(deps);
  subscribeBrowseLists(deps);
  return startTrendingClock(deps);
}
export { addActivity, type ActivityRow } from './trending.repo';
export { hourOf } from './trending.scores';
