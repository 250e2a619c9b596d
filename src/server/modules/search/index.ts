import type { AppDeps } from '../../graphql/context';
import { scheduleSearchRepair, subscribeSearchIndexing } from './search.subscribers';

/** What other modules (and operators, and the scale benchmark's fill) may use of this one. */
export { rebuildSearchIndex } from './search.rebuild';
export { repairSearchIndex, type RepairReport } from './search.repair';
export { reindexPostsAndTags, reindexUsers, reindexCollections, reindexLists } from './search.indexer';

/** The index's subscribers and jobs; the repair sweep is queued at every start. */
export function subscribeSearchEvents(deps: AppDeps): void {
  subscribeSearchIndexing(deps);
  scheduleSearchRepair(deps).catch((error: unknown) => console.warn(`Search repair could not be queued: ${String(error)}`));
}
