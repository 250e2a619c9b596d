import { sql } from "kysely";
import type { Database } from "../db";
import {
  DEFAULT_JOB_LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  type DeadLetter,
  type JobRunner,
} from "./queue";
import { createPoller, pendingJobCount } from "./poller";
import { tickAtStart, tickEvery, type Schedule } from "./recurring";
import { InvalidPayloadError, type JobRegistry } from "./registry";

export interface DatabaseRunnerOptions {
  db: Database;
  registry: JobRegistry;
  log: { error(details: object, message: string): void };
  now?: () => number;
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /**
   * How long a claim lasts without renewal. The process running a job renews it every third of this, so a
   * long job stays claimed while one whose process died is claimable again soon after.
   */
  leaseMs?: number;
  concurrency?: number;
  /** The recurring jobs: this runner writes their due slots at every tick while it runs (worker processes). */
  schedule?: Schedule;
}

type JobRow = {
  id: string;
  key: string;
  name: string;
  payload: string;
  attempts: number;
};
/** A claimed job and the lease it holds: the lease's end is also its fencing token (see `holds`). */
type Claim = JobRow & { lease: number };

/**
 * Runs jobs from the `jobs` table in this process. Claims are a conditional update (status pending, lease
 * free), so several processes over one database never run one job twice at once; a lease that runs out
 * (its process died) makes the job claimable again, which is why handlers are idempotent.
 */
