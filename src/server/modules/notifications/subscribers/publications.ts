import type { EventMeta } from '../../../jobs';
import { publicationEditorIds } from '../../collections';
import { EDITOR_INVITATION_ACCEPTED } from '../../../../shared/notifications';
import { deliver, SUBSCRIBER, type NotificationDeps } from './common';
import { tellFollowersWhere } from './fan-out';

/**
 * Publications: a submission tells the publication's editors (and its creator); an editor's decision tells
 * the author: 'collection_post_published' when the approval is what published the story in the publication (a
 * submitted draft, or a story submitted as it was first published: its followers' rows then name the
 * publication, and the publication's followers hear of it), 'collection_post_approved' when a story published
 * on its own and submitted later is taken in.
 * A new editor is told who added them (who invited them, when they accepted an invitation), and whoever
 * invited them is told they accepted. Invitations are not notifications: they come by email and wait on the
 * publications page, and the rows come when the invitation is accepted and the person really is an editor. A
 * writer added (not an editor) has no notification type. An editor featuring a story at the top of the
 * publication's home page tells its author.
 */
export function subscribePublications(deps: NotificationDeps): void {
  const { bus, db } = deps;

  /** A story submitted to a publication or taken into it, told as coming from whoever did it. */
  const storyInPublication = (
    recipientId: string,
    type: 'collection_draft_submitted' | 'collection_post_submitted' | 'collection_post_published' | 'collection_post_approved',
    e: { actorId: string; postId: string; collectionId: string },
    meta: EventMeta,
  ) =>
    deliver(deps, {
      recipientId,
      type,
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.postId, collectionId: e.collectionId },
      occurredAt: meta.occurredAt,
    });

  bus.subscribe('post.submitted', SUBSCRIBER, async (e, meta) => {
    for (const recipientId of await publicationEditorIds(db, e.collectionId)) {
      await storyInPublication(recipientId, e.isDraft ? 'collection_draft_submitted' : 'collection_post_submitted', e, meta);
    }
  });

  bus.subscribe('post.approvedInCollection', SUBSCRIBER, async (e, meta) => {
    await storyInPublication(e.authorId, e.publishedByApproval ? 'collection_post_published' : 'collection_post_approved', e, meta);
    await tellFollowersWhere(deps, e, meta);
  });

  // Once per story and publication: taking a story off the top of the home page and back is not news again.
  bus.subscribe('collection.postsFeatured', SUBSCRIBER, async (e, meta) => {
    for (const { postId, authorId } of e.posts) {
      await deliver(deps, {
        recipientId: authorId,
        type: 'post_added_to_homepage_catalog',
        actorId: e.actorId,
        dedupeKey: `post_added_to_homepage_catalog:${e.collectionId}:${postId}`,
        target: { postId, collectionId: e.collectionId },
        occurredAt: meta.occurredAt,
      });
    }
  });

  // By an invitation the new editor accepted (they are the actor): the new editor hears it from the one who
  // invited them, and that one hears that the invitation was accepted. By a role change: from whoever changed it.
  bus.subscribe('collection.editorAdded', SUBSCRIBER, async (e, meta) => {
    const editorAdded = { type: 'collection_editor_added', dedupeKey: meta.eventId, target: { collectionId: e.collectionId }, occurredAt: meta.occurredAt } as const;
    await deliver(deps, { ...editorAdded, recipientId: e.userId, actorId: e.inviterId ?? e.actorId });
    if (e.inviterId) await deliver(deps, { ...editorAdded, recipientId: e.inviterId, actorId: e.userId, milestoneArg: EDITOR_INVITATION_ACCEPTED });
  });
}
