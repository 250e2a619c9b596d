import { usernameMentions } from '../../../../shared/validation/mentions';
import type { ServiceContext } from '../../../graphql/context';
import { readableNote, readableNoteReply } from '../../notes';
import { usersByIds } from '../../users';
import { deleteRowsAbout } from '../notifications.retract';
import { deliver, removeActor, inTransaction, storyAuthor, SUBSCRIBER, type NotificationDeps } from './common';
import { readerContext } from './reader-context';

/**
 * Private notes are between their writer and the story's creator: only those two are ever told anything
 * about a note. A note tells the creator ('post_noted'); a reply tells the other one: 'post_note_replied'
 * when that is the story's creator (a reply on a note on your story), 'note_replied' when it is the note's
 * writer (a reply to your note). A note or reply that names the one it is for ('@username') is a mention of them:
 * 'mention_in_note' / 'mention_in_note_reply' instead, one row either way. Nobody else a note names is told: they
 * cannot read it, and being told would show them what it says. A dismissed note leaves the creator's feed.
 */
/** Whether the words the recipient reads (as they may read them) name them: '@' and their username. */
async function namesRecipient(deps: NotificationDeps, recipientId: string, words: (ctx: ServiceContext) => Promise<string>): Promise<boolean> {
  const [recipient] = await usersByIds(deps.db, [recipientId]);
  if (!recipient?.username) return false;
  const username = recipient.username.toLowerCase();
  return usernameMentions(await words(readerContext(deps, recipient))).some((m) => m.username === username);
}

export function subscribeNotes(deps: NotificationDeps): void {
  const { bus, db } = deps;

  bus.subscribe('note.created', SUBSCRIBER, async (e, meta) => {
    const named = await namesRecipient(deps, e.postCreatorId, (ctx) => readableNote(ctx, { noteId: e.noteId }).then((found) => found?.note.content ?? ''));
    await deliver(deps, {
      recipientId: e.postCreatorId,
      type: named ? 'mention_in_note' : 'post_noted',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.postId, noteId: e.noteId },
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('note.replied', SUBSCRIBER, async (e, meta) => {
    const creatorId = await storyAuthor(db, e.postId);
    if (creatorId === null) return;
    const named = await namesRecipient(deps, e.recipientId, (ctx) => readableNoteReply(ctx, { replyId: e.replyId }).then((reply) => reply?.content ?? ''));
    await deliver(deps, {
      recipientId: e.recipientId,
      type: named ? 'mention_in_note_reply' : e.recipientId === creatorId ? 'post_note_replied' : 'note_replied',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      target: { postId: e.postId, noteId: e.noteId, noteReplyId: e.replyId },
      occurredAt: meta.occurredAt,
    });
  });

  // The story's creator no longer sees the note: nothing about it stays in their feed (its writer keeps theirs).
  bus.subscribe('note.dismissed', SUBSCRIBER, async (e) => {
    const creatorId = await storyAuthor(db, e.postId);
    if (creatorId !== null) await inTransaction(deps, (ctx) => deleteRowsAbout(ctx, { column: 'note_id', id: e.noteId, recipientId: creatorId }));
  });
  // A deleted note takes its replies with it: nothing about it is left in either feed.
  bus.subscribe('note.deleted', SUBSCRIBER, async (e) => {
    await inTransaction(deps, (ctx) => deleteRowsAbout(ctx, { column: 'note_id', id: e.noteId }));
  });
  bus.subscribe('note.replyDeleted', SUBSCRIBER, async (e) => {
    await removeActor(deps, e.actorId, { noteId: e.noteId, noteReplyId: e.replyId });
  });
}
