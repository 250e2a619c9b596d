import type { Config } from '../config';
import type { Database, Executor } from '../db';
import { createBullRunner } from './bullmq-runner';
import { createDatabaseRunner } from './database-runner';
import { createEventLog, type EventLog } from './events';
import { writeJob, type JobHandler, type JobRunner, type NewJob } from './queue';
import { JobRegistry } from './registry';

export type { DomainEvents, EventLog, EventMeta, EventName } from './events';
export type { DeadLetter, JobRunner, NewJob } from './queue';

/** What services use: write a job into the outbox (with their transaction, when they have one). */
export interface Jobs {
  enqueue(executor: Executor, job: NewJob): Promise<void>;
  register(name: string, handler: JobHandler): void;
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
  now?: () => number;
  /** Dates domain events (the app's clock, which a test may set); jobs keep the wall clock. */
  eventClock?: () => number;
  queueName?: string;
}): JobSystem {
  const registry = new JobRegistry();
  const now = options.now ?? Date.now;
  const leaseMs = options.config.jobLeaseMs;
  const runner = options.config.redisUrl
    ? createBullRunner({ db: options.db, registry, redisUrl: options.config.redisUrl, log: options.log, now, queueName: options.queueName, leaseMs })
    : createDatabaseRunner({ db: options.db, registry, log: options.log, now, leaseMs });
  const jobs: Jobs = {
    async enqueue(executor, job) {
      await writeJob(executor, job, now());
      runner.nudge();
    },
    register: (name, handler) => registry.register(name, handler),
  };
  const events = createEventLog(registry, { now, clock: options.eventClock, written: () => runner.nudge() });
  return { jobs, events, runner };
}
