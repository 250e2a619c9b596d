import * as v from 'valibot';
import { emailSchema } from '../../../shared/validation/auth';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUBSCRIBES_PER_HOUR,
  NEWSLETTER_SUBSCRIBES_PER_MINUTE,
} from '../../../shared/validation/newsletters';
import type { ServiceContext, SignedInContext, UserModel } from '../../core';
import { consumeAttempt, hashToken, isWellFormedToken, newSecretToken } from '../../security';
import { emailAvatarUrl, SEND_EMAIL_JOB, type EmailActor } from '../email';
import { newsletterConfirmedCount } from './audience.repo';
import { isBounced } from './bounces.repo';
import { confirmationEmail } from './newsletter-emails';
import {
  confirmSubscriber,
  ensureWriterNewsletter,
  markUnsubscribed,
  newslettersByIds,
  readerRowsIn,
  subscriberByAddress,
  subscriberById,
  subscriberByTokenHash,
  subscriptionsOf,
  upsertSubscriber,
  type NewsletterModel,
} from './newsletters.repo';
import { readNewsletterUnsubscribeToken } from './unsubscribe-token';
import { newsletterOfWriter, subscriberCount, viewerSubscribed } from './newsletters.loaders';

/**
 * The rules of newsletters, in one place: who may subscribe and how (signed in with one click using their
 * verified address; signed out by double opt-in), confirming, and unsubscribing (at once).
 */

export type NewsletterAnswer =
  | ({ __typename: 'NewsletterV3' } & NewsletterModel)
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'TooManyRequests'; message: string }
  | { __typename: 'Forbidden'; message: string };

const tooMany = { __typename: 'TooManyRequests', message: NEWSLETTER_MESSAGES.tooMany } as const;
const notFound = { __typename: 'NotFound', message: NEWSLETTER_MESSAGES.notFound } as const;

/** A writer whose newsletter can be subscribed to: an account that is neither suspended nor deleted. */
async function writerOf(ctx: ServiceContext, userId: string): Promise<UserModel | null> {
  const user = await ctx.loaders.userById.load(userId);
  return user && !user.isSuspended && user.deletedAt == null ? user : null;
}

/** The writer's newsletter if it is enabled (has ever had a subscriber). */
export async function writerNewsletter(ctx: ServiceContext, input: { writerId: string }): Promise<NewsletterModel | null> {
  return newsletterOfWriter(ctx).load(input.writerId);
}

/** Signed in, one click: subscribes the reader's verified address, enabling the writer's newsletter if needed. */
export async function subscribeToWriter(ctx: SignedInContext, input: { userId: string }): Promise<NewsletterAnswer> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `newsletters:subscribe:user:${ctx.viewer.id}`, [{ limit: NEWSLETTER_SUBSCRIBES_PER_MINUTE, windowMs: 60_000 }], ctx.now());
  if (!verdict.ok) return tooMany;
  const writer = await writerOf(ctx, input.userId);
  if (!writer) return notFound;
  if (writer.id === ctx.viewer.id) return { __typename: 'Forbidden', message: NEWSLETTER_MESSAGES.self };
  const email = ctx.viewer.email?.toLowerCase();
  if (!email) return { __typename: 'Forbidden', message: NEWSLETTER_MESSAGES.verifyFirst };
  const newsletter = await ensureWriterNewsletter(ctx.db, writer, ctx.now());
  const before = await subscriberByAddress(ctx.db, newsletter.id, email);
  await upsertSubscriber(ctx.db, { newsletterId: newsletter.id, email, userId: ctx.viewer.id, status: 'confirmed', tokenHash: null, expiresAt: null, now: ctx.now() });
  if (before?.status !== 'confirmed') await ctx.bus.publish(ctx.db, 'newsletter.subscribed', { newsletterId: newsletter.id, writerId: writer.id, subscriberUserId: ctx.viewer.id, subscriberCount: await newsletterConfirmedCount(ctx.db, newsletter.id) });
  newsletterOfWriter(ctx).clear(writer.id).prime(writer.id, newsletter);
  viewerSubscribed(ctx).clear(newsletter.id).prime(newsletter.id, true);
  subscriberCount(ctx).clear(newsletter.id);
  return { __typename: 'NewsletterV3', ...newsletter };
}

export type EmailSubscribeAnswer = { ok: true; message: string } | { ok: false; message: string };

/**
 * Signed out: an address asks for the writer's stories. Nothing is sent to it but one confirmation link
 * (single use, expiring) until it is confirmed. The answer is the same whether the address was subscribed
 * already or not, so nobody learns who subscribes to whom; rate limited by address and by network address.
 */
export async function subscribeByEmail(ctx: ServiceContext, input: { userId: string; email: string }): Promise<EmailSubscribeAnswer> {
  const checked = await checkedAddress(ctx, input);
  if (!checked.ok) return checked;
  const { email } = checked;
  const writer = await writerOf(ctx, input.userId);
  if (!writer) return { ok: false, message: NEWSLETTER_MESSAGES.notFound };
  if (writer.email?.toLowerCase() === email) return { ok: false, message: NEWSLETTER_MESSAGES.self };
  const newsletter = await ensureWriterNewsletter(ctx.db, writer, ctx.now());
  return subscribeAddress(ctx, { newsletter, email, sender: { name: writer.name, avatarUrl: emailAvatarUrl(ctx.config.publicUrl, writer.imageId) } });
}

