import type { Config } from '../config';
import type { Database, Executor } from '../db';
import { createBullRunner } from './bullmq-runner';
import { createDatabaseRunner } from './database-runner';
import { createEventLog, type EventLog } from './events';
import { writeJob, type JobRunner, type NewJob } from './queue';
import { RECURRING_RUN, recurringSlot, SCHEDULE_TICK, SCHEDULE_TICK_JOB, type RecurringJob, type Schedule } from './recurring';
import { JobRegistry, type PayloadSchema, type TypedJobHandler } from './registry';

export type { DomainEvents, EventLog, EventMeta, EventName } from './events';
export type { DeadLetter, JobRun, JobRunner, NewJob } from './queue';
export { MAX_ATTEMPTS } from './queue';
export type { RecurringJob, RecurringRun } from './recurring';
export { recurringSlot } from './recurring';
export { declareRetention, pruneFinishedJobs, RETENTION_JOB } from './retention';
export { InvalidPayloadError, type PayloadSchema } from './registry';

/** What services use: write a job into the outbox (with their transaction, when they have one). */
export interface Jobs {
  enqueue(executor: Executor, job: NewJob): Promise<void>;
  /** Registers a job's handler with the schema of its payload, checked when the job starts. */
  register<S extends PayloadSchema>(name: string, schema: S, handler: TypedJobHandler<S>): void;
  /**
   * Declares recurring work: one run per slot of `every`, on worker processes only, by the one scheduler
   * (BullMQ job schedulers with Redis, the database runner's own schedule without).
   */
  recurring(job: RecurringJob): void;
  /**
   * Writes the run of a recurring job's current slot by the app's clock, unless it is written already: what
   * the scheduler does at every tick, and what a test or an operator does to have it run now.
   */
  enqueueDue(executor: Executor, id: string): Promise<void>;
}

export interface JobSystem {
  jobs: Jobs;
  events: EventLog;
  runner: JobRunner;
}

export function createJobSystem(options: {
  config: Pick<Config, 'redisUrl'> & Partial<Pick<Config, 'jobLeaseMs'>>;
  db: Database;
  log: { error(details: object, message: string): void };
  /** The app's clock (which a test may set): it dates jobs, retries, events and recurring slots alike. */
  now?: () => number;
  queueName?: string;
}): JobSystem {
  const registry = new JobRegistry();
  const now = options.now ?? Date.now;
  const leaseMs = options.config.jobLeaseMs;
  const recurring = new Map<string, RecurringJob>();

  async function enqueueDue(executor: Executor, id: string): Promise<void> {
    const job = recurring.get(id);
    if (!job) throw new Error(`No recurring job "${id}" is declared`);
    const at = now();
    const slot = recurringSlot(job, at);
    await writeJob(executor, { name: job.id, key: `${job.id}:${slot}`, payload: { slot, at } }, at);
  }

  const schedule: Schedule = {
    list: () => [...recurring.values()],
    tick: (id) => enqueueDue(options.db, id),
  };
  const runner = options.config.redisUrl
    ? createBullRunner({ db: options.db, registry, redisUrl: options.config.redisUrl, log: options.log, now, queueName: options.queueName, leaseMs, schedule })
    : createDatabaseRunner({ db: options.db, registry, log: options.log, now, leaseMs, schedule });
  // What a BullMQ job scheduler's tick does (the database runner ticks in process).
  registry.register(SCHEDULE_TICK_JOB, SCHEDULE_TICK, async ({ id }) => {
    if (recurring.has(id)) await schedule.tick(id);
  });

  const jobs: Jobs = {
    async enqueue(executor, job) {
      await writeJob(executor, job, now());
      runner.nudge();
    },
    register: (name, schema, handler) => registry.register(name, schema, handler),
    recurring(job) {
      if (!(job.every > 0)) throw new Error(`The recurring job "${job.id}" needs a positive interval`);
      registry.register(job.id, RECURRING_RUN, (input) => job.run(input));
      recurring.set(job.id, job);
    },
    async enqueueDue(executor, id) {
      await enqueueDue(executor, id);
      runner.nudge();
    },
  };
  const events = createEventLog(registry, { now, written: () => runner.nudge() });
  return { jobs, events, runner };
}
