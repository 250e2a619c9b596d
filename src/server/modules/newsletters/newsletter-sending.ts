import * as v from 'valibot';
import { NEWSLETTER_BATCH_SIZE, NEWSLETTER_SEND_STOP_AFTER, NEWSLETTER_SOFT_FAILURE_SENDS } from '../../../shared/validation/newsletters';
import { systemContext, withTransaction, type AppDeps, type ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import { MAX_ATTEMPTS, type JobRun } from '../../jobs';
import { isMember } from '../membership';
import { isResponsePost, postUrl, readableBody } from '../posts';
import { clearSoftFailures, isBounced, recordBounce, recordSoftFailure } from './bounces.repo';
import { issueEmail, storyEmailOfSend } from './newsletter-emails';
import { issuesByPostIds, newslettersByIds, newslettersOfCollections, newslettersOfWriters, subscriberById } from './newsletters.repo';
import { countSendAttempt, markDeliveryStopped, markSendWritten, noteSendFailure, noteSendSuccess, reopenSend, retryMinuteStart, sendById } from './send-limits.repo';

/**
 * Publishing a story mails it to its writer's newsletter, in jobs (the publish request only writes the
 * event): one `newsletter.batch` job per NEWSLETTER_BATCH_SIZE confirmed subscribers writes a delivery row
 * (status queued) and one `newsletter.deliver` job for each, and the next batch's job; each delivery job
 * sends one email, retried with the job system's backoff, and records sent, failed, bounced, skipped or
 * stopped (decisions 052 and 056). An address gets a story once across all of the story's sends, and a
 * stopped send can be resumed by its newsletter's managers (decision 060).
 *
 * Limits: at most NEWSLETTER_SEND_RATE_PER_MINUTE emails are attempted per minute by the whole deployment
 * (a delivery over it runs again in the minute its place in the line fits, as a new job, so no attempt is
 * spent); batches are written at that pace too, so a large send does not queue far ahead of it. A send
 * stops when NEWSLETTER_SEND_STOP_AFTER deliveries in a row fail at their first attempt, with no delivery
 * going out between them (the mail server is down or refuses us),
 * instead of spending every delivery's attempts; an address whose delivery ends failed with a temporary
 * error on NEWSLETTER_SOFT_FAILURE_SENDS sends in a row gets nothing more, like a hard bounce.
 */
export const NEWSLETTER_BATCH_JOB = 'newsletter.batch';
export const NEWSLETTER_DELIVER_JOB = 'newsletter.deliver';
/** `pass`: absent for a send's first pass, n for the pass its n-th resume started (it names the pass's jobs). */
const BATCH = v.object({ sendId: v.string(), after: v.nullable(v.string()), pass: v.optional(v.number()) });
const DELIVER = v.object({ sendId: v.string(), subscriberId: v.string(), pass: v.optional(v.number()) });
type Delivery = v.InferOutput<typeof DELIVER>;

export function subscribeNewsletterSending(deps: AppDeps): void {
  deps.bus.subscribe('post.published', 'newsletters', async (event) => {
    if (event.isFirstPublication && event.sendNewsletter !== false) await withTransaction(systemContext(deps), (ctx) => startSend(ctx, { postId: event.postId }));
  });
  deps.jobs.register(NEWSLETTER_BATCH_JOB, BATCH, (payload) => withTransaction(systemContext(deps), (ctx) => writeBatch(ctx, payload)));
  deps.jobs.register(NEWSLETTER_DELIVER_JOB, DELIVER, (payload, run) => deliver(systemContext(deps), payload, run));
}

/**
 * A story published for the first time, listed: its send starts for its writer's newsletter (if enabled) and,
 * when it is published in a publication, for that publication's newsletter. Answers the sends written.
 */
export async function startSend(ctx: ServiceContext, input: { postId: string }): Promise<string[]> {
  const post = await ctx.loaders.postById.load(input.postId);
  if (!post || post.emailOnly || (await isResponsePost(ctx.db, input.postId)) || !post.isPublished || post.visibility === 'UNLISTED' || post.suspendedAt !== null || post.deletedAt !== null) return [];
  // The publication's send starts first: a reader of both newsletters gets the story once, from whichever send
  // writes their address first, which is usually the publication's (decision 060).
  const newsletters = [...(post.collectionId ? await newslettersOfCollections(ctx.db, [post.collectionId]) : []), ...(await newslettersOfWriters(ctx.db, [post.creatorId]))];
  const sends: string[] = [];
  for (const newsletter of newsletters) {
    const id = await enqueueSend(ctx, { newsletterId: newsletter.id, postId: post.id });
    if (id) sends.push(id);
  }
  return sends;
}

/** Writes the send of a story (or an email-only issue) by a newsletter and its first batch job; null if it was sent already. */
export async function enqueueSend(ctx: ServiceContext, input: { newsletterId: string; postId: string }): Promise<string | null> {
  const id = newId();
  const written = await ctx.db
    .insertInto('newsletter_sends')
    .values({ id, newsletter_id: input.newsletterId, post_id: input.postId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['newsletter_id', 'post_id']).doNothing())
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_BATCH_JOB, key: `newsletter-batch:${id}:start`, payload: { sendId: id, after: null } });
  return id;
}

