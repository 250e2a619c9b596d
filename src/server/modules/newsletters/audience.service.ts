import * as v from 'valibot';
import { emailSchema } from '../../../shared/validation/auth';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REPORT_MAX_ROWS,
  IMPORT_ROW_REASONS,
  IMPORTS_PER_HOUR,
  RECENT_SUBSCRIBERS,
  type ImportReport,
  type ImportRowReason,
} from '../../../shared/validation/audience';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { countPerDay, DAY_MS, startOfUtcDay } from '../stats';
import { addImported, bouncedAmong, newsletterConfirmedCount, confirmedSubscribers, sendStats, setTracking, statusesOf, subscriptionTimesSince, trackingOf, type SubscriberListRow } from './audience.repo';
import { csvLine, parseCsv } from './csv';
import { subscriberCount } from './newsletters.loaders';
import { ensureWriterNewsletter, newslettersOfWriters, type NewsletterModel } from './newsletters.repo';
import { managedNewsletter, sendStatsOf, type NewsletterSendStats } from './sends.service';

/**
 * A newsletter's audience, seen only by those who manage it (`mayManage`): its writer for a writer's newsletter,
 * the publication's editors for a publication's. Every function here answers for such a newsletter and for no
 * other (anyone else gets null, which pages and routes answer as not found).
 */

/** The signed-in writer's newsletter, enabled now if it was not (an import or an audience page is its start). */
export async function viewerNewsletter(ctx: SignedInContext): Promise<NewsletterModel> {
  return ensureWriterNewsletter(ctx.db, ctx.viewer, ctx.now());
}

/** The signed-in writer's newsletter if it is enabled; never writes. */
export async function viewerNewsletterIfAny(ctx: SignedInContext): Promise<NewsletterModel | null> {
  const [newsletter] = await newslettersOfWriters(ctx.db, [ctx.viewer.id]);
  return newsletter ?? null;
}

const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'address']);

export type ImportAnswer = { ok: true; report: ImportReport } | { ok: false; status: number; message: string };

/**
 * Imports the addresses of a CSV file into the writer's own newsletter. Nothing is imported unless the writer
 * confirmed that everyone in the file agreed to get their emails. The email column is the one headed "email"
 * (or the first column when the first row is already an address). A row is skipped, with its row number and
 * why, when its address is missing or not valid, repeats an earlier row, is the writer's own, or belongs to
 * someone who unsubscribed or whose server refused mail (they are never added back by an import). Rows already
 * subscribed are counted and left as they are; pending ones (asked, never confirmed) are confirmed.
 */
