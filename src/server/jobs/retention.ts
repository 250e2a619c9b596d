import type { Executor } from '../db';
import type { RecurringJob } from './recurring';

/** Rows deleted per statement: a long backlog is deleted in short steps rather than one long lock. */
const BATCH = 1000;

/** How often the retention job runs (by the app's clock). */
export const RETENTION_EVERY_MS = 60 * 60_000;
export const RETENTION_JOB = 'jobs.retention';

/**
 * Deletes finished jobs that finished before `before`: done ones, and the ones relayed to BullMQ before it
 * (the queue keeps the outcome; the row only kept the key). Their keys go with them: a job written again with
 * such a key after that long is new work. Pending jobs and dead letters are kept.
 */
export async function pruneFinishedJobs(db: Executor, before: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('finished_at', '<', before)]),
          eb.and([eb('status', '=', 'relayed'), eb('run_at', '<', before)]),
        ]),
      )
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return deleted;
    const result = await db
      .deleteFrom('jobs')
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .where('status', 'in', ['done', 'relayed'])
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (ids.length < BATCH) return deleted;
  }
}

/**
 * Declares the retention job: every hour (on worker processes), finished jobs and whatever else `prune` lists
 * (delivered emails) older than `keepMs` by the app's clock are deleted.
 */
export function declareRetention(
  jobs: { recurring(job: RecurringJob): void },
  input: { db: Executor; keepMs: number; prune?: readonly ((db: Executor, before: number) => Promise<number>)[] },
): void {
  jobs.recurring({
    id: RETENTION_JOB,
    every: RETENTION_EVERY_MS,
    async run({ at }) {
      const before = at - input.keepMs;
      await pruneFinishedJobs(input.db, before);
      for (const prune of input.prune ?? []) await prune(input.db, before);
    },
  });
}
