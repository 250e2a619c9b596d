import type { Executor } from '../../db';
import { reindexCollections, reindexLists, reindexPostsAndTags, reindexUsers } from './search.indexer';
import { REBUILD_BATCH } from './search.rebuild';
import { changedSince, readWatermark, writeWatermark } from './search.repo';

/**
 * A change committed just before the last repair may carry an `updated_at` older than it (its transaction
 * was still open): each repair looks this far behind its watermark too.
 */
export const REPAIR_OVERLAP_MS = 10 * 60 * 1000;

export interface RepairReport {
  posts: number;
  users: number;
  collections: number;
  lists: number;
}

/**
 * Reindexes every story, person, publication and list changed since the last repair, then moves the
 * watermark. Jobs keep the index current; this catches what a job never did (a job lost with a crashed
 * process, a dead letter, a row changed by hand). It reads only rows changed since the watermark, through
 * `updated_at` indexes, so it costs the same with ten stories or a million. Run at every start.
 */
export async function repairSearchIndex(db: Executor, now: number): Promise<RepairReport> {
  const watermark = (await readWatermark(db)) ?? 0;
  const since = Math.max(0, watermark - REPAIR_OVERLAP_MS);
  const report: RepairReport = { posts: 0, users: 0, collections: 0, lists: 0 };
  const sweeps = [
    ['posts', 'posts', reindexPostsAndTags],
    ['users', 'users', reindexUsers],
    ['collections', 'collections', reindexCollections],
    ['catalogs', 'lists', reindexLists],
  ] as const;
  for (const [table, counted, reindex] of sweeps) {
    for (let after: { updatedAt: number; id: string } | null = null; ; ) {
      const changed = await changedSince(db, table, since, after, REBUILD_BATCH);
      if (changed.length === 0) break;
      await reindex(db, changed.map((row) => row.id), now);
      report[counted] += changed.length;
      after = changed[changed.length - 1]!;
    }
  }
  await writeWatermark(db, Math.max(watermark, now));
  return report;
}
