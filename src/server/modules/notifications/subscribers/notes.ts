import { notify } from '../notifications.notify';
import { deleteRowsAbout, removeActor } from '../notifications.retract';
import { storyAuthor, SUBSCRIBER, type NotificationDeps } from './common';

/**
 * Private notes are between their writer and the story's creator: only those two are ever told anything
 * about a note. A note tells the creator ('post_noted'); a reply tells the other one: 'post_note_replied'
 * when that is the story's creator (a reply on a note on your story), 'note_replied' when it is the note's
 * writer (a reply to your note). A dismissed note leaves the creator's feed.
 */
export function subscribeNotes(deps: NotificationDeps): void {
  const { bus, db } = deps;

  bus.subscribe('note.created', SUBSCRIBER, async (e, meta) => {
    await notify(deps, {
      recipientId: e.postCreatorId,
      type: 'post_noted',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.postId, noteId: e.noteId },
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('note.replied', SUBSCRIBER, async (e, meta) => {
    const creatorId = await storyAuthor(db, e.postId);
    if (creatorId === null) return;
    await notify(deps, {
      recipientId: e.recipientId,
      type: e.recipientId === creatorId ? 'post_note_replied' : 'note_replied',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.postId, noteId: e.noteId, noteReplyId: e.replyId },
      occurredAt: meta.occurredAt,
    });
  });

  // These two types only ever go to the story's creator, who no longer sees the note.
  bus.subscribe('note.dismissed', SUBSCRIBER, async (e) => {
    await deleteRowsAbout(db, 'note_id', e.noteId, ['post_noted', 'post_note_replied']);
  });
  // A deleted note takes its replies with it: nothing about it is left in either feed.
  bus.subscribe('note.deleted', SUBSCRIBER, async (e) => {
    await deleteRowsAbout(db, 'note_id', e.noteId);
  });
  bus.subscribe('note.replyDeleted', SUBSCRIBER, async (e) => {
    await removeActor(db, e.actorId, { noteId: e.noteId, noteReplyId: e.replyId });
  });
}
