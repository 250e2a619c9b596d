import { LONGEST_WINDOW_MS, TRENDING_CACHE_TAG } from '../../../shared/trending';
import { systemContext, withTransaction, type ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../graphql/context';
import {
  activePostIds,
  activityOf,
  changedPosts,
  claimRun,
  dropScoresOlderThan,
  finishRun,
  forgetChanges,
  postIdsWithActivityIn,
  pruneActivity,
  renewRun,
  replaceScores,
  type ChangeMark,
} from './trending.repo';
import { HOUR_MS, SCORE_MODES, scoresOf, spansCrossed } from './trending.scores';

export const TRENDING_JOB = 'trending.recompute';
/** How often scores are computed again. */
export const TRENDING_INTERVAL_MS = 10 * 60_000;
/** Stories whose scores are computed and written together. */
const BATCH = 500;
/** Events are delivered again within minutes; after this long their ids need not be remembered. */
const SEEN_EVENTS_KEPT_MS = 3 * 24 * HOUR_MS;
/**
 * How long a run's lease lasts without renewal (each batch renews it): a run whose process died is taken over
 * by the next run after this; a run that lost its lease stops at its next batch.
 */
export const TRENDING_LEASE_MS = 5 * 60_000;

type TrendingDeps = Pick<AppDeps, 'db' | 'jobs' | 'now'>;

/** Writes the run of the current interval, once: its key is the interval, so every process asking again adds nothing. */
export async function enqueueDueTrending(deps: TrendingDeps): Promise<void> {
  await deps.jobs.enqueueDue(deps.db, TRENDING_JOB);
}

/** What a run did: the work is counted in stories scored, never in time. */
export interface TrendingRun {
  /** Another run held the lease: this one did nothing (the next run covers its interval). */
  skipped: boolean;
  /** Whether every story with activity was scored (the first run, or after `forgetWatermark`). */
  full: boolean;
  /** The time the scores are as of (the watermark this run leaves). */
  at: number;
  /** Stories scored because their activity changed since they were last scored. */
  changed: number;
  /** Stories scored because time alone changed what counts (activity that came due or left a window), or every story with activity in a full run. */
  timed: number;
  /** All stories scored (a story in both sets counts twice). */
  stories: number;
}

/** The run lost its lease to another (it paused longer than the lease): it stops, writing nothing more. */
export class TrendingLeaseLost extends Error {
  constructor() {
    super('The trending run lost its lease to another run');
  }
}

/**
 * Brings the scores of every mode up to `at`, scoring only what changed since the last complete run (the
 * watermark, kept in the database): the stories whose activity was counted since (`trending_changes`), and
 * the stories with activity in the hours that came due or left a window in between (`spansCrossed`). Scores
 * are kept on a log scale measured from the epoch, so decay alone changes no score and no ranking: nothing
 * else needs scoring again. The first run (no watermark) scores every story with activity in the longest window.
 *
 * Safe to run twice at once or again after a crash: a run holds a lease on the watermark (renewed by each
 * batch's transaction, which writes only while the run holds it); a run that finds the lease held does
 * nothing; the watermark moves only when a run completes, so a run that died is redone by the next, from the
 * same watermark. Each batch's scores and the removal of its stories' change marks commit together, and a mark
 * bumped by a count meanwhile stays for the next run.
 */
export async function recomputeTrending(ctx: ServiceContext, input: { at: number }): Promise<TrendingRun> {
  const runId = newId();
  const lease = () => ({ runId, now: ctx.now(), leaseMs: TRENDING_LEASE_MS });
  const claimed = await claimRun(ctx.db, lease());
  if (!claimed) return { skipped: true, full: false, at: input.at, changed: 0, timed: 0, stories: 0 };
  const last = claimed.scoredAt;
  const full = last === null;
  // A late run of an older interval (a retry) never moves the windows back.
  const at = last === null ? input.at : Math.max(input.at, last);
  const since = at - LONGEST_WINDOW_MS;

  const score = async (ids: readonly string[], marks: readonly ChangeMark[]) => {
    const rows = await activityOf(ctx.db, ids, since);
    await withTransaction(ctx, async (tx) => {
      if (!(await renewRun(tx.db, lease()))) throw new TrendingLeaseLost();
      await replaceScores(tx.db, { postIds: ids, modes: SCORE_MODES, scores: scoresOf(rows, at), computedAt: at });
      await forgetChanges(tx.db, marks);
    });
  };

  // The stories whose activity changed.
  let changed = 0;
  for (let afterId: string | null = null; ; ) {
    const marks = await changedPosts(ctx.db, afterId, BATCH);
    if (marks.length === 0) break;
    await score(marks.map((m) => m.postId), marks);
    changed += marks.length;
    afterId = marks[marks.length - 1]?.postId ?? null;
    if (marks.length < BATCH) break;
  }

  // The stories time alone changed: every story with activity on the first run, else those with activity
  // in the hours that came due or left a window since the last run.
  let timed = 0;
  if (last === null) {
    for (let afterId: string | null = null; ; ) {
      const ids = await activePostIds(ctx.db, since, afterId, BATCH);
      if (ids.length === 0) break;
      await score(ids, []);
      timed += ids.length;
      afterId = ids[ids.length - 1] ?? null;
      if (ids.length < BATCH) break;
    }
    // What this run did not write: stories whose activity left every window since the scores were last written.
    await dropScoresOlderThan(ctx.db, at);
  } else {
    const ids = await postIdsWithActivityIn(ctx.db, spansCrossed(last, at));
    for (let i = 0; i < ids.length; i += BATCH) await score(ids.slice(i, i + BATCH), []);
    timed = ids.length;
  }

  await pruneActivity(ctx.db, { activityBefore: since - HOUR_MS, eventsBefore: at - SEEN_EVENTS_KEPT_MS });
  if (!(await finishRun(ctx.db, { runId, scoredAt: at }))) throw new TrendingLeaseLost();
  return { skipped: false, full, at, changed, timed, stories: changed + timed };
}

/** Declares the recurring job: the scores as of each interval's start, once per interval. */
export function declareTrendingJob(deps: AppDeps): void {
  deps.jobs.recurring({
    id: TRENDING_JOB,
    every: TRENDING_INTERVAL_MS,
    async run({ slot }) {
      const run = await recomputeTrending(systemContext(deps), { at: slot });
      // Signed-out copies of the trending and top stories pages show the new order at once.
      if (!run.skipped) await deps.pageCache.purge([TRENDING_CACHE_TAG]);
    },
  });
}
