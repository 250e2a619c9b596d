import { NOTE_MESSAGES } from '../../../shared/validation/notes';
import type { PostModel } from '../posts';
import type { UserModel } from '../../core';
import type { NoteModel, NoteReplyModel } from './notes.repo';

export type Decision = { allowed: true } | { allowed: false; kind: 'BadRequest' | 'Forbidden' | 'NotFound'; message: string };

const allow: Decision = { allowed: true };
const forbidden = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });
const badRequest = (message: string): Decision => ({ allowed: false, kind: 'BadRequest', message });

/**
 * The privacy rule: a note is read by its writer and by the story's creator, nobody else (publication
 * editors, staff and other readers included). A dismissed note leaves the creator's view; its writer keeps it.
 */
export function canReadNote(readerId: string | null, note: NoteModel, postCreatorId: string): boolean {
  if (readerId === null) return false;
  if (readerId === note.authorId) return true;
  return readerId === postCreatorId && note.dismissedAt === null;
}

export interface NoteFacts {
  viewer: UserModel;
  post: PostModel;
  creator: UserModel;
  /** Neither has blocked the other. */
  canInteract: boolean;
  readsWholeStory: boolean;
}

/** Who may leave a note: another reader of the whole text, not blocked either way, when the creator allows notes. */
export function canCreateNote(facts: NoteFacts): Decision {
  if (facts.viewer.id === facts.post.creatorId) return badRequest(NOTE_MESSAGES.ownStory);
  if (!facts.canInteract) return forbidden(NOTE_MESSAGES.blocked);
  if (!facts.creator.allowNotes) return forbidden(NOTE_MESSAGES.notesClosed(facts.creator.name));
  if (!facts.readsWholeStory) return forbidden(NOTE_MESSAGES.lockedStory);
  return allow;
}

/** Replies: the two people in the conversation, while the note is not dismissed and neither blocked the other. */
export function canReply(viewerId: string, note: NoteModel, postCreatorId: string, canInteract: boolean): Decision {
  if (viewerId !== note.authorId && viewerId !== postCreatorId) return forbidden(NOTE_MESSAGES.notInConversation);
  if (note.dismissedAt !== null) return badRequest(NOTE_MESSAGES.dismissedNote);
  if (!canInteract) return forbidden(NOTE_MESSAGES.blocked);
  return allow;
}

export function canDeleteNote(viewerId: string, note: NoteModel): Decision {
  return viewerId === note.authorId ? allow : forbidden(NOTE_MESSAGES.notYourNote);
}

export function canDeleteReply(viewerId: string, reply: NoteReplyModel): Decision {
  return viewerId === reply.authorId ? allow : forbidden(NOTE_MESSAGES.notYourReply);
}

/** The story's creator, or an editor of its publication (spec 1 §6); editors dismiss without reading. */
export function canDismiss(viewerId: string, postCreatorId: string, isCollectionEditor: boolean): Decision {
  return viewerId === postCreatorId || isCollectionEditor ? allow : forbidden(NOTE_MESSAGES.dismissForbidden);
}

/** Reporting: someone who reads the note or reply and did not write it. */
export function canReport(viewerId: string, target: { authorId: string }, kind: 'note' | 'reply'): Decision {
  if (viewerId === target.authorId) return badRequest(kind === 'note' ? NOTE_MESSAGES.reportOwnNote : NOTE_MESSAGES.reportOwnReply);
  return allow;
}

/** A passage inside one paragraph: both offsets within its text and a length above zero (spec 1 §5). */
export function isPassage(text: string, start: number, end: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= text.length;
}
