import type { Executor } from '../db';
import { newId } from '../db/ids';

/** What a handler is told besides its payload: the job's idempotency key and which attempt this is. */
export interface JobRun {
  key: string;
  attempt: number;
}

export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface NewJob {
  name: string;
  payload: unknown;
  /** Idempotency key: writing a job whose key exists already adds nothing. Defaults to a fresh id. */
  key?: string;
  runAt?: number;
}

/** Attempts before a job becomes a dead letter, and the wait before each retry (1 s, 4 s, 16 s, 64 s). */
export const MAX_ATTEMPTS = 5;
export function retryDelayMs(attempt: number): number {
  return 1000 * 4 ** (attempt - 1);
}

/** How long a running job stays claimed without a renewal (JOB_LEASE_SECONDS; see the runners). */
export const DEFAULT_JOB_LEASE_MS = 15_000;

/**
 * Writes a job into the outbox with the executor given: inside a transaction, the job exists exactly when
 * the change that asked for it does. `now` (the app's clock) is when it is due unless `runAt` says; the row's
 * `created_at` is the wall clock, only to run jobs due at the same time in the order they were written (a
 * test's clock may stand still).
 */
export async function writeJob(executor: Executor, job: NewJob, now: number): Promise<void> {
  const id = newId();
  await executor
    .insertInto('jobs')
    .values({ id, key: job.key ?? id, name: job.name, payload: JSON.stringify(job.payload ?? null), run_at: job.runAt ?? now, created_at: Date.now() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export interface DeadLetter {
  id: string;
  name: string;
  key: string;
  attempts: number;
  error: string | null;
  failedAt: number | null;
}

/** Where jobs run: in this process from the database, or on BullMQ when Redis is configured. */
export interface JobRunner {
  /** Starts taking jobs (a process started with JOBS_WORKER=0 only writes them). */
  start(): void;
  /** Lets a waiting runner look for work now instead of at its next poll. */
  nudge(): void;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  /** Jobs written or queued and not yet finished (retries waiting included; dead letters not). */
  unfinished(): Promise<number>;
  deadLetters(): Promise<DeadLetter[]>;
  /** Puts dead letters back to run (all of them without ids); answers how many. */
  replay(ids?: readonly string[]): Promise<number>;
}
