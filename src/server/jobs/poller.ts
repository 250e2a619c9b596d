import { sql } from 'kysely';
import type { Database } from '../db';

/**
 * Runs `work` now and then: every `pollMs` after the last run ended, and at once when nudged. Never two
 * runs at a time: a nudge during a run asks for one more right after it. `stop` waits for the run under way.
 */
export function createPoller(work: () => Promise<void>, pollMs: number, onError: (error: unknown) => void) {
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref?.();
  }

  function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  return {
    get stopped() {
      return stopped;
    },
    /** Starts running `work`: at once, or after `firstDelayMs`. */
    start(firstDelayMs = 0) {
      if (!stopped) return;
      stopped = false;
      schedule(firstDelayMs);
    },
    nudge() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/** Jobs written and not yet run or relayed (retries waiting included). */
export async function pendingJobCount(db: Database): Promise<number> {
  const row = await db.selectFrom('jobs').select(sql<number>`count(*)`.as('n')).where('status', '=', 'pending').executeTakeFirst();
  return Number(row?.n ?? 0);
}
