import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import type { NewsletterType } from '../../../shared/validation/newsletters';

export interface NewsletterModel {
  id: string;
  type: NewsletterType;
  userId: string | null;
  /** The publication of a COLLECTION newsletter. */
  collectionId: string | null;
  slug: string;
  name: string;
  description: string;
  createdAt: number;
  /** The writer turned on counting opens and clicks (off by default). */
  trackEngagement: boolean;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriberRow {
  id: string;
  newsletter_id: string;
  email: string;
  user_id: string | null;
  status: string;
  confirm_expires_at: number | null;
}

type NewsletterRow = { id: string; type: string; user_id: string | null; collection_id: string | null; slug: string; name: string; description: string; created_at: number; track_engagement?: number };
const toModel = (row: NewsletterRow): NewsletterModel => ({
  id: row.id,
  type: row.type as NewsletterType,
  userId: row.user_id,
  collectionId: row.collection_id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  createdAt: Number(row.created_at),
  trackEngagement: Number(row.track_engagement ?? 0) === 1,
});

export async function newslettersByIds(db: Executor, ids: readonly string[]): Promise<NewsletterModel[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('newsletters').selectAll().where('id', 'in', ids).execute()).map(toModel);
}

export async function newslettersOfWriters(db: Executor, userIds: readonly string[]): Promise<NewsletterModel[]> {
  if (userIds.length === 0) return [];
  return (await db.selectFrom('newsletters').selectAll().where('user_id', 'in', userIds).execute()).map(toModel);
}

/** The writer's newsletter, written now if it was not (two requests at once write one). */
export async function ensureWriterNewsletter(db: Executor, writer: { id: string; username: string | null; name: string }, now: number): Promise<NewsletterModel> {
  await db
    .insertInto('newsletters')
    .values({ id: newId(), type: 'AUTHOR', user_id: writer.id, slug: writer.username ?? writer.id, name: writer.name, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const [found] = await newslettersOfWriters(db, [writer.id]);
  return found!;
}

export async function subscriberByAddress(db: Executor, newsletterId: string, email: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'newsletter_id', 'email', 'user_id', 'status', 'confirm_expires_at'])
    .where('newsletter_id', '=', newsletterId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function subscriberById(db: Executor, id: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').select(['id', 'newsletter_id', 'email', 'user_id', 'status', 'confirm_expires_at']).where('id', '=', id).executeTakeFirst();
}

export async function subscriberByTokenHash(db: Executor, hash: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'newsletter_id', 'email', 'user_id', 'status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
}

/** Writes or rewrites the address's row: confirmed at once, or pending with a new confirmation token. */
export async function upsertSubscriber(
  db: Executor,
  input: { newsletterId: string; email: string; userId: string | null; status: 'pending' | 'confirmed'; tokenHash: string | null; expiresAt: number | null; now: number },
): Promise<void> {
  const confirmedAt = input.status === 'confirmed' ? input.now : null;
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: newId(),
      newsletter_id: input.newsletterId,
      email: input.email,
      user_id: input.userId,
      status: input.status,
      confirm_token_hash: input.tokenHash,
      confirm_expires_at: input.expiresAt,
      created_at: input.now,
      confirmed_at: confirmedAt,
    })
    .onConflict((oc) =>
      oc.columns(['newsletter_id', 'email']).doUpdateSet({
        status: input.status,
        user_id: (eb) => eb.fn.coalesce(eb.ref('excluded.user_id'), eb.ref('newsletter_subscribers.user_id')),
        confirm_token_hash: input.tokenHash,
        confirm_expires_at: input.expiresAt,
        confirmed_at: confirmedAt,
        unsubscribed_at: null,
      }),
    )
    .execute();
}

/** Confirms a pending row whose token has not expired; the token is spent either way. */
export async function confirmSubscriber(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markUnsubscribed(db: Executor, id: string, now: number): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null, confirm_expires_at: null })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

