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
    /** The same over a period, keyed `since:postId` (views begun and reads made since `since`). */
    viewCountsInPeriod: new DataLoader<string, ViewCounts>(async (keys) => {
      const bySince = new Map<number, string[]>();
      for (const key of keys) {
        const [since, id] = key.split(':') as [string, string];
        bySince.set(Number(since), [...(bySince.get(Number(since)) ?? []), id]);
      }
      const found = new Map<string, ViewCounts>();
      for (const [since, ids] of bySince) {
        for (const [id, counts] of await viewCounts(db, ids, since)) found.set(`${since}:${id}`, counts);
      }
      return keys.map((key) => found.get(key) ?? NO_VIEWS);
    }),
  };
}
