import type { ServiceContext } from '../../core';
import { buildPath } from '../../../shared/routes';
import { keyringOf, sign, verifySigned } from '../../security';
import type { Executor } from '../../db';
import { postUrl } from '../posts';

/**
 * Opens and clicks, for a newsletter whose writer turned them on (off by default). An email then carries a 1×1
 * image and its button goes through a redirect; each address is signed with the instance's key, names one
 * delivery (send and subscriber), so it can be neither forged nor used to send a reader anywhere but the story
 * the email was about (the redirect's target is the send's story, looked up, never read from the address). The first open and the first click of each delivery are kept; nothing else is.
 */
const PURPOSE = 'newsletter-engagement';

export function openTrackingUrl(ctx: ServiceContext, input: { sendId: string; subscriberId: string }): string {
  const token = sign(keyringOf(ctx.deps.db).current(PURPOSE), `o1.${input.sendId}.${input.subscriberId}`);
  return ctx.config.publicUrl + buildPath('NewsletterOpened', { token });
}

export function clickTrackingUrl(ctx: ServiceContext, input: { sendId: string; subscriberId: string }): string {
  const token = sign(keyringOf(ctx.deps.db).current(PURPOSE), `c1.${input.sendId}.${input.subscriberId}`);
  return ctx.config.publicUrl + buildPath('NewsletterClicked', { token });
}

export type Engagement = { kind: 'open' | 'click'; sendId: string; subscriberId: string };

export function readEngagementToken(ctx: ServiceContext, input: { token: string }): Engagement | null {
  if (input.token.length > 2000) return null;
  const payload = verifySigned(keyringOf(ctx.deps.db).candidates(PURPOSE), input.token);
  const [version, sendId, subscriberId, extra] = payload?.split('.') ?? [];
  if (!sendId || !subscriberId || extra !== undefined) return null;
  if (version === 'o1') return { kind: 'open', sendId, subscriberId };
  if (version === 'c1') return { kind: 'click', sendId, subscriberId };
  return null;
}

/** Where a click goes: the address of the story the send was about (null when it is gone). */
export async function clickTarget(ctx: ServiceContext, input: { sendId: string }): Promise<string | null> {
  const send = await ctx.db.selectFrom('newsletter_sends').select('post_id').where('id', '=', input.sendId).executeTakeFirst();
  const post = send ? await ctx.loaders.postById.load(send.post_id) : null;
  if (!post || !post.isPublished || post.deletedAt !== null) return null;
  const writer = await ctx.loaders.userById.load(post.creatorId);
  if (!writer) return null;
  const collection = post.collectionId ? await ctx.loaders.collectionById.load(post.collectionId) : null;
  return ctx.config.publicUrl + postUrl(post, writer, collection ?? null);
}

/** Keeps the first open (a click is an open too) and the first click, while the newsletter counts them. */
export async function recordEngagement(ctx: ServiceContext, input: Engagement): Promise<void> {
  const db: Executor = ctx.db;
  const send = await db
    .selectFrom('newsletter_sends as s')
    .innerJoin('newsletters as n', 'n.id', 's.newsletter_id')
    .select('n.track_engagement')
    .where('s.id', '=', input.sendId)
    .executeTakeFirst();
  if (Number(send?.track_engagement ?? 0) !== 1) return;
  const now = ctx.now();
  const where = { send: input.sendId, subscriber: input.subscriberId };
  await db.updateTable('newsletter_deliveries').set({ opened_at: now }).where('send_id', '=', where.send).where('subscriber_id', '=', where.subscriber).where('opened_at', 'is', null).execute();
  if (input.kind === 'click') {
    await db.updateTable('newsletter_deliveries').set({ clicked_at: now }).where('send_id', '=', where.send).where('subscriber_id', '=', where.subscriber).where('clicked_at', 'is', null).execute();
  }
}
