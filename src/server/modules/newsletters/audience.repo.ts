import type { Executor } from '../../db';
import { newId } from '../../db/ids';

/** The writer's audience as the tables hold it: imports, exports, growth and sends. */

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The status of each of these addresses in the newsletter (addresses without a row are absent). */
export async function statusesOf(db: Executor, newsletterId: string, emails: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks(emails)) {
    const rows = await db.selectFrom('newsletter_subscribers').select(['email', 'status']).where('newsletter_id', '=', newsletterId).where('email', 'in', part).execute();
    for (const row of rows) found.set(row.email, row.status);
  }
  return found;
}

export async function bouncedAmong(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(emails)) {
    for (const row of await db.selectFrom('email_bounces').select('email').where('email', 'in', part).execute()) found.add(row.email);
  }
  return found;
}

/** New addresses, confirmed at once (the writer vouched for their consent); pending ones are confirmed. */
export async function addImported(db: Executor, newsletterId: string, emails: readonly string[], now: number): Promise<void> {
  for (const part of chunks(emails)) {
    if (part.length === 0) continue;
    await db
      .insertInto('newsletter_subscribers')
      .values(part.map((email) => ({ id: newId(), newsletter_id: newsletterId, email, user_id: null, status: 'confirmed', source: 'import', created_at: now, confirmed_at: now })))
      .onConflict((oc) =>
        oc.columns(['newsletter_id', 'email']).doUpdateSet({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null, source: 'import' }).where('newsletter_subscribers.status', '=', 'pending'),
      )
      .execute();
  }
}

export interface SubscriberListRow {
  id: string;
  email: string;
  userId: string | null;
  source: string | null;
  confirmedAt: number;
}

/** Confirmed subscribers, most recently confirmed first (keyset on confirmed_at and id). */
export async function confirmedSubscribers(db: Executor, newsletterId: string, input: { limit: number; before?: { at: number; id: string } | null }): Promise<SubscriberListRow[]> {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'user_id', 'source', 'confirmed_at'])
    .where('newsletter_id', '=', newsletterId)
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit);
  const before = input.before;
  if (before) query = query.where((eb) => eb.or([eb('confirmed_at', '<', before.at), eb.and([eb('confirmed_at', '=', before.at), eb('id', '<', before.id)])]));
  return (await query.execute()).map((r) => ({ id: r.id, email: r.email, userId: r.user_id, source: r.source, confirmedAt: Number(r.confirmed_at ?? 0) }));
}

/** When rows were confirmed and unsubscribed since `since` (for growth by day). */
export async function subscriptionTimesSince(db: Executor, newsletterId: string, since: number): Promise<{ confirmed: number[]; unsubscribed: number[] }> {
  const [confirmed, unsubscribed] = await Promise.all([
    db.selectFrom('newsletter_subscribers').select('confirmed_at').where('newsletter_id', '=', newsletterId).where('confirmed_at', '>=', since).execute(),
    db.selectFrom('newsletter_subscribers').select('unsubscribed_at').where('newsletter_id', '=', newsletterId).where('status', '=', 'unsubscribed').where('unsubscribed_at', '>=', since).execute(),
  ]);
  return {
    confirmed: confirmed.map((r) => Number(r.confirmed_at)),
    unsubscribed: unsubscribed.map((r) => Number(r.unsubscribed_at)),
  };
}

export interface SendStatsRow {
  id: string;
  postId: string;
  createdAt: number;
  /** `sending` or `stopped` (decision 056). */
  status: string;
  stopReason: string | null;
  stoppedAt: number | null;
  /** When every recipient's row was written (null while batches are still to run). */
  writtenAt: number | null;
  counts: Record<string, number>;
  opened: number;
  clicked: number;
}

