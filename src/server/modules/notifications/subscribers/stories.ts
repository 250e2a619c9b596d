import { findPost, postRowsByIds } from '../../posts';
import { usersByIds } from '../../users';
import { deleteRowsAbout } from '../notifications.retract';
import { deliver, inTransaction, SUBSCRIBER, type NotificationDeps } from './common';
import { registerFanOut, startFanOut } from './fan-out';
import { notifyMentions } from './mentions';
import { readerContext } from './reader-context';

/**
 * Publishing: the people a story mentions are told on every publication (each once per story); on the first
 * one only, the others who worked on it (its author, editors who saved a draft of it) and, by batched jobs, the
 * author's and the publication's followers (of a series: that there is a new series). A story shared with
 * someone tells them. A story unpublished or deleted takes every row about it (and about responses to it) out
 * of every feed; a deleted list likewise.
 */
export function subscribeStories(deps: NotificationDeps): void {
  const { bus, db } = deps;
  registerFanOut(deps);

  bus.subscribe('post.published', SUBSCRIBER, async (e, meta) => {
    await notifyMentions(deps, { postId: e.postId, occurredAt: meta.occurredAt });
    if (!e.isFirstPublication) return;
    const [post] = await postRowsByIds(db, [e.postId]);
    if (!post || post.is_response) return;
    for (const recipientId of e.collaboratorIds ?? []) {
      await deliver(deps, {
        recipientId,
        type: 'post_collaborated_published',
        actorId: e.actorId,
        dedupeKey: `post_collaborated_published:${e.postId}`,
        target: { postId: e.postId, collectionId: post.collection_id },
        occurredAt: meta.occurredAt,
      });
    }
    await startFanOut(deps, {
      type: post.is_series ? 'series_published_by_someone_you_follow' : 'post_published_by_someone_you_follow',
      postId: e.postId,
      authorId: post.creator_id,
      collectionId: post.collection_id,
      occurredAt: meta.occurredAt,
    });
  });

  // Once per story, sharer and person; only someone who can open the story hears of it.
  bus.subscribe('post.shared', SUBSCRIBER, async (e, meta) => {
    const [reader] = await usersByIds(db, [e.recipientId]);
    if (!reader || reader.deletedAt != null) return;
    if ((await findPost(readerContext(deps, reader), { id: e.postId })).kind !== 'post') return;
    await deliver(deps, {
      recipientId: reader.id,
      type: 'post_shared',
      actorId: e.actorId,
      dedupeKey: `post_shared:${e.postId}:${e.actorId}`,
      target: { postId: e.postId },
      occurredAt: meta.occurredAt,
    });
  });

  const forget = async (postId: string) => {
    await inTransaction(deps, (ctx) => deleteRowsAbout(ctx, { column: 'post_id', id: postId }));
    await inTransaction(deps, (ctx) => deleteRowsAbout(ctx, { column: 'response_post_id', id: postId }));
  };
  bus.subscribe('post.unpublished', SUBSCRIBER, (e) => forget(e.postId));
  bus.subscribe('post.deleted', SUBSCRIBER, (e) => forget(e.postId));
  bus.subscribe('catalog.deleted', SUBSCRIBER, (e) => inTransaction(deps, (ctx) => deleteRowsAbout(ctx, { column: 'catalog_id', id: e.catalogId })));
}