/** Whether the send's story (or email-only issue) may still go out: published (an issue: sent), not deleted or suspended. */
export async function stillSendable(ctx: ServiceContext, postId: string): Promise<boolean> {
  const post = await ctx.loaders.postById.load(postId);
  if (!post || post.deletedAt !== null || post.suspendedAt !== null) return false;
  if (!post.emailOnly) return post.isPublished;
  const [issue] = await issuesByPostIds(ctx.db, [post.id]);
  return !!issue && issue.sent_at !== null;
}

/**
 * One batch: the next NEWSLETTER_BATCH_SIZE confirmed subscribers (by id) get a delivery row and a delivery job.
 * A row carries the story and the address, unique together across every send of the story, and is written
 * with an insert that ignores conflicts: an address another send of the story (the writer's newsletter and the
 * publication's) wrote first gets no row and no job here, so it gets the story once, counted by that send
 * (decision 060). Only rows this batch wrote get a job. A resumed pass (`pass` > 0) walks the subscribers again
 * from the start: it writes the rows the stop kept from being written, and queues the `stopped` deliveries of
 * its stretch of ids again; delivered ones are never touched.
 */
export async function writeBatch(ctx: ServiceContext, input: { sendId: string; after: string | null; pass?: number | undefined }): Promise<void> {
  const send = await ctx.db.selectFrom('newsletter_sends').select(['id', 'newsletter_id', 'post_id', 'status', 'resumes']).where('id', '=', input.sendId).executeTakeFirst();
  const pass = input.pass ?? 0;
  // Stopped, or overtaken by a resume (whose pass walks every subscriber again).
  if (!send || send.status === 'stopped' || pass < Number(send.resumes)) return;
  // Unpublished or deleted since: no more recipients are written.
  if (!(await stillSendable(ctx, send.post_id))) return markSendWritten(ctx.db, send.id, ctx.now());
  let query = ctx.db
    .selectFrom('newsletter_subscribers as s')
    .leftJoin('email_bounces as b', 'b.email', 's.email')
    .select(['s.id', 's.email'])
    .where('s.newsletter_id', '=', send.newsletter_id)
    .where('s.status', '=', 'confirmed')
    .where('b.email', 'is', null)
    .orderBy('s.id')
    .limit(NEWSLETTER_BATCH_SIZE);
  if (input.after) query = query.where('s.id', '>', input.after);
  const subscribers = await query.execute();
  const full = subscribers.length === NEWSLETTER_BATCH_SIZE;
  const last = subscribers[subscribers.length - 1]?.id ?? null;
  const written =
    subscribers.length === 0
      ? []
      : await ctx.db
          .insertInto('newsletter_deliveries')
          .values(subscribers.map((s) => ({ send_id: send.id, subscriber_id: s.id, post_id: send.post_id, email: s.email, status: 'queued', attempts: 0, updated_at: ctx.now() })))
          .onConflict((oc) => oc.doNothing())
          .returning('subscriber_id')
          .execute();
  let again: { subscriber_id: string }[] = [];
  if (pass > 0) {
    let stopped = ctx.db.updateTable('newsletter_deliveries').set({ status: 'queued', updated_at: ctx.now() }).where('send_id', '=', send.id).where('status', '=', 'stopped');
    if (input.after) stopped = stopped.where('subscriber_id', '>', input.after);
    if (full) stopped = stopped.where('subscriber_id', '<=', last!);
    again = await stopped.returning('subscriber_id').execute();
  }
  const queued = [...written, ...again].map((r) => r.subscriber_id);
  const suffix = pass > 0 ? `:p${pass}` : '';
  for (const subscriberId of queued) {
    await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_DELIVER_JOB, key: `newsletter-deliver:${send.id}:${subscriberId}${suffix}`, payload: { sendId: send.id, subscriberId, ...(pass > 0 ? { pass } : {}) } });
  }
  if (!full) return markSendWritten(ctx.db, send.id, ctx.now());
  // With a rate, the next batch is written when this one's emails can have gone out, not minutes ahead of them.
  const rate = ctx.config.newsletterSendRatePerMinute;
  const runAt = rate > 0 && queued.length > 0 ? ctx.now() + Math.floor((queued.length * 60_000) / rate) : undefined;
  await ctx.deps.jobs.enqueue(ctx.db, {
    name: NEWSLETTER_BATCH_JOB,
    key: pass > 0 ? `newsletter-batch:${send.id}:p${pass}:${last}` : `newsletter-batch:${send.id}:${last}`,
    payload: { sendId: send.id, after: last, ...(pass > 0 ? { pass } : {}) },
    runAt,
  });
}

