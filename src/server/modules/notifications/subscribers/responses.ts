import { deliver, removeActor, SUBSCRIBER, type NotificationDeps } from './common';

/**
 * Responses tell the writer of what was answered: a story's author of a response to the story, a response's
 * writer of a reply to it, a list's creator of a response to the list. A story's author is not told of
 * replies deeper in a thread they are not part of (as on Medium). Each response is its own row, linked to
 * the response (`responsePost`) and to the story (`post`) or list (`catalog`) the discussion is about.
 */
export function subscribeResponses(deps: NotificationDeps): void {
  const { bus } = deps;

  bus.subscribe('response.created', SUBSCRIBER, async (e, meta) => {
    const toList = e.parentCatalogId !== null;
    await deliver(deps, {
      recipientId: e.parentAuthorId,
      type: toList ? 'catalog_response_created' : 'response_created',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.rootPostId, catalogId: e.rootCatalogId, responsePostId: e.responseId },
      occurredAt: meta.occurredAt,
    });
  });

  // Only its writer deletes a response.
  bus.subscribe('response.deleted', SUBSCRIBER, async (e) => {
    await removeActor(deps, e.actorId, { responsePostId: e.responseId });
  });
}
