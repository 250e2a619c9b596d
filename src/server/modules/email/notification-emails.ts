import { sql } from 'kysely';
import { ACTIVITY_EMAIL_CATEGORY, INSTANT_EMAIL_WINDOW_MS } from '../../../shared/notification-email';
import { isActivityType } from '../../../shared/notifications';
import { systemContext, type AppDeps, type ServiceContext } from '../../core';
import { notificationsStillThere } from '../notifications';
import { declareDigestJobs } from './digest';
import { notificationEmailMode, notificationEmailModesOf } from './email-preferences.repo';
import { SEND_EMAIL_JOB } from './mailer';
import { notificationForEmail } from './notification-facts';
import { emailLinks, mailableAddress, mailableUserIds } from './recipients';
import { instantNotificationEmail } from './templates/notification-emails';

/**
 * Email about notifications: each new notification (or new person in a rolled-up one) is mailed at once,
 * queued for the daily digest, or left alone, by the recipient's setting for its category; the daily digest is a recurring job.
 */
export function subscribeNotificationEmails(deps: AppDeps): void {
  deps.bus.subscribe('notification.created', 'email', (event, meta) => emailAbout(systemContext(deps), event, meta.occurredAt));
  // A fan-out's batch is one delivery, not one per reader.
  deps.bus.subscribe('notification.batchCreated', 'email', (batch, meta) => emailAboutBatch(systemContext(deps), batch, meta.occurredAt));
  declareDigestJobs(deps);
}

async function emailAbout(
  ctx: ServiceContext,
  event: { notificationId: string; recipientId: string; activityType: string },
  occurredAt: number,
): Promise<void> {
  if (!isActivityType(event.activityType)) return;
  const to = await mailableAddress(ctx, { userId: event.recipientId });
  if (!to) return;
  const category = ACTIVITY_EMAIL_CATEGORY[event.activityType];
  const mode = await notificationEmailMode(ctx.db, event.recipientId, category);
  if (mode === 'off') return;
  if (mode === 'daily') {
    await queueForDigest(ctx, [event.notificationId], occurredAt);
    return;
  }
  const notification = await notificationForEmail(ctx, { notificationId: event.notificationId });
  const message = notification && (await instantNotificationEmail({ ...emailLinks(ctx, { to, userId: event.recipientId, categories: [category] }), notification, category }));
  if (!message) return;
  // One message per row per hour: a redelivered event, or more people joining a rolled-up row within the
  // hour, write the same key and so nothing more.
  const window = Math.floor(occurredAt / INSTANT_EMAIL_WINDOW_MS);
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `notification-email:${event.notificationId}:${window}`, payload: message });
}

/** A fan-out batch: the readers' addresses and modes in one query each, the digest's rows in one statement. */
async function emailAboutBatch(
  ctx: ServiceContext,
  batch: { activityType: string; rows: { notificationId: string; recipientId: string }[] },
  occurredAt: number,
): Promise<void> {
  if (!isActivityType(batch.activityType)) return;
  const category = ACTIVITY_EMAIL_CATEGORY[batch.activityType];
  const recipients = batch.rows.map((row) => row.recipientId);
  const [mailable, modes] = await Promise.all([mailableUserIds(ctx, { userIds: recipients }), notificationEmailModesOf(ctx.db, recipients, category)]);
  const reached = batch.rows.filter((row) => mailable.has(row.recipientId));
  const daily = reached.filter((row) => modes.get(row.recipientId) === 'daily').map((row) => row.notificationId);
  await queueForDigest(ctx, daily, occurredAt);
  for (const row of reached.filter((r) => modes.get(r.recipientId) === 'instant')) {
    await emailAbout(ctx, { ...row, activityType: batch.activityType }, occurredAt);
  }
}

/**
 * Queues notifications for their readers' next digest, once each, in one statement. Only the rows still there are
 * queued: a notification taken back before this ran, or while it runs, is not mailed (it is read and held in the
 * same statement that queues it, so its deletion cannot slip between the two and fail the queueing's foreign key).
 */
async function queueForDigest(ctx: ServiceContext, notificationIds: readonly string[], queuedAt: number): Promise<void> {
  if (notificationIds.length === 0) return;
  await ctx.db
    .insertInto('notification_email_digest')
    .columns(['user_id', 'notification_id', 'queued_at'])
    .expression(notificationsStillThere(ctx.db, notificationIds).select(sql.lit(queuedAt).as('queued_at')))
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
}