export async function importSubscribers(ctx: SignedInContext, input: { newsletterId: string; text: string; consent: boolean }): Promise<ImportAnswer> {
  const newsletter = await managedNewsletter(ctx, { newsletterId: input.newsletterId });
  if (!newsletter) return { ok: false, status: 404, message: IMPORT_MESSAGES.notFound };
  if (!input.consent) return { ok: false, status: 400, message: IMPORT_MESSAGES.consent };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `newsletters:import:${ctx.viewer.id}`, [{ limit: IMPORTS_PER_HOUR, windowMs: 3_600_000 }], ctx.now());
  if (!verdict.ok) return { ok: false, status: 429, message: IMPORT_MESSAGES.tooMany };
  const parsed = parseCsv(input.text, { maxRecords: IMPORT_MAX_ROWS });
  if (!parsed.ok) return { ok: false, status: 400, message: `${IMPORT_MESSAGES.notCsv} Row ${parsed.row}: ${parsed.reason}` };
  const records = parsed.records;
  if (records.length > IMPORT_MAX_ROWS || (records[records.length - 1]?.row ?? 0) > IMPORT_MAX_ROWS) return { ok: false, status: 400, message: IMPORT_MESSAGES.tooManyRows };
  const first = records[0];
  if (!first) return { ok: false, status: 400, message: IMPORT_MESSAGES.noEmailColumn };
  let column = first.fields.findIndex((f) => EMAIL_HEADERS.has(f.trim().toLowerCase()));
  let rows = records.slice(1);
  if (column < 0) {
    if (!v.is(emailSchema, first.fields[0]?.trim() ?? '')) return { ok: false, status: 400, message: IMPORT_MESSAGES.noEmailColumn };
    column = 0;
    rows = records;
  }

  const skipped: ImportReport['skipped'] = [];
  let skippedCount = 0;
  const skip = (row: number, reason: ImportRowReason, email: string) => {
    skippedCount += 1;
    if (skipped.length < IMPORT_REPORT_MAX_ROWS) skipped.push({ row, reason: IMPORT_ROW_REASONS[reason], email: email.slice(0, 200) });
  };
  // A writer does not subscribe to themself; a publication's editor may get its emails.
  const own = newsletter.type === 'AUTHOR' ? (ctx.viewer.email?.toLowerCase() ?? null) : null;
  const seen = new Set<string>();
  const candidates: { row: number; email: string }[] = [];
  for (const record of rows) {
    const raw = (record.fields[column] ?? '').trim();
    if (!raw) {
      if (record.fields.every((f) => !f.trim())) continue;
      skip(record.row, 'empty', '');
      continue;
    }
    if (!v.is(emailSchema, raw) || raw.length > 254) {
      skip(record.row, 'invalid', raw);
      continue;
    }
    const email = raw.toLowerCase();
    if (seen.has(email)) {
      skip(record.row, 'duplicate', email);
      continue;
    }
    seen.add(email);
    if (email === own) {
      skip(record.row, 'self', email);
      continue;
    }
    candidates.push({ row: record.row, email });
  }

  const emails = candidates.map((c) => c.email);
  const [statuses, bounced] = await Promise.all([statusesOf(ctx.db, newsletter.id, emails), bouncedAmong(ctx.db, emails)]);
  const toAdd: string[] = [];
  let alreadySubscribed = 0;
  for (const { row, email } of candidates) {
    const status = statuses.get(email);
    if (status === 'confirmed') alreadySubscribed += 1;
    else if (status === 'unsubscribed') skip(row, 'unsubscribed', email);
    else if (bounced.has(email)) skip(row, 'bounced', email);
    else toAdd.push(email);
  }
  await addImported(ctx.db, newsletter.id, toAdd, ctx.now());
  subscriberCount(ctx).clear(newsletter.id);
  if (toAdd.length > 0) {
    const subscriberCount = await newsletterConfirmedCount(ctx.db, newsletter.id);
    await ctx.bus.publish(ctx.db, 'newsletter.imported', { newsletterId: newsletter.id, writerId: newsletter.userId, added: toAdd.length, subscriberCount });
  }
  return { ok: true, report: { rows: rows.length, added: toAdd.length, alreadySubscribed, skipped, skippedCount } };
}

/** The writer's confirmed subscribers as a CSV file: email, when they subscribed (UTC, ISO 8601), how (form or import). */
export async function exportSubscribers(ctx: SignedInContext, input: { newsletterId: string }): Promise<string | null> {
  const newsletter = await managedNewsletter(ctx, input);
  if (!newsletter) return null;
  let csv = csvLine(['email', 'subscribed_at', 'source']);
  let before: { at: number; id: string } | null = null;
  for (;;) {
    const page: SubscriberListRow[] = await confirmedSubscribers(ctx.db, newsletter.id, { limit: 1000, before });
    for (const row of page) csv += csvLine([row.email, new Date(row.confirmedAt).toISOString(), row.source === 'import' ? 'import' : 'form']);
    const last = page[page.length - 1];
    if (!last || page.length < 1000) break;
    before = { at: last.confirmedAt, id: last.id };
  }
  return csv;
}

const clampDays = (days: number | null | undefined) => (days == null ? 30 : Math.min(Math.max(1, Math.floor(days)), 90));

export interface SubscriberStats {
  newsletter: NewsletterModel | null;
  subscriberCount: number;
  newSubscribersPerDay: { day: number; count: number }[];
  unsubscribesPerDay: { day: number; count: number }[];
  newSubscribersInPeriod: number;
  unsubscribesInPeriod: number;
}

/** The signed-in writer's subscribers and their growth per UTC day over the last `days` days (1–90, default 30). */
export async function viewerSubscriberStats(ctx: SignedInContext, input: { days?: number | null }): Promise<SubscriberStats> {
  return subscriberStatsOf(ctx, await viewerNewsletterIfAny(ctx), input.days);
}

