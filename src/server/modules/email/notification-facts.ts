import type { PostBody } from '../../../shared/content/model';
import { plainText } from '../../../shared/content/text';
import type { NotificationFacts, NotificationLinkKind } from '../../../shared/format/notification-sentence';
import { buildPath } from '../../../shared/routes';
import { catalogSlugId } from '../../../shared/validation/lists';
import { noteFragment } from '../../../shared/validation/notes';
import type { ServiceContext } from '../../core';
import type { Executor } from '../../db';
import { notesByIds, replyWithNote } from '../notes';
import { bodiesByVersion, postRowsByIds } from '../posts';
import { quotesByIds } from '../quotes';
import { emailAvatarUrl, type EmailActor } from './document';

/** One notification as an email tells it: the sentence's facts and where each of its links leads (absolute). */
export interface NotificationForEmail {
  id: string;
  userId: string;
  activityType: string;
  occurredAt: number;
  facts: NotificationFacts;
  links: Partial<Record<NotificationLinkKind, string>>;
  /** Who acted, with their picture (absolute), when someone did and the account still exists. */
  actor: EmailActor | null;
  /**
   * The exact thing the row is about, when it is a text of its own: the note or the note a reply belongs to (the
   * story's address with the note's fragment, spec 1 §2), the response or reply (its own page), the highlight
   * (the story at the highlighted paragraph).
   */
  exact: { url: string; label: string } | null;
}

/** A person who still has an account (a deleted one is told of by no name). */
async function userOf(ctx: ServiceContext, id: string | null) {
  if (!id) return undefined;
  const user = await ctx.loaders.userById.load(id);
  return user && user.deletedAt == null ? user : undefined;
}

/** A story still there (neither deleted nor suspended). */
async function postOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [post] = await postRowsByIds(db, [id]);
  return post && post.deleted_at === null && post.suspended_at === null ? post : undefined;
}

async function responseText(db: Executor, post: Awaited<ReturnType<typeof postOf>>): Promise<string | null> {
  if (!post) return null;
  const key = `${post.id}:${post.latest_published_version ?? post.latest_version}`;
  const body = (await bodiesByVersion(db, [key])).get(key);
  if (!body) return null;
  try {
    return plainText(body as PostBody);
  } catch {
    return null;
  }
}

async function quoteOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  return (await quotesByIds(db, [id])).get(id);
}

async function noteOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  return (await notesByIds(db, [id])).get(id);
}

/** A reply with the note it answers (its link is the note's). */
async function noteReplyOf(db: Executor, id: string | null) {
  if (!id) return undefined;
  return (await replyWithNote(db, id)) ?? undefined;
}

function firstParagraph(paragraphNames: readonly unknown[]): string | null {
  return typeof paragraphNames[0] === 'string' ? paragraphNames[0] : null;
}

function profilePath(user: { id: string; username: string | null }): string {
  return user.username ? buildPath('ShowUser', { username: user.username }) : buildPath('ShowUserById', { userId: user.id });
}

/** Loads what the recipient's email says about one notification; null when the row is gone. */
export async function notificationForEmail(ctx: ServiceContext, input: { notificationId: string }): Promise<NotificationForEmail | null> {
  const { db, loaders } = ctx;
  const { publicUrl } = ctx.config;
  const { notificationId } = input;
  const row = await loaders.notificationRowById.load(notificationId);
  if (!row) return null;
  const [recipient, actor, post, responsePost, collection, catalog] = await Promise.all([
    userOf(ctx, row.user_id),
    userOf(ctx, row.actor_id),
    postOf(db, row.post_id),
    postOf(db, row.response_post_id),
    row.collection_id ? loaders.collectionById.load(row.collection_id) : undefined,
    row.catalog_id ? loaders.catalogById.load(row.catalog_id) : undefined,
  ]);
  if (!recipient) return null;
  const [quote, note, noteReply, respondedText, catalogOwner] = await Promise.all([
    quoteOf(db, row.quote_id),
    noteOf(db, row.note_id),
    noteReplyOf(db, row.note_reply_id),
    responseText(db, responsePost),
    userOf(ctx, catalog?.creatorId ?? null),
  ]);
  const facts: NotificationFacts = {
    type: row.activity_type,
    actorCount: Number(row.actor_count),
    actorName: actor?.name ?? null,
    milestoneArg: row.milestone_arg,
    post: post ? { title: post.title, isViewerOwn: post.creator_id === recipient.id, isResponse: post.is_response === 1 } : null,
    collection: collection ? { name: collection.name } : null,
    catalog: catalog ? { name: catalog.name, isViewerOwn: catalog.creatorId === recipient.id } : null,
    responseText: respondedText,
    quoteText: quote?.text ?? null,
    noteText: note?.content ?? null,
    noteReplyText: noteReply?.content ?? null,
  };
  const absolute = (path: string) => publicUrl + path;
  const notificationsPage = absolute(buildPath('ShowNotifications'));
  const links: NotificationForEmail['links'] = {
    stats: absolute(buildPath('ShowStats')),
    subscribers: recipient.username ? absolute(buildPath('ShowUserAudience', { username: recipient.username })) : notificationsPage,
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

  const storyAt = (fragment: string) => (links.post ? `${links.post}#${fragment}` : null);
  const exact = (url: string | null | undefined, label: string) => (url ? { url, label } : null);
  const highlighted = quote ? firstParagraph(quote.paragraphNames) : null;
  let exactLink: NotificationForEmail['exact'] = null;
  if (noteReply) exactLink = exact(storyAt(noteFragment({ anchor: noteReply.anchor, id: noteReply.noteId })), 'Read the reply');
  else if (note) exactLink = exact(storyAt(noteFragment(note)), 'Read the note');
  else if (responsePost) exactLink = exact(links.responsePost, post?.is_response === 1 ? 'Read the reply' : 'Read the response');
  else if (highlighted) exactLink = exact(storyAt(highlighted), 'See the highlight');
  return {
    id: row.id,
    userId: row.user_id,
    activityType: row.activity_type,
    occurredAt: Number(row.occurred_at),
    facts,
    links,
    actor: actor
      ? { name: actor.name, avatarUrl: emailAvatarUrl(publicUrl, actor.imageId), profileUrl: links.actor ?? null }
      : null,
    exact: exactLink,
  };
}