export async function confirmedCounts(db: Executor, newsletterIds: readonly string[]): Promise<Map<string, number>> {
  if (newsletterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['newsletter_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('newsletter_id', 'in', newsletterIds)
    .where('status', '=', 'confirmed')
    .groupBy('newsletter_id')
    .execute();
  return new Map(rows.map((r) => [r.newsletter_id, Number(r.n)]));
}

/** Of these newsletters, those the reader gets (by their account or their verified address). */
export async function subscribedAmong(db: Executor, reader: { id: string; email: string | null }, newsletterIds: readonly string[]): Promise<Set<string>> {
  if (newsletterIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select('newsletter_id')
    .where('newsletter_id', 'in', newsletterIds)
    .where('status', '=', 'confirmed')
    .where((eb) => (reader.email ? eb.or([eb('user_id', '=', reader.id), eb('email', '=', reader.email)]) : eb('user_id', '=', reader.id)))
    .execute();
  return new Set(rows.map((r) => r.newsletter_id));
}

/** The reader's confirmed subscriptions, most recent first. */
export async function subscriptionsOf(db: Executor, reader: { id: string; email: string | null }): Promise<NewsletterModel[]> {
  const rows = await db
    .selectFrom('newsletter_subscribers as s')
    .innerJoin('newsletters as n', 'n.id', 's.newsletter_id')
    .selectAll('n')
    .where('s.status', '=', 'confirmed')
    .where((eb) => (reader.email ? eb.or([eb('s.user_id', '=', reader.id), eb('s.email', '=', reader.email)]) : eb('s.user_id', '=', reader.id)))
    .orderBy('s.confirmed_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(toModel);
}

/** The reader's rows in a newsletter (by account or address), to unsubscribe them all. */
export async function readerRowsIn(db: Executor, newsletterId: string, reader: { id: string; email: string | null }): Promise<SubscriberRow[]> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'newsletter_id', 'email', 'user_id', 'status', 'confirm_expires_at'])
    .where('newsletter_id', '=', newsletterId)
    .where((eb) => (reader.email ? eb.or([eb('user_id', '=', reader.id), eb('email', '=', reader.email)]) : eb('user_id', '=', reader.id)))
    .execute();
}

export async function newslettersOfCollections(db: Executor, collectionIds: readonly string[]): Promise<NewsletterModel[]> {
  if (collectionIds.length === 0) return [];
  return (await db.selectFrom('newsletters').selectAll().where('collection_id', 'in', collectionIds).execute()).map(toModel);
}

/** A publication's newsletter, written unless it has one (one per publication): true when this call wrote it. */
export async function insertCollectionNewsletter(
  db: Executor,
  input: { collectionId: string; slug: string; name: string; description: string; now: number },
): Promise<boolean> {
  const written = await db
    .insertInto('newsletters')
    .values({ id: newId(), type: 'COLLECTION', user_id: null, collection_id: input.collectionId, slug: input.slug, name: input.name, description: input.description, created_at: input.now })
    .onConflict((oc) => oc.column('collection_id').doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateNewsletterText(db: Executor, id: string, input: { name: string; description: string }): Promise<void> {
  await db.updateTable('newsletters').set({ name: input.name, description: input.description }).where('id', '=', id).execute();
}

// ——— Email-only issues ———

export interface IssueRow {
  post_id: string;
  newsletter_id: string;
  created_by: string | null;
  sent_at: number | null;
  title: string;
  subtitle: string;
  body: string;
}

export async function insertIssue(db: Executor, input: { postId: string; newsletterId: string; createdBy: string; now: number }): Promise<void> {
  await db.insertInto('newsletter_issues').values({ post_id: input.postId, newsletter_id: input.newsletterId, created_by: input.createdBy, created_at: input.now }).execute();
}

export async function issuesByPostIds(db: Executor, postIds: readonly string[]): Promise<IssueRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('newsletter_issues')
    .select(['post_id', 'newsletter_id', 'created_by', 'sent_at', 'title', 'subtitle', 'body'])
    .where('post_id', 'in', postIds)
    .execute();
  return rows.map((r) => ({ ...r, sent_at: r.sent_at === null ? null : Number(r.sent_at) }));
}

/** Keeps the words that go out and marks the issue sent; false when it was sent already (two clicks send once). */
export async function markIssueSent(db: Executor, postId: string, input: { title: string; subtitle: string; body: string; sentBy: string; now: number }): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ title: input.title, subtitle: input.subtitle, body: input.body, sent_by: input.sentBy, sent_at: input.now })
    .where('post_id', '=', postId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
