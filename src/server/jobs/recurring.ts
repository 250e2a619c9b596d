import * as v from 'valibot';

/**
 * Recurring work, declared in code: `run` is called once per slot of `every` milliseconds (slots start at
 * multiples of `every` since the epoch, plus `offset`), on worker processes only. Each run is a job named
 * `id` keyed by its slot, so however many processes and ticks ask for it, a slot runs once; it retries and
 * ends in the dead letters like any job.
 */
export interface RecurringJob {
  id: string;
  every: number;
  /** Where a slot starts inside `every` (a daily run at 08:00 UTC: every a day, offset 8 hours). */
  offset?: number;
  /**
   * Whether a worker writes the current slot's run when it starts, besides at the ticks (the first tick comes
   * one tick after the start): for work that must catch up on what came due while no worker ran.
   */
  atStart?: boolean;
  /** `slot`: the start of the slot this run is for; `at`: the app's clock when the run was written. */
  run(input: RecurringRun): Promise<void>;
}

export const RECURRING_RUN = v.object({ slot: v.number(), at: v.number() });
export type RecurringRun = v.InferOutput<typeof RECURRING_RUN>;

/** How often the scheduler looks for due slots: a minute, or more often for work that recurs more often. */
export const SCHEDULE_TICK_MS = 60_000;

export function tickEvery(job: Pick<RecurringJob, 'every'>): number {
  return Math.min(job.every, SCHEDULE_TICK_MS);
}

/** The slot due at `now`: the latest slot start at or before it. */
export function recurringSlot(job: Pick<RecurringJob, 'every' | 'offset'>, now: number): number {
  const offset = job.offset ?? 0;
  return Math.floor((now - offset) / job.every) * job.every + offset;
}

/** The one place that knows the recurring jobs; a runner asks it which exist and has it write a due slot. */
export interface Schedule {
  /** The recurring jobs declared so far. */
  list(): readonly RecurringJob[];
  /** Writes the run of `id`'s current slot by the app's clock (nothing when it is written already). */
  tick(id: string): Promise<void>;
}

/** The job BullMQ's job schedulers produce: one tick of one recurring job (see the BullMQ runner). */
export const SCHEDULE_TICK_JOB = 'schedule.tick';
export const SCHEDULE_TICK = v.object({ id: v.string() });

/** Writes the current slot's run of the recurring jobs that ask for it when a worker starts. */
export async function tickAtStart(schedule: Schedule, log: { error(details: object, message: string): void }): Promise<void> {
  for (const job of schedule.list()) {
    if (!job.atStart) continue;
    await schedule.tick(job.id).catch((error: unknown) => log.error({ err: error, job: job.id }, 'recurring job could not be scheduled'));
  }
}