async function subscriberStatsOf(ctx: ServiceContext, newsletter: NewsletterModel | null, wanted: number | null | undefined): Promise<SubscriberStats> {
  const days = clampDays(wanted);
  const since = startOfUtcDay(ctx.now()) - (days - 1) * DAY_MS;
  const times = newsletter ? await subscriptionTimesSince(ctx.db, newsletter.id, since) : { confirmed: [], unsubscribed: [] };
  const newSubscribersPerDay = countPerDay(times.confirmed, ctx.now(), days);
  const unsubscribesPerDay = countPerDay(times.unsubscribed, ctx.now(), days);
  const sum = (list: { count: number }[]) => list.reduce((n, d) => n + d.count, 0);
  return {
    newsletter,
    subscriberCount: newsletter ? await subscriberCount(ctx).load(newsletter.id) : 0,
    newSubscribersPerDay,
    unsubscribesPerDay,
    newSubscribersInPeriod: sum(newSubscribersPerDay),
    unsubscribesInPeriod: sum(unsubscribesPerDay),
  };
}

const listLimit = (limit: number | null | undefined) => Math.min(Math.max(1, limit ?? RECENT_SUBSCRIBERS), 200);

/** The writer's most recent confirmed subscribers (the audience page's list). */
export async function viewerRecentSubscribers(ctx: SignedInContext, input: { limit?: number | null }): Promise<SubscriberListRow[]> {
  const newsletter = await viewerNewsletterIfAny(ctx);
  if (!newsletter) return [];
  return confirmedSubscribers(ctx.db, newsletter.id, { limit: listLimit(input.limit) });
}

/** A newsletter's audience page (/newsletters/{id}/subscribers): only for those who manage it, else null. */
export async function newsletterAudience(ctx: SignedInContext, input: { newsletterId: string }): Promise<NewsletterModel | null> {
  return managedNewsletter(ctx, input);
}

/** Its subscribers and their growth by day; the newsletter was checked by `newsletterAudience`. */
export async function managedSubscriberStats(ctx: SignedInContext, input: { newsletter: NewsletterModel; days?: number | null }): Promise<SubscriberStats> {
  return subscriberStatsOf(ctx, input.newsletter, input.days);
}

/** Its most recent confirmed subscribers; the newsletter was checked by `newsletterAudience`. */
export async function managedRecentSubscribers(ctx: SignedInContext, input: { newsletter: NewsletterModel; limit?: number | null }): Promise<SubscriberListRow[]> {
  return confirmedSubscribers(ctx.db, input.newsletter.id, { limit: listLimit(input.limit) });
}

/** Only the writer: whether `username` names the signed-in account (the audience pages are theirs alone). */
export function isViewerUsername(ctx: ServiceContext, input: { username: string }): boolean {
  return !!ctx.viewer?.username && ctx.viewer.username.toLowerCase() === input.username.toLowerCase();
}

export type { NewsletterSendStats } from './sends.service';

export interface NewsletterStats {
  newsletter: NewsletterModel;
  trackEngagement: boolean;
  sends: NewsletterSendStats[];
}

/**
 * The newsletter's latest 50 sends and what became of them (see `sendStatsOf`), for its managers: the writer,
 * or the publication's editors. Opens and clicks only when tracking is on.
 */
export async function newsletterStats(ctx: SignedInContext, input: { newsletterId: string }): Promise<NewsletterStats | null> {
  const newsletter = await managedNewsletter(ctx, input);
  if (!newsletter) return null;
  const [tracking, rows] = await Promise.all([trackingOf(ctx.db, newsletter.id), sendStats(ctx.db, newsletter.id, { limit: 50 })]);
  return { newsletter, trackEngagement: tracking, sends: rows.map((row) => sendStatsOf(newsletter.id, row, tracking)) };
}

/** The writer turns opens and clicks on or off for their own newsletter. */
export async function setNewsletterTracking(ctx: SignedInContext, input: { newsletterId: string; enabled: boolean }): Promise<NewsletterStats | null> {
  const newsletter = await managedNewsletter(ctx, input);
  if (!newsletter) return null;
  await setTracking(ctx.db, newsletter.id, input.enabled);
  return newsletterStats(ctx, input);
}

declare module '../../jobs/events' {
  interface DomainEvents {
    /** Someone's subscription to a newsletter was confirmed (one click signed in, or the confirmation link); `subscriberCount` is the newsletter's confirmed subscribers after it. */
    'newsletter.subscribed': { newsletterId: string; writerId: string | null; subscriberUserId: string | null; subscriberCount: number };
    /** Addresses were imported into a newsletter (by its writer; `writerId` is null for a publication's, imported by an editor). */
    'newsletter.imported': { newsletterId: string; writerId: string | null; added: number; subscriberCount: number };
  }
}
