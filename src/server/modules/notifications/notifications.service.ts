import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../../../shared/notifications';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { readableCatalog, type CatalogModel } from '../catalogs';
import type { CollectionModel } from '../collections';
import { readableNote, readableNoteReply } from '../notes';
import { findPost, type PostModel } from '../posts';
import { readableQuote } from '../quotes';
import { findUser, type UserModel } from '../users';
import { notificationLoaders } from './notifications.loaders';
import { NOTIFICATION_MESSAGES, VIEWED_RATE_LIMITS, filterTypes, isUnread } from './notifications.policy';
import { feedPage, markViewed, ownRow, type FeedCursor, type NotificationModel } from './notifications.repo';

// Every read here is of the signed-in reader's own rows: nothing takes another person's id.

export interface Paging {
  limit?: number | null;
  to?: string | null;
}

export function feedPageSize(limit: number | null | undefined): number {
  if (limit == null) return NOTIFICATIONS_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), NOTIFICATIONS_MAX_PAGE_SIZE);
}

export function encodeFeedCursor(row: { occurredAt: number; id: string }): string {
  return `${row.occurredAt}_${row.id}`;
}

/** The cursor a page's `next` carried; anything else starts from the newest row. */
export function decodeFeedCursor(to: string | null | undefined): FeedCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { occurredAt: Number(match[1]), id: match[2] ?? '' } : null;
}

/** The bell's count (null signed out): one primary-key read of the reader's counter row. */
export async function notificationStatus(ctx: ServiceContext): Promise<{ unreadNotificationCount: number } | null> {
  if (!ctx.viewer) return null;
  const status = await notificationLoaders(ctx).statusByUser.load(ctx.viewer.id);
  return { unreadNotificationCount: status.unreadCount };
}

/** One of the reader's own notifications (a rolled-up row's people, for the Follows dialog); null for anyone else's. */
export async function ownNotification(ctx: SignedInContext, { id }: { id: string }): Promise<NotificationModel | null> {
  return ownRow(ctx.db, ctx.viewer.id, id);
}

/** One page of the reader's feed, newest first, optionally of some activity types (the Responses tab). */
export async function notificationsFeed(ctx: SignedInContext, input: { paging: Paging; activityTypes?: readonly string[] | null }) {
  const limit = feedPageSize(input.paging.limit);
  const types = filterTypes(input.activityTypes);
  // One extra row tells whether a next page exists without a count query.
  const rows = await feedPage(ctx.db, { userId: ctx.viewer.id, types, limit: limit + 1, after: decodeFeedCursor(input.paging.to) });
  const notifications = rows.slice(0, limit);
  const last = notifications[notifications.length - 1];
  return { notifications, pagingInfo: { next: rows.length > limit && last ? { limit, to: encodeFeedCursor(last) } : null, previous: null } };
}

export type ViewedAnswer =
  | { __typename: 'ActivityLastViewed'; lastViewedAt: number; notificationStatus: { unreadNotificationCount: number } }
  | { __typename: 'TooManyRequests'; message: string };

/** Opening the bell: everything so far reads as read and the count goes to 0. */
export async function updateActivityLastViewed(ctx: SignedInContext): Promise<ViewedAnswer> {
  const now = ctx.now();
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `notifications-viewed:${ctx.viewer.id}`, VIEWED_RATE_LIMITS, now);
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: NOTIFICATION_MESSAGES.tooMany };
  const lastViewedAt = await markViewed(ctx.db, ctx.viewer.id, now);
  // This request's later reads (isUnread, the count) see the change.
  notificationLoaders(ctx).statusByUser.clear(ctx.viewer.id).prime(ctx.viewer.id, { unreadCount: 0, lastViewedAt });
  return { __typename: 'ActivityLastViewed', lastViewedAt, notificationStatus: { unreadNotificationCount: 0 } };
}

export async function rowIsUnread(ctx: ServiceContext, row: NotificationModel): Promise<boolean> {
  if (ctx.viewer?.id !== row.userId) return false;
  const status = await notificationLoaders(ctx).statusByUser.load(ctx.viewer.id);
  return isUnread(row, status.lastViewedAt);
}

// Who and what a row names, each only as the reader may see it through its own module's rules: a deleted,
// unpublished or private target, or a gone account, is null (the client then says 'A story', 'Unknown user').

/** A person as the reader may see them: null when the account is gone, suspended, or blocks the reader. */
async function visiblePerson(ctx: ServiceContext, userId: string): Promise<UserModel | null> {
  const found = await findUser(ctx, { id: userId });
  return found.kind === 'user' ? found.user : null;
}

export async function notificationActor(ctx: ServiceContext, row: NotificationModel): Promise<UserModel | null> {
  return row.actorId ? visiblePerson(ctx, row.actorId) : null;
}

/** The row's people, newest first, leaving out accounts the reader can no longer see. */
export async function rollupItems(ctx: ServiceContext, row: NotificationModel): Promise<{ actor: UserModel }[]> {
  const ids = await notificationLoaders(ctx).actorIdsByRow.load(row.id);
  const people = await Promise.all(ids.map((id) => visiblePerson(ctx, id)));
  return people.flatMap((actor) => (actor ? [{ actor }] : []));
}

export async function readablePost(ctx: ServiceContext, { postId }: { postId: string | null }): Promise<PostModel | null> {
  if (!postId) return null;
  const found = await findPost(ctx, { id: postId });
  return found.kind === 'post' ? found.post : null;
}

/** Publications are public; one that no longer exists is null. */
export async function notificationCollection(ctx: ServiceContext, row: NotificationModel): Promise<CollectionModel | null> {
  return row.collectionId ? ctx.loaders.collectionById.load(row.collectionId) : null;
}

export async function notificationCatalog(ctx: ServiceContext, row: NotificationModel): Promise<CatalogModel | null> {
  return row.catalogId ? readableCatalog(ctx, { catalogId: row.catalogId }) : null;
}

export async function notificationQuote(ctx: ServiceContext, row: NotificationModel) {
  return row.quoteId ? readableQuote(ctx, { quoteId: row.quoteId }) : null;
}

export async function notificationNote(ctx: ServiceContext, row: NotificationModel) {
  return row.noteId ? ((await readableNote(ctx, { noteId: row.noteId }))?.note ?? null) : null;
}

export async function notificationNoteReply(ctx: ServiceContext, row: NotificationModel) {
  return row.noteReplyId ? readableNoteReply(ctx, { replyId: row.noteReplyId }) : null;
}
