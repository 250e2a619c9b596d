import type { AppDeps } from '../../graphql/context';
import { declareTrendingJob } from './trending.job';
import { subscribeActivity, subscribeBrowseLists } from './trending.subscribers';

/** What other modules may use of this one. */
export { hotPostIds, trendingPostIds } from './trending.service';
/** The recurring job, for operators, demo content and the scale benchmark: scores of every mode as of `at`. */
export { enqueueDueTrending, recomputeTrending } from './trending.job';
export { setBrowseSlug } from './trending.repo';

/** Counts reads, claps and responses as they happen and declares the recurring job that scores them. */
export function subscribeTrendingEvents(deps: AppDeps): void {
  subscribeActivity(deps);
  subscribeBrowseLists(deps);
  declareTrendingJob(deps);
}
export { addActivity, type ActivityRow } from './trending.repo';
export { hourOf } from './trending.scores';
/** A topic's HOT stories, for the topic's `posts` field. */
export { hotTopicPosts } from './trending.service';
