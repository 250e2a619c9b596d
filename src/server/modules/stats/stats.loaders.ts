import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import { viewCounts, type ViewCounts } from '../reads';

const NO_VIEWS: ViewCounts = { views: 0, reads: 0 };

/** Stats' loaders, one set per request beside the others (see graphql/loaders.ts). */
export function createStatsLoaders(db: Executor) {
  return {
    /** A story's views and reads (all time): a page of stories in the writer's stats asks once. */
    viewCountsByPostId: new DataLoader<string, ViewCounts>(async (ids) => {
      const counts = await viewCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? NO_VIEWS);
    }),
  };
}