/** Checks the address and the limits a signed-out subscribe keeps: the lower-cased address, or the refusal. */
export async function checkedAddress(ctx: ServiceContext, input: { email: string }): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const parsed = v.safeParse(emailSchema, input.email);
  if (!parsed.success) return { ok: false, message: NEWSLETTER_MESSAGES.invalidEmail };
  const email = parsed.output.toLowerCase();
  const hour = [{ limit: NEWSLETTER_SUBSCRIBES_PER_HOUR, windowMs: 3_600_000 }];
  for (const bucket of [`newsletters:subscribe:email:${email}`, `newsletters:subscribe:ip:${ctx.request.ip}`]) {
    if (!(await consumeAttempt(ctx.deps.rateLimits, bucket, hour, ctx.now())).ok) return { ok: false, message: NEWSLETTER_MESSAGES.tooMany };
  }
  return { ok: true, email };
}

/**
 * The double opt-in of an address (already checked): a pending row and one confirmation link, unless it is
 * confirmed already or bounced; the answer is the same in every case.
 */
export async function subscribeAddress(ctx: ServiceContext, input: { newsletter: NewsletterModel; email: string; sender: EmailActor }): Promise<EmailSubscribeAnswer> {
  const { newsletter, email } = input;
  const done = { ok: true, message: NEWSLETTER_MESSAGES.checkInbox(email) } as const;
  if (await isBounced(ctx.db, email)) return done;
  const existing = await subscriberByAddress(ctx.db, newsletter.id, email);
  if (existing?.status === 'confirmed') return done;
  const token = newSecretToken();
  const expiresAt = ctx.now() + NEWSLETTER_CONFIRM_TTL_MS;
  await upsertSubscriber(ctx.db, { newsletterId: newsletter.id, email, userId: null, status: 'pending', tokenHash: hashToken(token), expiresAt, now: ctx.now() });
  const message = await confirmationEmail(ctx, { to: email, newsletter, sender: input.sender, token });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, key: `newsletter-confirm:${hashToken(token)}`, payload: message });
  return done;
}

/** What a confirmation link names, if it still works: the row and its newsletter. */
export async function pendingConfirmation(ctx: ServiceContext, input: { token: string }): Promise<{ subscriberId: string; newsletter: NewsletterModel } | null> {
  if (!isWellFormedToken(input.token)) return null;
  const row = await subscriberByTokenHash(ctx.db, hashToken(input.token));
  if (!row || row.status !== 'pending' || (row.confirm_expires_at ?? 0) <= ctx.now()) return null;
  const [newsletter] = await newslettersByIds(ctx.db, [row.newsletter_id]);
  return newsletter ? { subscriberId: row.id, newsletter } : null;
}

/** Confirms the address the link was sent to; the link works once. */
export async function confirmSubscription(ctx: ServiceContext, input: { token: string }): Promise<NewsletterModel | null> {
  const pending = await pendingConfirmation(ctx, input);
  if (!pending || !(await confirmSubscriber(ctx.db, pending.subscriberId, ctx.now()))) return null;
  await ctx.bus.publish(ctx.db, 'newsletter.subscribed', { newsletterId: pending.newsletter.id, writerId: pending.newsletter.userId, subscriberUserId: null, subscriberCount: await newsletterConfirmedCount(ctx.db, pending.newsletter.id) });
  return pending.newsletter;
}

/** What an unsubscribe link names: the subscriber row and its newsletter. */
export async function unsubscribeGrant(ctx: ServiceContext, input: { token: string }): Promise<{ subscriberId: string; email: string; status: string; newsletter: NewsletterModel } | null> {
  const subscriberId = readNewsletterUnsubscribeToken(ctx, input);
  const row = subscriberId ? await subscriberById(ctx.db, subscriberId) : undefined;
  if (!row) return null;
  const [newsletter] = await newslettersByIds(ctx.db, [row.newsletter_id]);
  return newsletter ? { subscriberId: row.id, email: row.email, status: row.status, newsletter } : null;
}

/** The one-click unsubscribe (RFC 8058) and the link's confirm page: no more email from the next one on. */
export async function unsubscribeByToken(ctx: ServiceContext, input: { token: string }): Promise<NewsletterModel | null> {
  const grant = await unsubscribeGrant(ctx, input);
  if (!grant) return null;
  await markUnsubscribed(ctx.db, grant.subscriberId, ctx.now());
  return grant.newsletter;
}

/** Signed in: stops the newsletter for the reader's account and verified address. */
export async function unsubscribeReader(ctx: SignedInContext, input: { newsletterId: string }): Promise<NewsletterAnswer> {
  const [newsletter] = await newslettersByIds(ctx.db, [input.newsletterId]);
  if (!newsletter) return notFound;
  for (const row of await readerRowsIn(ctx.db, newsletter.id, { id: ctx.viewer.id, email: ctx.viewer.email?.toLowerCase() ?? null })) {
    await markUnsubscribed(ctx.db, row.id, ctx.now());
  }
  viewerSubscribed(ctx).clear(newsletter.id).prime(newsletter.id, false);
  subscriberCount(ctx).clear(newsletter.id);
  return { __typename: 'NewsletterV3', ...newsletter };
}

export async function readerSubscriptions(ctx: SignedInContext): Promise<NewsletterModel[]> {
  return subscriptionsOf(ctx.db, { id: ctx.viewer.id, email: ctx.viewer.email?.toLowerCase() ?? null });
}

export async function newsletterSubscriberCount(ctx: ServiceContext, input: { newsletterId: string }): Promise<number> {
  return subscriberCount(ctx).load(input.newsletterId);
}

export async function isViewerSubscribed(ctx: ServiceContext, input: { newsletterId: string }): Promise<boolean> {
  return ctx.viewer ? viewerSubscribed(ctx as SignedInContext).load(input.newsletterId) : false;
}
