import { ACTIVITY_EMAIL_CATEGORY, NOTIFICATION_EMAIL_CATEGORY_NAMES, type NotificationEmailCategory } from '../../../shared/notification-email';
import { isActivityType } from '../../../shared/notifications';
import * as v from 'valibot';
import { systemContext, withTransaction, type AppDeps, type ServiceContext } from '../../core';
import { notificationEmailModes } from './email-preferences.repo';
import { SEND_EMAIL_JOB } from './mailer';
import { notificationForEmail, type NotificationForEmail } from './notification-facts';
import { emailLinks, mailableAddress } from './recipients';
import { digestEmail } from './templates/notification-emails';

export const DIGEST_JOB = 'email.digest';
export const DIGEST_READER_JOB = 'email.digest.reader';
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const READER_DIGEST = v.object({ day: v.string(), at: v.number(), userId: v.string() });

/** The latest digest time at or before `now`: today's digest hour (UTC), or yesterday's before it. */
export function latestDigestSlot(now: number, hourUtc: number): { day: string; at: number } {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const today = midnight + hourUtc * 60 * 60_000;
  const at = now >= today ? today : today - DAY_MS;
  return { day: new Date(at).toISOString().slice(0, 10), at };
}

/**
 * Writes the digest run of the latest digest time, once: its key is that time, so every process (and every
 * tick) asking again adds nothing. A worker that was down at the hour sends the day's digest when it starts.
 */
export async function enqueueDueDigest(ctx: ServiceContext): Promise<void> {
  await ctx.deps.jobs.enqueueDue(ctx.db, DIGEST_JOB);
}

/** The day's run: one job per reader with notifications queued before the digest time. */
async function runDigest(ctx: ServiceContext, slot: { day: string; at: number }): Promise<void> {
  const readers = await ctx.db
    .selectFrom('notification_email_digest')
    .select('user_id')
    .distinct()
    .where('queued_at', '<=', slot.at)
    .execute();
  for (const { user_id: userId } of readers) {
    await ctx.deps.jobs.enqueue(ctx.db, { name: DIGEST_READER_JOB, key: `email.digest:${slot.day}:${userId}`, payload: { ...slot, userId } });
  }
}

/**
 * One reader's digest: the queued notifications whose category is still on 'daily', newest first, in one
 * message. The email job is written and the rows deleted in the job's one transaction, so a retry sends nothing twice.
 */
async function sendReaderDigest(ctx: ServiceContext, input: { day: string; at: number; userId: string }): Promise<void> {
  const waiting = await ctx.db
    .selectFrom('notification_email_digest')
    .select('notification_id')
    .where('user_id', '=', input.userId)
    .where('queued_at', '<=', input.at)
    .execute();
  // The rows themselves in one query by id (a row taken back takes its place in the queue with it), newest first.
  const queued = (await ctx.loaders.notificationRowById.loadMany(waiting.map((w) => w.notification_id)))
    .flatMap((row) => (row && !(row instanceof Error) ? [row] : []))
    .sort((a, b) => Number(b.occurred_at) - Number(a.occurred_at));
  if (queued.length === 0) return;
  await ctx.db
    .deleteFrom('notification_email_digest')
    .where('user_id', '=', input.userId)
    .where('queued_at', '<=', input.at)
    .execute();
  const to = await mailableAddress(ctx, { userId: input.userId });
  if (!to) return;
  const modes = await notificationEmailModes(ctx.db, input.userId);
  const told: NotificationForEmail[] = [];
  const categories = new Set<NotificationEmailCategory>();
  for (const row of queued) {
    if (!isActivityType(row.activity_type)) continue;
    const category = ACTIVITY_EMAIL_CATEGORY[row.activity_type];
    // Turned off (or to instant) since it was queued: the reader no longer wants it in a digest.
    if (modes[category] !== 'daily') continue;
    const notification = await notificationForEmail(ctx, { notificationId: row.id });
    if (!notification) continue;
    told.push(notification);
    categories.add(category);
  }
  const ordered = NOTIFICATION_EMAIL_CATEGORY_NAMES.filter((c) => categories.has(c));
  const message = await digestEmail({ ...emailLinks(ctx, { to, userId: input.userId, categories: ordered }), notifications: told, categories: ordered });
  if (message) await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `email.digest-mail:${input.day}:${input.userId}`, payload: message });
}

/** Declares the daily digest (at EMAIL_DIGEST_HOUR, UTC) and registers the job of one reader's digest. */
export function declareDigestJobs(deps: AppDeps): void {
  const hour = deps.config.emailDigestHour;
  deps.jobs.recurring({
    id: DIGEST_JOB,
    every: DAY_MS,
    offset: hour * HOUR_MS,
    run: ({ slot }) => runDigest(systemContext(deps), latestDigestSlot(slot, hour)),
  });
  // The reader's email job is written and their queued rows deleted together.
  deps.jobs.register(DIGEST_READER_JOB, READER_DIGEST, (input) => withTransaction(systemContext(deps), (ctx) => sendReaderDigest(ctx, input)));
}
