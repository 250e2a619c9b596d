import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { sql } from 'kysely';
import type { Database } from '../db';
import { DEFAULT_JOB_LEASE_MS, MAX_ATTEMPTS, retryDelayMs, type DeadLetter, type JobRunner } from './queue';
import { createPoller, pendingJobCount } from './poller';
import { openRedis } from '../kv/redis';
import { SCHEDULE_TICK_JOB, tickAtStart, tickEvery, type Schedule } from './recurring';
import { InvalidPayloadError, type JobRegistry } from './registry';

export const QUEUE_NAME = 'quire-jobs';

interface QueuedJob {
  name: string;
  key: string;
  payload: unknown;
}

export interface BullRunnerOptions {
  db: Database;
  registry: JobRegistry;
  redisUrl: string;
  log: { error(details: object, message: string): void };
  now?: () => number;
  pollMs?: number;
  concurrency?: number;
  /**
   * BullMQ's lock on a running job: renewed every half of it while the job runs; once its process is gone the
   * lock runs out and the next stalled-job check (every half of it) puts the job back in the queue.
   */
  leaseMs?: number;
  /** Queue name: tests give each run its own. */
  queueName?: string;
  /** The recurring jobs: a worker process upserts one BullMQ job scheduler per recurring job when it starts. */
  schedule?: Schedule;
}

/** The BullMQ job scheduler of a recurring job; schedulers with this prefix that no code declares are removed. */
const SCHEDULER_PREFIX = 'quire:';

/**
 * Jobs on BullMQ, shared by every process. The database stays the outbox (a job is written in the same
 * transaction as its change); a relay moves due rows onto the queue, with the row id as BullMQ's job id,
 * so a row relayed twice (a crash between the two steps) is still one job.
 */
/** BullMQ refuses a custom job id made of digits only, which a hex row id sometimes is: the prefix keeps it a name. */
export function queueJobId(rowId: string): string {
  return `job-${rowId}`;
}

export function createBullRunner(options: BullRunnerOptions): JobRunner {
  const { db, registry, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 500;
  const queueName = options.queueName ?? QUEUE_NAME;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const connection = openRedis(options.redisUrl, 'jobs-queue');
  const queue = new Queue<QueuedJob>(queueName, { connection });
  let worker: Worker<QueuedJob> | null = null;
  let workerConnection: ReturnType<typeof openRedis> | null = null;

  async function relay(): Promise<void> {
    const due = await db
      .selectFrom('jobs')
      .select(['id', 'key', 'name', 'payload'])
      .where('status', '=', 'pending')
      .where('run_at', '<=', now())
      .orderBy('run_at')
      .orderBy('created_at')
      .limit(100)
      .execute();
    for (const row of due) {
      // One job the queue refuses must not hold back the ones behind it.
      await relayOne(row).catch((error: unknown) => log.error({ err: error, job: row.name, id: row.id }, 'job relay to the queue failed'));
    }
  }

  async function relayOne(row: { id: string; key: string; name: string; payload: string }): Promise<void> {
    await queue.add(
      row.name,
      { name: row.name, key: row.key, payload: JSON.parse(row.payload) as unknown },
      { jobId: queueJobId(row.id), attempts: MAX_ATTEMPTS, backoff: { type: 'quire' }, removeOnComplete: true, removeOnFail: false },
    );
    // The payload now lives on the queue until the job completes; the outbox keeps only the key.
    await db.updateTable('jobs').set({ status: 'relayed', payload: 'null', attempts: sql`attempts + 1` }).where('id', '=', row.id).where('status', '=', 'pending').execute();
  }

  const relayer = createPoller(relay, pollMs, (error) => log.error({ err: error }, 'job relay to the queue failed'));

  async function process(job: Job<QueuedJob>): Promise<void> {
    try {
      await registry.run(job.data.name, job.data.payload, { key: job.data.key, attempt: job.attemptsMade + 1 });
    } catch (error) {
      // A payload its schema refuses is refused again on every retry: BullMQ fails it for good at once.
      if (error instanceof InvalidPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  /**
   * One BullMQ job scheduler per recurring job, ticking at `tickEvery`: each tick writes the due slot's run
   * into the outbox, keyed by the slot (so a slot runs once whatever the ticks), and the relay brings it here.
   * Schedulers left from recurring jobs the code no longer declares are removed.
   */
  async function upsertSchedulers(schedule: Schedule): Promise<void> {
    const declared = new Set(schedule.list().map((job) => SCHEDULER_PREFIX + job.id));
    for (const job of schedule.list()) {
      await queue.upsertJobScheduler(
        SCHEDULER_PREFIX + job.id,
        // The first tick one tick after the first start (a later start keeps the scheduler's own next tick);
        // BullMQ times its schedulers by the wall clock.
        { every: tickEvery(job), startDate: Date.now() + tickEvery(job) },
        {
          name: SCHEDULE_TICK_JOB,
          data: { name: SCHEDULE_TICK_JOB, key: `${SCHEDULE_TICK_JOB}:${job.id}`, payload: { id: job.id } },
          opts: { attempts: 1, removeOnComplete: true, removeOnFail: true },
        },
      );
    }
    for (const existing of await queue.getJobSchedulers()) {
      if (existing.key.startsWith(SCHEDULER_PREFIX) && !declared.has(existing.key)) await queue.removeJobScheduler(existing.key);
    }
  }

  return {
    start() {
      if (!relayer.stopped) return;
      worker = new Worker<QueuedJob>(queueName, process, {
        connection: (workerConnection = openRedis(options.redisUrl, 'jobs-worker')),
        concurrency: options.concurrency ?? 4,
        lockDuration: leaseMs,
        stalledInterval: Math.max(1, Math.floor(leaseMs / 2)),
        settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade) },
      });
      worker.on('failed', (job, error) => {
        const dead = (job?.attemptsMade ?? 0) >= MAX_ATTEMPTS || error instanceof UnrecoverableError;
        log.error({ err: error, job: job?.name, key: job?.data.key, dead }, dead ? 'job failed for good: kept as a dead letter' : 'job failed: will retry');
      });
      relayer.start();
      if (options.schedule) {
        void tickAtStart(options.schedule, log);
        void upsertSchedulers(options.schedule).catch((error: unknown) => log.error({ err: error }, 'recurring jobs could not be scheduled on the queue'));
      }
    },
    nudge: () => relayer.nudge(),
    async stop() {
      await relayer.stop();
      // Waits for the jobs this process is running, then lets go of the queue.
      await worker?.close();
      await workerConnection?.quit();
      await queue.close();
      await connection.quit();
    },
    async unfinished() {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
      // A job scheduler always keeps its next tick waiting as a delayed job: that is not work left to do.
      const delayed = (await queue.getDelayed()).filter((job) => !job.repeatJobKey?.startsWith(SCHEDULER_PREFIX)).length;
      return (await pendingJobCount(db)) + Object.values(counts).reduce((sum, n) => sum + n, 0) + delayed;
    },
    async deadLetters(): Promise<DeadLetter[]> {
      const failed = await queue.getFailed();
      return failed.map((job) => ({
        id: job.id ?? '',
        name: job.name,
        key: job.data.key,
        attempts: job.attemptsMade,
        error: job.failedReason ?? null,
        failedAt: job.finishedOn ?? null,
      }));
    },
    async replay(ids) {
      const failed = await queue.getFailed();
      const chosen = ids ? failed.filter((job) => job.id && ids.includes(job.id)) : failed;
      for (const job of chosen) await job.retry('failed');
      return chosen.length;
    },
  };
}
