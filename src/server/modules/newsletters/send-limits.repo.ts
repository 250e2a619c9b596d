import type { Executor } from '../../db';

const MINUTE_MS = 60_000;
/** Minutes of counters kept (older ones are deleted by the first attempt of each minute). */
const KEEP_MINUTES = 60;

/**
 * Counts one newsletter email attempted in this minute of the app's clock and answers the minute's count so
 * far (this one included). One row per minute in the database: every process of a deployment shares it,
 * on SQLite and PostgreSQL alike, and the upsert is atomic on both.
 */
export async function countSendAttempt(db: Executor, now: number): Promise<number> {
  const minute = Math.floor(now / MINUTE_MS);
  const row = await db
    .insertInto('newsletter_send_rate')
    .values({ minute, attempts: 1 })
    .onConflict((oc) => oc.column('minute').doUpdateSet((eb) => ({ attempts: eb('newsletter_send_rate.attempts', '+', 1) })))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  const attempts = Number(row.attempts);
  if (attempts === 1) await db.deleteFrom('newsletter_send_rate').where('minute', '<', minute - KEEP_MINUTES).execute();
  return attempts;
}

/**
 * When a refused attempt should try again: the attempt that came `attempts`-th in a minute whose limit is
 * `limit` waits for the minute where its place in the line fits, so the ones refused together spread over the
 * next minutes instead of all coming back at the next one. Null when it is within the limit (or there is none).
 */
export function retryMinuteStart(now: number, attempts: number, limit: number): number | null {
  if (limit <= 0 || attempts <= limit) return null;
  const minute = Math.floor(now / MINUTE_MS);
  return (minute + Math.ceil((attempts - limit) / limit)) * MINUTE_MS;
}

export type SendState = { newsletterId: string; postId: string; status: string };

export async function sendById(db: Executor, id: string): Promise<SendState | undefined> {
  const row = await db.selectFrom('newsletter_sends').select(['newsletter_id', 'post_id', 'status']).where('id', '=', id).executeTakeFirst();
  return row && { newsletterId: row.newsletter_id, postId: row.post_id, status: row.status };
}

/**
 * One more delivery of the send failed at its first attempt, with something other than a hard bounce. Once
 * `stopAfter` have failed in a row (no delivery went out between them), the send stops; answers whether it is
 * stopped now.
 */
export async function noteSendFailure(db: Executor, input: { sendId: string; error: string; now: number; stopAfter: number }): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_sends')
    .set((eb) => ({ server_failures: eb('server_failures', '+', 1) }))
    .where('id', '=', input.sendId)
    .returning(['server_failures', 'status'])
    .executeTakeFirst();
  if (!row) return true;
  if (row.status === 'stopped') return true;
  if (Number(row.server_failures) < input.stopAfter) return false;
  await db
    .updateTable('newsletter_sends')
    .set({ status: 'stopped', stop_reason: input.error.slice(0, 500), stopped_at: input.now })
    .where('id', '=', input.sendId)
    .where('status', '=', 'sending')
    .execute();
  return true;
}

/** A delivery of the send went out: its run of failures (if any) is over. */
export async function noteSendSuccess(db: Executor, sendId: string): Promise<void> {
  await db.updateTable('newsletter_sends').set({ server_failures: 0 }).where('id', '=', sendId).where('server_failures', '>', 0).execute();
}

/**
 * A delivery of a stopped send ends `stopped` (a resume sends it again), unless the send was resumed since it
 * was read: then nothing is written and the answer is false, and the delivery goes on. One statement, so a resume
 * committed before it is seen, and one committed after it finds the row stopped and queues it again.
 */
export async function markDeliveryStopped(db: Executor, input: { sendId: string; subscriberId: string; attempted: boolean; error: string | null; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({ status: 'stopped', error: input.error, updated_at: input.now, attempts: input.attempted ? eb('attempts', '+', 1) : eb.ref('attempts') }))
    .where('send_id', '=', input.sendId)
    .where('subscriber_id', '=', input.subscriberId)
    .where((eb) => eb.exists(eb.selectFrom('newsletter_sends').select('id').where('id', '=', input.sendId).where('status', '=', 'stopped')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every recipient's row of the send (this pass) is written. */
export async function markSendWritten(db: Executor, sendId: string, now: number): Promise<void> {
  await db.updateTable('newsletter_sends').set({ written_at: now }).where('id', '=', sendId).where('written_at', 'is', null).execute();
}

/**
 * A stopped send goes on: sending again, its run of failures forgotten, one more pass (which names the jobs
 * of the resumed batches). Null when it was not stopped (two clicks resume once).
 */
export async function reopenSend(db: Executor, sendId: string, now: number): Promise<number | null> {
  const row = await db
    .updateTable('newsletter_sends')
    .set((eb) => ({ status: 'sending', server_failures: 0, stop_reason: null, stopped_at: null, written_at: null, resumed_at: now, resumes: eb('resumes', '+', 1) }))
    .where('id', '=', sendId)
    .where('status', '=', 'stopped')
    .returning('resumes')
    .executeTakeFirst();
  return row ? Number(row.resumes) : null;
}