/** Resumes a stopped send (its managers, after fixing the mail server): a new pass of batches. Null if it was not stopped. */
export async function resumeStoppedSend(ctx: ServiceContext, input: { sendId: string }): Promise<number | null> {
  const pass = await reopenSend(ctx.db, input.sendId, ctx.now());
  if (pass === null) return null;
  await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_BATCH_JOB, key: `newsletter-batch:${input.sendId}:p${pass}:start`, payload: { sendId: input.sendId, after: null, pass } });
  return pass;
}

type DeliveryStatus = 'sent' | 'failed' | 'bounced' | 'skipped' | 'stopped';

/** Records the delivery's outcome; `attempted` when an email was handed to the mail server. */
async function setStatus(ctx: ServiceContext, input: Delivery, status: DeliveryStatus, attempted: boolean, error: string | null = null): Promise<void> {
  await ctx.db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({ status, error, updated_at: ctx.now(), attempts: attempted ? eb('attempts', '+', 1) : eb.ref('attempts') }))
    .where('send_id', '=', input.sendId)
    .where('subscriber_id', '=', input.subscriberId)
    .execute();
}

/** A server's refusal of the address itself (5xx to RCPT TO): it will not take mail for it, ever. */
function isHardBounce(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string } | null;
  return !!e && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && /RCPT/i.test(e.command ?? '');
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

