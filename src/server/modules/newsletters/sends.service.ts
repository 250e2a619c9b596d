import { NEWSLETTER_SEND_MESSAGES as M, NEWSLETTER_SENDS_PAGE } from '../../../shared/validation/newsletters';
import type { ServiceContext, SignedInContext } from '../../core';
import { newsletterOfSend, sendStats, trackingOf, type SendStatsRow } from './audience.repo';
import { resumeStoppedSend, stillSendable } from './newsletter-sending';
import { newslettersByIds, type NewsletterModel } from './newsletters.repo';
import { mayManage } from './publication-newsletters.service';

/**
 * A newsletter's sends as its managers see them on /newsletters/{id}/stats (the writer, or the publication's
 * editors): every story and email-only issue it sent, newest first, a page at a time, with its state, and
 * the resume of a send the mail server stopped (decision 060).
 */

export type NewsletterSendStatus = 'SENDING' | 'SENT' | 'STOPPED';

export interface NewsletterSendStats {
  id: string;
  newsletterId: string;
  postId: string;
  sentAt: number;
  status: NewsletterSendStatus;
  stopReason: string | null;
  stoppedAt: number | null;
  recipients: number;
  delivered: number;
  failed: number;
  bounced: number;
  skipped: number;
  queued: number;
  /** Waiting for a resume: the send stopped before their turn. */
  stopped: number;
  opens: number | null;
  clicks: number | null;
  /** Where the next (older) page starts. */
  cursor: string;
}

/**
 * Per send: recipients (delivery rows written), delivered (accepted by the receiving server), failed (gave up
 * after retries), bounced (refused for good), skipped (unsubscribed, bounced or the story unpublished before
 * their turn), queued, stopped (waiting for a resume). Sending while rows are still to be written or sent;
 * stopped when the mail server stopped it; sent otherwise. Opens and clicks only with tracking on.
 */
export function sendStatsOf(newsletterId: string, row: SendStatsRow, tracking: boolean): NewsletterSendStats {
  const c = (status: string) => row.counts[status] ?? 0;
  const recipients = Object.values(row.counts).reduce((a, b) => a + b, 0);
  const status: NewsletterSendStatus = row.status === 'stopped' ? 'STOPPED' : row.writtenAt === null || c('queued') > 0 ? 'SENDING' : 'SENT';
  return {
    id: row.id,
    newsletterId,
    postId: row.postId,
    sentAt: row.createdAt,
    status,
    stopReason: row.status === 'stopped' ? row.stopReason : null,
    stoppedAt: row.status === 'stopped' ? row.stoppedAt : null,
    recipients,
    delivered: c('sent'),
    failed: c('failed'),
    bounced: c('bounced'),
    skipped: c('skipped'),
    queued: c('queued'),
    stopped: c('stopped'),
    opens: tracking ? row.opened : null,
    clicks: tracking ? row.clicked : null,
    cursor: `${row.createdAt}:${row.id}`,
  };
}

function parseCursor(cursor: string | null | undefined): { at: number; id: string } | null {
  const match = cursor ? /^(\d{1,16}):([A-Za-z0-9_-]{1,64})$/.exec(cursor) : null;
  return match ? { at: Number(match[1]), id: match[2]! } : null;
}

/** The newsletter, if the signed-in reader manages it (its writer, or its publication's editors); null otherwise. */
export async function managedNewsletter(ctx: ServiceContext, input: { newsletterId: string }): Promise<NewsletterModel | null> {
  const [newsletter] = await newslettersByIds(ctx.db, [input.newsletterId]);
  return newsletter && (await mayManage(ctx, newsletter)) ? newsletter : null;
}

/** A page of the newsletter's sends, older than `before` (a send's cursor), newest first (1–50, default 20). */
export async function newsletterSendsPage(ctx: ServiceContext, input: { newsletterId: string; before?: string | null; limit?: number | null }): Promise<NewsletterSendStats[]> {
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? NEWSLETTER_SENDS_PAGE)), 50);
  const [tracking, rows] = await Promise.all([trackingOf(ctx.db, input.newsletterId), sendStats(ctx.db, input.newsletterId, { limit, before: parseCursor(input.before) })]);
  return rows.map((row) => sendStatsOf(input.newsletterId, row, tracking));
}

/** Whether the signed-in reader manages the newsletter of this send (the resume's guard). */
export async function mayManageSend(ctx: SignedInContext, input: { sendId: string }): Promise<boolean> {
  const send = await newsletterOfSend(ctx.db, input.sendId);
  return !!send && (await managedNewsletter(ctx, { newsletterId: send.newsletterId })) !== null;
}

type Refusal = { __typename: 'BadRequest' | 'NotFound'; message: string };

/**
 * Its managers resume a send that stopped (the mail server kept failing), once they fixed the server: it is
 * sending again and goes on from where it stopped. Delivered emails are never sent again; the deliveries the
 * stop held back go out, and so do the recipients it had not reached. The guard checked who asks.
 */
export async function resumeSend(ctx: SignedInContext, input: { sendId: string }): Promise<({ __typename: 'NewsletterSendStats' } & NewsletterSendStats) | Refusal> {
  const send = (await newsletterOfSend(ctx.db, input.sendId))!;
  const [row] = await sendStats(ctx.db, send.newsletterId, { limit: 1, sendId: input.sendId });
  if (!row || row.status !== 'stopped') return { __typename: 'BadRequest', message: M.notStopped };
  if (!(await stillSendable(ctx, row.postId))) return { __typename: 'BadRequest', message: M.notSendable };
  if ((await resumeStoppedSend(ctx, input)) === null) return { __typename: 'BadRequest', message: M.notStopped };
  const [after] = await sendStats(ctx.db, send.newsletterId, { limit: 1, sendId: input.sendId });
  return { __typename: 'NewsletterSendStats', ...sendStatsOf(send.newsletterId, after!, await trackingOf(ctx.db, send.newsletterId)) };
}