export function createDatabaseRunner(
  options: DatabaseRunnerOptions,
): JobRunner {
  const { db, registry, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 500;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const concurrency = options.concurrency ?? 2;

  const leaseFree = (at: number) =>
    sql<boolean>`(locked_until is null or locked_until < ${at})`;

  /** Only the holder of the lease may renew it or record the outcome: a runner that lost it (paused past it) changes nothing. */
  const holds = (claim: Claim) =>
    sql<boolean>`(id = ${claim.id} and locked_until = ${claim.lease})`;

  async function claim(): Promise<Claim | null> {
    const at = now();
    const due = await db
      .selectFrom("jobs")
      .select("id")
      .where("status", "=", "pending")
      .where("run_at", "<=", at)
      .where(leaseFree(at))
      .orderBy("run_at")
      .orderBy("created_at")
      .limit(concurrency * 2)
      .execute();
    for (const { id } of due) {
      const lease = at + leaseMs;
      const claimed = await db
        .updateTable("jobs")
        .set({ locked_until: lease, attempts: sql`attempts + 1` })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where(leaseFree(at))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const row = await db
        .selectFrom("jobs")
        .select(["id", "key", "name", "payload", "attempts"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (row) return { ...row, lease };
    }
    return null;
  }

  /** Keeps the claim alive while the handler runs; answers a function that stops renewing (after any renewal under way). */
  function heartbeat(row: Claim): () => Promise<void> {
    let renewing: Promise<void> = Promise.resolve();
    const renew = async () => {
      const lease = now() + leaseMs;
      const renewed = await db
        .updateTable("jobs")
        .set({ locked_until: lease })
        .where(holds(row))
        .executeTakeFirst();
      if (Number(renewed.numUpdatedRows) === 1) row.lease = lease;
      else
        log.error(
          { job: row.name, key: row.key },
          "job lease lost while running: another runner may run it again",
        );
    };
    const timer = setInterval(
      () => {
        renewing = renewing
          .then(renew)
          .catch((error: unknown) =>
            log.error(
              { err: error, job: row.name },
              "job lease could not be renewed",
            ),
          );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref?.();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  async function run(row: Claim): Promise<void> {
    const stopHeartbeat = heartbeat(row);
    try {
      await registry.run(row.name, JSON.parse(row.payload), {
        key: row.key,
        attempt: row.attempts,
      });
      await stopHeartbeat();
      // A finished job keeps its key (so it is never written twice) but not its payload, which may hold a token.
      await db
        .updateTable("jobs")
        .set({
          status: "done",
          payload: "null",
          locked_until: null,
          last_error: null,
          finished_at: now(),
        })
        .where(holds(row))
        .execute();
    } catch (error) {
      await stopHeartbeat();
      // A payload its schema refuses is refused again on every retry: it is a dead letter at once.
      const dead =
        row.attempts >= MAX_ATTEMPTS || error instanceof InvalidPayloadError;
      const message = error instanceof Error ? error.message : String(error);
      log.error(
        {
          err: error,
          job: row.name,
          key: row.key,
          attempt: row.attempts,
          dead,
        },
        dead
          ? "job failed for good: kept as a dead letter"
          : "job failed: will retry",
      );
      await db
        .updateTable("jobs")
        .set({
          status: dead ? "dead" : "pending",
          run_at: now() + retryDelayMs(row.attempts),
          locked_until: null,
          last_error: message.slice(0, 1000),
          finished_at: dead ? now() : null,
        })
        .where(holds(row))
        .execute();
    }
  }

  /** The jobs this process is running: each holds one of `concurrency` slots until it ends, however long. */
  const running = new Set<Promise<void>>();

  /** Fills the free slots with due jobs; a job that ends asks for another at once. */
  async function fill(): Promise<void> {
    while (running.size < concurrency && !poller.stopped) {
      const row = await claim();
      if (!row) return;
      const job: Promise<void> = run(row)
        .catch((error: unknown) =>
          log.error(
            { err: error, job: row.name },
            "job runner could not record a job’s outcome",
          ),
        )
        .finally(() => {
          running.delete(job);
          poller.nudge();
        });
      running.add(job);
      // SQLite answers synchronously: without a turn of the event loop between claims, a long run of jobs (a
      // fan-out to many followers) would hold back every request until the last one was taken.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  const poller = createPoller(fill, pollMs, (error) =>
    log.error({ err: error }, "job runner could not read the jobs table"),
  );

  /** The database runner's own schedule: at every tick, each recurring job's due slot is written (once per slot). */
  const schedule = options.schedule;
  async function tick(): Promise<void> {
    for (const job of schedule?.list() ?? []) {
      await schedule
        ?.tick(job.id)
        .catch((error: unknown) =>
          log.error({ err: error, job: job.id }, "recurring job could not be scheduled"),
        );
    }
    poller.nudge();
  }
  let ticker: ReturnType<typeof createPoller> | null = null;

  return {
    start() {
      poller.start();
      if (!ticker && schedule && schedule.list().length > 0) {
        const tickMs = Math.min(...schedule.list().map(tickEvery));
        ticker = createPoller(tick, tickMs, (error) =>
          log.error({ err: error }, "recurring jobs could not be scheduled"),
        );
        ticker.start(tickMs);
        void tickAtStart(schedule, log);
      }
    },
    nudge: () => poller.nudge(),
    async stop() {
      await ticker?.stop();
      ticker = null;
      await poller.stop();
      await Promise.all(running);
    },
    unfinished: () => pendingJobCount(db),
    async deadLetters(): Promise<DeadLetter[]> {
      const rows = await db
        .selectFrom("jobs")
        .selectAll()
        .where("status", "=", "dead")
        .orderBy("finished_at", "desc")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        key: r.key,
        attempts: r.attempts,
        error: r.last_error,
        failedAt: r.finished_at,
      }));
    },
    async replay(ids) {
      let query = db
        .updateTable("jobs")
        .set({
          status: "pending",
          attempts: 0,
          run_at: now(),
          locked_until: null,
          finished_at: null,
        })
        .where("status", "=", "dead");
      if (ids) {
        if (ids.length === 0) return 0;
        query = query.where("id", "in", [...ids]);
      }
      const result = await query.executeTakeFirst();
      this.nudge();
      return Number(result.numUpdatedRows);
    },
  };
}
