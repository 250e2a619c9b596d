import type { PostBody } from '../../../shared/content/model';
import { plainText } from '../../../shared/content/text';
import type { NotificationFacts, NotificationLinkKind } from '../../../shared/format/notification-sentence';
import { buildPath } from '../../../shared/routes';
import { catalogSlugId } from '../../../shared/validation/lists';
import type { Executor } from '../../db';

/** One notification as an email tells it: the sentence's facts and where each of its links leads (absolute). */
export interface NotificationForEmail {
  id: string;
  userId: string;
  activityType: string;
  occurredAt: number;
  facts: NotificationFacts;
  links: Partial<Record<NotificationLinkKind, string>>;
}

type Row = { id: string; user_id: string; activity_type: string; actor_id: string | null; actor_count: number; milestone_arg: number | null; occurred_at: number } & Record<
  'post_id' | 'collection_id' | 'catalog_id' | 'quote_id' | 'note_id' | 'note_reply_id' | 'response_post_id',
  string | null
>;

async function userOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  return db.selectFrom('users').select(['id', 'name', 'username']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

async function postOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  return db
    .selectFrom('posts')
    .select(['id', 'title', 'creator_id', 'is_response', 'latest_version', 'latest_published_version'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}

async function responseText(db: Executor, post: Awaited<ReturnType<typeof postOf>>): Promise<string | null> {
  if (!post) return null;
  const version = await db
    .selectFrom('post_versions')
    .select('body')
    .where('post_id', '=', post.id)
    .where('version', '=', post.latest_published_version ?? post.latest_version)
    .executeTakeFirst();
  if (!version) return null;
  try {
    return plainText(JSON.parse(version.body) as PostBody);
  } catch {
    return null;
  }
}

async function textOf(db: Executor, table: 'quotes' | 'notes' | 'note_replies', id: string | null): Promise<string | null> {
  if (!id) return null;
  if (table === 'quotes') return (await db.selectFrom('quotes').select('text').where('id', '=', id).executeTakeFirst())?.text ?? null;
  return (await db.selectFrom(table).select('content').where('id', '=', id).executeTakeFirst())?.content ?? null;
}

function profilePath(user: { id: string; username: string | null }): string {
  return user.username ? buildPath('ShowUser', { username: user.username }) : buildPath('ShowUserById', { userId: user.id });
}

/** Loads what the recipient's email says about one notification; null when the row is gone. */
export async function notificationForEmail(db: Executor, publicUrl: string, notificationId: string): Promise<NotificationForEmail | null> {
  const row = (await db.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const [recipient, actor, post, responsePost, collection, catalog] = await Promise.all([
    userOf(db, row.user_id),
    userOf(db, row.actor_id),
    postOf(db, row.post_id),
    postOf(db, row.response_post_id),
    row.collection_id ? db.selectFrom('collections').select(['id', 'name', 'slug']).where('id', '=', row.collection_id).executeTakeFirst() : undefined,
    row.catalog_id ? db.selectFrom('catalogs').select(['id', 'name', 'predefined', 'creator_id']).where('id', '=', row.catalog_id).executeTakeFirst() : undefined,
  ]);
  if (!recipient) return null;
  const [quoteText, noteText, noteReplyText, respondedText, catalogOwner] = await Promise.all([
    textOf(db, 'quotes', row.quote_id),
    textOf(db, 'notes', row.note_id),
    textOf(db, 'note_replies', row.note_reply_id),
    responseText(db, responsePost),
    userOf(db, catalog?.creator_id ?? null),
  ]);
  const facts: NotificationFacts = {
    type: row.activity_type,
    actorCount: Number(row.actor_count),
    actorName: actor?.name ?? null,
    milestoneArg: row.milestone_arg,
    post: post ? { title: post.title, isViewerOwn: post.creator_id === recipient.id, isResponse: post.is_response === 1 } : null,
    collection: collection ? { name: collection.name } : null,
    catalog: catalog ? { name: catalog.name, isViewerOwn: catalog.creator_id === recipient.id } : null,
    responseText: respondedText,
    quoteText,
    noteText,
    noteReplyText,
  };
  const absolute = (path: string) => publicUrl + path;
  const notificationsPage = absolute(buildPath('ShowNotifications'));
  const links: NotificationForEmail['links'] = {
    stats: absolute(buildPath('ShowStats')),
    subscribers: notificationsPage,
    viewerProfile: absolute(profilePath(recipient)),
    taxes: absolute(buildPath('ShowPartnerTaxes')),
    followers: recipient.username ? absolute(buildPath('ShowUserFollowers', { username: recipient.username })) : notificationsPage,
  };
  if (post) links.post = absolute(buildPath('ShowPost', { postId: post.id }));
  if (responsePost) links.responsePost = absolute(buildPath('ShowPost', { postId: responsePost.id }));
  else if (post) links.responsePost = links.post;
  if (collection) links.collection = absolute(buildPath('ShowCollectionHome', { collectionSlug: collection.slug }));
  if (catalog && catalogOwner?.username) links.catalog = absolute(buildPath('ShowUserList', { username: catalogOwner.username, catalogSlugId: catalogSlugId(catalog) }));
  if (actor) links.actor = absolute(profilePath(actor));
  return { id: row.id, userId: row.user_id, activityType: row.activity_type, occurredAt: Number(row.occurred_at), facts, links };
}