/** The newsletter's sends (or one), newest first (keyset on created_at and id, older than `before`), with their deliveries counted by status. */
export async function sendStats(db: Executor, newsletterId: string, input: { limit: number; before?: { at: number; id: string } | null; sendId?: string }): Promise<SendStatsRow[]> {
  const { limit, before } = input;
  let query = db
    .selectFrom('newsletter_sends')
    .select(['id', 'post_id', 'created_at', 'status', 'stop_reason', 'stopped_at', 'written_at'])
    .where('newsletter_id', '=', newsletterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (before) query = query.where((eb) => eb.or([eb('created_at', '<', before.at), eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)])]));
  if (input.sendId) query = query.where('id', '=', input.sendId);
  const sends = await query.execute();
  if (sends.length === 0) return [];
  const ids = sends.map((s) => s.id);
  const byStatus = await db
    .selectFrom('newsletter_deliveries')
    .select(['send_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('send_id', 'in', ids)
    .groupBy(['send_id', 'status'])
    .execute();
  const engaged = await db
    .selectFrom('newsletter_deliveries')
    .select(['send_id', (eb) => eb.fn.count<number>('opened_at').as('opened'), (eb) => eb.fn.count<number>('clicked_at').as('clicked')])
    .where('send_id', 'in', ids)
    .groupBy('send_id')
    .execute();
  return sends.map((s) => {
    const counts: Record<string, number> = {};
    for (const row of byStatus) if (row.send_id === s.id) counts[row.status] = Number(row.n);
    const e = engaged.find((row) => row.send_id === s.id);
    return {
      id: s.id,
      postId: s.post_id,
      createdAt: Number(s.created_at),
      status: s.status,
      stopReason: s.stop_reason,
      stoppedAt: s.stopped_at === null ? null : Number(s.stopped_at),
      writtenAt: s.written_at === null ? null : Number(s.written_at),
      counts,
      opened: Number(e?.opened ?? 0),
      clicked: Number(e?.clicked ?? 0),
    };
  });
}

/** One send's newsletter (for who may manage it). */
export async function newsletterOfSend(db: Executor, sendId: string): Promise<{ newsletterId: string; createdAt: number } | undefined> {
  const row = await db.selectFrom('newsletter_sends').select(['newsletter_id', 'created_at']).where('id', '=', sendId).executeTakeFirst();
  return row && { newsletterId: row.newsletter_id, createdAt: Number(row.created_at) };
}

export async function setTracking(db: Executor, newsletterId: string, enabled: boolean): Promise<void> {
  await db.updateTable('newsletters').set({ track_engagement: enabled ? 1 : 0 }).where('id', '=', newsletterId).execute();
}

export async function trackingOf(db: Executor, newsletterId: string): Promise<boolean> {
  const row = await db.selectFrom('newsletters').select('track_engagement').where('id', '=', newsletterId).executeTakeFirst();
  return Number(row?.track_engagement ?? 0) === 1;
}

/** Confirmed subscribers of one newsletter (for milestones, read by the notifications module). */
export async function newsletterConfirmedCount(db: Executor, newsletterId: string): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('newsletter_id', '=', newsletterId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Demo content: addresses imported on given days, and a past send of a story with its deliveries' outcomes
 * (so the audience and stats pages of a fresh instance show something).
 */
export async function writeDemoAudience(
  db: Executor,
  input: { newsletterId: string; imported: { email: string; at: number; unsubscribedAt?: number }[]; send: { postId: string; at: number; outcomes: Record<string, string> } | null },
): Promise<void> {
  for (const row of input.imported) {
    await db
      .insertInto('newsletter_subscribers')
      .values({
        id: newId(),
        newsletter_id: input.newsletterId,
        email: row.email,
        user_id: null,
        status: row.unsubscribedAt ? 'unsubscribed' : 'confirmed',
        source: 'import',
        created_at: row.at,
        confirmed_at: row.at,
        unsubscribed_at: row.unsubscribedAt ?? null,
      })
      .onConflict((oc) => oc.columns(['newsletter_id', 'email']).doNothing())
      .execute();
  }
  if (!input.send) return;
  const sendId = newId();
  await db.insertInto('newsletter_sends').values({ id: sendId, newsletter_id: input.newsletterId, post_id: input.send.postId, created_at: input.send.at, written_at: input.send.at + 60_000 }).onConflict((oc) => oc.columns(['newsletter_id', 'post_id']).doNothing()).execute();
  const subscribers = await db.selectFrom('newsletter_subscribers').select(['id', 'email']).where('newsletter_id', '=', input.newsletterId).where('confirmed_at', '<', input.send.at).execute();
  if (subscribers.length === 0) return;
  await db
    .insertInto('newsletter_deliveries')
    .values(subscribers.map((s) => ({ send_id: sendId, subscriber_id: s.id, status: input.send!.outcomes[s.email] ?? 'sent', attempts: 1, updated_at: input.send!.at + 60_000 })))
    .onConflict((oc) => oc.columns(['send_id', 'subscriber_id']).doNothing())
    .execute();
  for (const [email, outcome] of Object.entries(input.send.outcomes)) {
    if (outcome !== 'bounced') continue;
    await db.insertInto('email_bounces').values({ email, reason: '550 5.1.1 No such user (demo)', bounced_at: input.send.at + 60_000 }).onConflict((oc) => oc.column('email').doNothing()).execute();
  }
}
