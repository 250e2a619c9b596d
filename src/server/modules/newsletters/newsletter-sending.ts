import * as v from 'valibot';
import { NEWSLETTER_BATCH_SIZE } from '../../../shared/validation/newsletters';
import { systemContext, withTransaction, type AppDeps, type ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import { isMember } from '../membership';
import { isResponsePost, postUrl, readableBody } from '../posts';
import { isBounced, recordBounce } from './bounces.repo';
import { issueEmail, storyEmail } from './newsletter-emails';
import { issuesByPostIds, newslettersByIds, newslettersOfCollections, newslettersOfWriters, subscriberById } from './newsletters.repo';

/**
 * Publishing a story mails it to its writer's newsletter, in jobs (the publish request only writes the
 * event): one `newsletter.batch` job per NEWSLETTER_BATCH_SIZE confirmed subscribers writes a delivery row
 * (status queued) and one `newsletter.deliver` job for each, and the next batch's job; each delivery job
 * sends one email, retried with the job system's backoff, and records sent, failed, bounced or skipped.
 */
export const NEWSLETTER_BATCH_JOB = 'newsletter.batch';
export const NEWSLETTER_DELIVER_JOB = 'newsletter.deliver';
const BATCH = v.object({ sendId: v.string(), after: v.nullable(v.string()) });
const DELIVER = v.object({ sendId: v.string(), subscriberId: v.string() });

export function subscribeNewsletterSending(deps: AppDeps): void {
  deps.bus.subscribe('post.published', 'newsletters', async (event) => {
    if (event.isFirstPublication && event.sendNewsletter !== false) await withTransaction(systemContext(deps), (ctx) => startSend(ctx, { postId: event.postId }));
  });
  deps.jobs.register(NEWSLETTER_BATCH_JOB, BATCH, (payload) => withTransaction(systemContext(deps), (ctx) => writeBatch(ctx, payload)));
  deps.jobs.register(NEWSLETTER_DELIVER_JOB, DELIVER, (payload) => deliver(systemContext(deps), payload));
}

/**
 * A story published for the first time, listed: its send starts for its writer's newsletter (if enabled) and,
 * when it is published in a publication, for that publication's newsletter. Answers the sends written.
 */
export async function startSend(ctx: ServiceContext, input: { postId: string }): Promise<string[]> {
  const post = await ctx.loaders.postById.load(input.postId);
  if (!post || post.emailOnly || (await isResponsePost(ctx.db, input.postId)) || !post.isPublished || post.visibility === 'UNLISTED' || post.suspendedAt !== null || post.deletedAt !== null) return [];
  const newsletters = [...(await newslettersOfWriters(ctx.db, [post.creatorId])), ...(post.collectionId ? await newslettersOfCollections(ctx.db, [post.collectionId]) : [])];
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

async function writeBatch(ctx: ServiceContext, input: { sendId: string; after: string | null }): Promise<void> {
  const send = await ctx.db.selectFrom('newsletter_sends').select(['id', 'newsletter_id']).where('id', '=', input.sendId).executeTakeFirst();
  if (!send) return;
  let query = ctx.db
    .selectFrom('newsletter_subscribers as s')
    .leftJoin('email_bounces as b', 'b.email', 's.email')
    .select('s.id')
    .where('s.newsletter_id', '=', send.newsletter_id)
    .where('s.status', '=', 'confirmed')
    .where('b.email', 'is', null)
    .orderBy('s.id')
    .limit(NEWSLETTER_BATCH_SIZE);
  if (input.after) query = query.where('s.id', '>', input.after);
  const ids = (await query.execute()).map((r) => r.id);
  if (ids.length === 0) return;
  await ctx.db
    .insertInto('newsletter_deliveries')
    .values(ids.map((subscriberId) => ({ send_id: send.id, subscriber_id: subscriberId, status: 'queued', attempts: 0, updated_at: ctx.now() })))
    .onConflict((oc) => oc.columns(['send_id', 'subscriber_id']).doNothing())
    .execute();
  for (const subscriberId of ids) {
    await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_DELIVER_JOB, key: `newsletter-deliver:${send.id}:${subscriberId}`, payload: { sendId: send.id, subscriberId } });
  }
  const last = ids[ids.length - 1]!;
  if (ids.length === NEWSLETTER_BATCH_SIZE) {
    await ctx.deps.jobs.enqueue(ctx.db, { name: NEWSLETTER_BATCH_JOB, key: `newsletter-batch:${send.id}:${last}`, payload: { sendId: send.id, after: last } });
  }
}

