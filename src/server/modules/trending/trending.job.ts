import { LONGEST_WINDOW_MS, TRENDING_CACHE_TAG } from '../../../shared/trending';
import { systemContext, withTransaction, type ServiceContext } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { activePostIds, activityOf, dropScoresOlderThan, pruneActivity, replaceScores } from './trending.repo';
import { HOUR_MS, scoresOf } from './trending.scores';

export const TRENDING_JOB = 'trending.recompute';
/** How often scores are computed again. */
export const TRENDING_INTERVAL_MS = 10 * 60_000;
/** Stories whose scores are computed and written together. */
const BATCH = 500;
/** Events are delivered again within minutes; after this long their ids need not be remembered. */
const SEEN_EVENTS_KEPT_MS = 3 * 24 * HOUR_MS;

type TrendingDeps = Pick<AppDeps, 'db' | 'jobs' | 'now'>;

/** Writes the run of the current interval, once: its key is the interval, so every process asking again adds nothing. */
export async function enqueueDueTrending(deps: TrendingDeps): Promise<void> {
  await deps.jobs.enqueueDue(deps.db, TRENDING_JOB);
}

/**
 * Computes every mode's scores at `at` for the stories with activity inside the longest window only (never
 * all stories), in batches, each batch's scores written in a transaction of its own (or in the caller's, when
 * `ctx.db` is one); then drops the scores this run did not write (activity that left every window, stories
 * unpublished, deleted or made unlisted) and the activity no window needs any more.
 */
export async function recomputeTrending(ctx: ServiceContext, { at }: { at: number }): Promise<{ stories: number }> {
  const since = at - LONGEST_WINDOW_MS;
  let afterId: string | null = null;
  let stories = 0;
  for (;;) {
    const ids = await activePostIds(ctx.db, since, afterId, BATCH);
    if (ids.length === 0) break;
    const rows = await activityOf(ctx.db, ids, since);
    await withTransaction(ctx, (tx) => replaceScores(tx.db, ids, scoresOf(rows, at), at));
    stories += ids.length;
    afterId = ids[ids.length - 1] ?? null;
    if (ids.length < BATCH) break;
  }
  await dropScoresOlderThan(ctx.db, at);
  await pruneActivity(ctx.db, { activityBefore: since - HOUR_MS, eventsBefore: at - SEEN_EVENTS_KEPT_MS });
  return { stories };
}

/** Declares the recurring job: the scores as of each interval's start, once per interval. */
export function declareTrendingJob(deps: AppDeps): void {
  deps.jobs.recurring({
    id: TRENDING_JOB,
    every: TRENDING_INTERVAL_MS,
    async run({ slot }) {
      await recomputeTrending(systemContext(deps), { at: slot });
      // Signed-out copies of the trending and top stories pages show the new order at once.
      await deps.pageCache.purge([TRENDING_CACHE_TAG]);
    },
  });
}
