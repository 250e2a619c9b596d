import type { ActivityType } from '../../../shared/notifications';
import { TAX_STATUS, taxNoticeStage } from '../../../shared/validation/partner';
import { systemContext, withTransaction } from '../../core';
import type { AppDeps } from '../../graphql/context';
import { notify } from '../notifications';
import { claimTaxNotice, enrollmentOf, taxDocumentOf, writersAwaitingTax } from './partner.repo';

export const TAX_NOTICES_JOB = 'partner.taxNotices';
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

type NoticeDeps = AppDeps;

/** Writes the day's run once: its key is the day (UTC), so every process asking again adds nothing. */
export async function enqueueDueTaxNotices(deps: NoticeDeps): Promise<void> {
  await deps.jobs.enqueueDue(deps.db, TAX_NOTICES_JOB);
}

/** The notification a writer is due at `at`, if any: the set from the form's status, the stage from the deadlines. */
function dueType(status: number | null, limitedAt: number, forfeitedAt: number, at: number): ActivityType | null {
  const set = status === TAX_STATUS.INVALID ? 'tax_failed_tin' : status === null || status === TAX_STATUS.NOT_SUBMITTED ? 'tax_not_submitted' : null;
  if (!set) return null;
  const stage = taxNoticeStage({ earningsLimitedAt: limitedAt, earningsForfeitedAt: forfeitedAt }, at);
  return stage ? (`${set}_${stage}` as ActivityType) : null;
}

/** Sends one writer's due notice, once ever per type (a later run, or a second process, sends nothing). */
async function sendDue(deps: NoticeDeps, userId: string, type: ActivityType, at: number): Promise<boolean> {
  if (!(await claimTaxNotice(deps.db, userId, type, at))) return false;
  await withTransaction(systemContext(deps), (ctx) => notify(ctx, { recipientId: userId, type, actorId: null, dedupeKey: `${type}:${userId}`, occurredAt: at }));
  return true;
}

/**
 * The daily run: every enrolled writer without an approved form gets the notice of the stage they are in
 * (day one, a week before the earning limit, after it, a week before forfeiture, the last day), each once.
 * A writer who enters a stage late (a form marked invalid on day 65) gets that stage's notice only.
 */
export async function sendTaxNotices(deps: NoticeDeps, at: number): Promise<{ sent: number }> {
  let after: string | null = null;
  let sent = 0;
  for (;;) {
    const rows = await writersAwaitingTax(deps.db, after, BATCH);
    for (const row of rows) {
      if (row.earnings_limited_at === null || row.earnings_forfeited_at === null) continue;
      const type = dueType(row.status ?? null, Number(row.earnings_limited_at), Number(row.earnings_forfeited_at), at);
      if (type && (await sendDue(deps, row.user_id, type, at))) sent += 1;
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.user_id;
  }
  return { sent };
}

/** One writer at once (just enrolled, or a form just marked invalid), without waiting for the day's run. */
async function sendTaxNoticeFor(deps: NoticeDeps, userId: string, at: number): Promise<void> {
  const [enrollment, doc] = await Promise.all([enrollmentOf(deps.db, userId), taxDocumentOf(deps.db, userId)]);
  if (!enrollment?.enrolled_at || enrollment.unenrolled_at !== null) return;
  if (enrollment.earnings_limited_at === null || enrollment.earnings_forfeited_at === null) return;
  const type = dueType(doc?.status ?? null, Number(enrollment.earnings_limited_at), Number(enrollment.earnings_forfeited_at), at);
  if (type) await sendDue(deps, userId, type, at);
}

/** Declares the daily recurring job and registers the subscribers. */
export function declareTaxNotices(deps: NoticeDeps): void {
  // The notices due when the day's run is written (the first tick of the UTC day, or a start later that day).
  deps.jobs.recurring({ id: TAX_NOTICES_JOB, every: DAY_MS, run: async ({ at }) => void (await sendTaxNotices(deps, at)) });
  deps.bus.subscribe('partner.enrolled', 'partner.taxNotice', (e, meta) => sendTaxNoticeFor(deps, e.userId, meta.occurredAt));
  deps.bus.subscribe('partner.taxReviewed', 'partner.taxNotice', (e, meta) =>
    e.status === TAX_STATUS.INVALID ? sendTaxNoticeFor(deps, e.userId, meta.occurredAt) : undefined,
  );
}