async function setStatus(ctx: ServiceContext, input: { sendId: string; subscriberId: string }, status: string, error: string | null = null): Promise<void> {
  await ctx.db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({ status, error, updated_at: ctx.now(), attempts: status === 'skipped' ? eb.ref('attempts') : eb('attempts', '+', 1) }))
    .where('send_id', '=', input.sendId)
    .where('subscriber_id', '=', input.subscriberId)
    .execute();
}

/** A server's refusal of the address itself (5xx to RCPT TO): it will not take mail for it, ever. */
function isHardBounce(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string } | null;
  return !!e && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && /RCPT/i.test(e.command ?? '');
}

async function deliver(ctx: ServiceContext, input: { sendId: string; subscriberId: string }): Promise<void> {
  const delivery = await ctx.db
    .selectFrom('newsletter_deliveries')
    .select('status')
    .where('send_id', '=', input.sendId)
    .where('subscriber_id', '=', input.subscriberId)
    .executeTakeFirst();
  if (!delivery || delivery.status === 'sent' || delivery.status === 'bounced' || delivery.status === 'skipped') return;
  const send = await ctx.db.selectFrom('newsletter_sends').select(['newsletter_id', 'post_id']).where('id', '=', input.sendId).executeTakeFirst();
  const subscriber = await subscriberById(ctx.db, input.subscriberId);
  // Unsubscribed (or bounced) since the batch was written: nothing goes out.
  if (!send || !subscriber || subscriber.status !== 'confirmed' || (await isBounced(ctx.db, subscriber.email))) return setStatus(ctx, input, 'skipped');
  const [newsletter] = await newslettersByIds(ctx.db, [send.newsletter_id]);
  const post = await ctx.loaders.postById.load(send.post_id);
  const writer = post ? await ctx.loaders.userById.load(post.creatorId) : null;
  // An email-only issue is a draft: what goes out is the words kept when it was sent.
  const [issue] = post?.emailOnly ? await issuesByPostIds(ctx.db, [post.id]) : [];
  if (!newsletter || !post || (issue ? issue.sent_at === null : !post.isPublished) || post.deletedAt !== null || !writer) return setStatus(ctx, input, 'skipped');
  let message;
  if (issue) {
    message = await issueEmail(ctx, { to: subscriber.email, subscriberId: subscriber.id, newsletter, writer, issue });
  } else {
    const reader = subscriber.user_id ? await ctx.loaders.userById.load(subscriber.user_id) : null;
    const preview = post.visibility === 'LOCKED' && !isMember(reader) && reader?.id !== writer.id;
    const collection = post.collectionId ? await ctx.loaders.collectionById.load(post.collectionId) : null;
    const body = await readableBody(ctx, { post, whole: !preview });
    message = await storyEmail(ctx, {
      to: subscriber.email,
      subscriberId: subscriber.id,
      sendId: input.sendId,
      newsletter,
      writer,
      story: { title: post.title, subtitle: post.subtitle, url: ctx.config.publicUrl + postUrl(post, writer, collection ?? null), body, preview },
    });
  }
  try {
    await ctx.deps.mailer.send(message, `newsletter-mail:${input.sendId}:${input.subscriberId}`);
  } catch (error) {
    if (isHardBounce(error)) {
      await recordBounce(ctx.db, subscriber.email, String((error as Error).message), ctx.now());
      return setStatus(ctx, input, 'bounced', String((error as Error).message).slice(0, 500));
    }
    await setStatus(ctx, input, 'failed', String((error as Error).message).slice(0, 500));
    throw error;
  }
  await setStatus(ctx, input, 'sent');
}