async function deliver(ctx: ServiceContext, input: Delivery, run: JobRun): Promise<void> {
  const delivery = await ctx.db
    .selectFrom('newsletter_deliveries')
    .select('status')
    .where('send_id', '=', input.sendId)
    .where('subscriber_id', '=', input.subscriberId)
    .executeTakeFirst();
  if (!delivery || delivery.status === 'sent' || delivery.status === 'bounced' || delivery.status === 'skipped' || delivery.status === 'stopped') return;
  const send = await sendById(ctx.db, input.sendId);
  // Stopped: the delivery waits for a resume (unless the send was resumed since it was read: it goes on).
  if (send?.status === 'stopped' && (await markDeliveryStopped(ctx.db, { ...input, attempted: false, error: null, now: ctx.now() }))) return;
  const subscriber = await subscriberById(ctx.db, input.subscriberId);
  // Unsubscribed (or bounced) since the batch was written: nothing goes out.
  if (!send || !subscriber || subscriber.status !== 'confirmed' || (await isBounced(ctx.db, subscriber.email))) return setStatus(ctx, input, 'skipped', false);
  const [newsletter] = await newslettersByIds(ctx.db, [send.newsletterId]);
  const post = await ctx.loaders.postById.load(send.postId);
  const writer = post ? await ctx.loaders.userById.load(post.creatorId) : null;
  // An email-only issue is a draft: what goes out is the words kept when it was sent.
  const [issue] = post?.emailOnly ? await issuesByPostIds(ctx.db, [post.id]) : [];
  // Unpublished, deleted or suspended since the send started: the rest of its recipients get nothing.
  if (!newsletter || !post || (issue ? issue.sent_at === null : !post.isPublished) || post.deletedAt !== null || post.suspendedAt !== null || !writer) return setStatus(ctx, input, 'skipped', false);

  // Over the deployment's rate: this delivery comes back, as a new job, in the minute where it fits.
  const later = retryMinuteStart(ctx.now(), await countSendAttempt(ctx.db, ctx.now()), ctx.config.newsletterSendRatePerMinute);
  if (later !== null) {
    const pass = input.pass ? `:p${input.pass}` : '';
    await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_DELIVER_JOB, key: `newsletter-deliver:${input.sendId}:${input.subscriberId}:${later}${pass}`, payload: input, runAt: later });
    return;
  }

  let message;
  if (issue) {
    message = await issueEmail(ctx, { to: subscriber.email, subscriberId: subscriber.id, newsletter, writer, issue });
  } else {
    const reader = subscriber.user_id ? await ctx.loaders.userById.load(subscriber.user_id) : null;
    const preview = post.visibility === 'LOCKED' && !isMember(reader) && reader?.id !== writer.id;
    message = await storyEmailOfSend(ctx, {
      sendId: input.sendId,
      preview,
      to: subscriber.email,
      subscriberId: subscriber.id,
      newsletter,
      writer,
      story: async () => {
        const collection = post.collectionId ? await ctx.loaders.collectionById.load(post.collectionId) : null;
        const body = await readableBody(ctx, { post, whole: !preview });
        return { title: post.title, subtitle: post.subtitle, url: ctx.config.publicUrl + postUrl(post, writer, collection ?? null), body, preview };
      },
    });
  }
  // The reader may have unsubscribed while the email was prepared: once that is written, nothing goes out.
  if ((await subscriberById(ctx.db, subscriber.id))?.status !== 'confirmed') return setStatus(ctx, input, 'skipped', false);
  try {
    await ctx.deps.mailer.send(message, `newsletter-mail:${input.sendId}:${input.subscriberId}`);
  } catch (error) {
    const reason = errorText(error);
    if (isHardBounce(error)) {
      await recordBounce(ctx.db, subscriber.email, reason, ctx.now());
      return setStatus(ctx, input, 'bounced', true, reason);
    }
    // Deliveries failing at their first attempt, many in a row: the mail server is failing, not these addresses,
    // and the send stops. (Retries do not count: the last few hard-to-reach addresses of a send are retried after
    // everything else went out, and must not stop it.)
    if (run.attempt === 1 && (await noteSendFailure(ctx.db, { sendId: input.sendId, error: reason, now: ctx.now(), stopAfter: NEWSLETTER_SEND_STOP_AFTER }))) {
      if (await markDeliveryStopped(ctx.db, { ...input, attempted: true, error: reason, now: ctx.now() })) return;
    }
    // The delivery's last attempt failed while the send goes on: one more failed send for this address.
    if (run.attempt >= MAX_ATTEMPTS) {
      const failedSends = await recordSoftFailure(ctx.db, { email: subscriber.email, sendId: input.sendId, error: reason, now: ctx.now() });
      if (failedSends >= NEWSLETTER_SOFT_FAILURE_SENDS) await recordBounce(ctx.db, subscriber.email, reason, ctx.now(), 'soft');
    }
    await setStatus(ctx, input, 'failed', true, reason);
    throw error;
  }
  await noteSendSuccess(ctx.db, input.sendId);
  await clearSoftFailures(ctx.db, subscriber.email);
  await setStatus(ctx, input, 'sent', true);
}
