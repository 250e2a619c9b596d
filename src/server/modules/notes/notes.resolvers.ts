import { NOTE_MESSAGES } from '../../../shared/validation/notes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, signedIn } from '../../security';
import { mayCreateNote, mayDeleteNote, mayDeleteNoteReply, mayDismissNote, mayReplyToNote } from './notes.access';
import { noteLoaders } from './notes.loaders';
import {
  createNote,
  createNoteReply,
  deleteNote,
  deleteNoteReply,
  dismissNote,
  noteUrl,
  readableNote,
  reportNote,
  reportNoteReply,
  visibleNotes,
} from './notes.service';

/**
 * Each note mutation is decided per note by a policy the guard calls (notes.access.ts): its writer, the story's
 * creator, or editors; a refusal is the contract's Forbidden result. Each writes in one transaction.
 */
const guarded = { message: NOTE_MESSAGES.signInFirst, writes: true, refused: (message: string) => ({ __typename: 'Forbidden' as const, message }) };

export const notesResolvers: Resolvers = {
  Mutation: {
    createNote: byPolicy(mayCreateNote, (_, args, ctx) => createNote(ctx, args), guarded),
    deleteNote: byPolicy(mayDeleteNote, (_, args, ctx) => deleteNote(ctx, args), guarded),
    dismissNote: byPolicy(mayDismissNote, (_, args, ctx) => dismissNote(ctx, args), guarded),
    createNoteReply: byPolicy(mayReplyToNote, (_, args, ctx) => createNoteReply(ctx, args), guarded),
    deleteNoteReply: byPolicy(mayDeleteNoteReply, (_, args, ctx) => deleteNoteReply(ctx, args), guarded),
    // Anyone who may read a note or reply reports it (the service answers NotFound otherwise, BadRequest for their own).
    reportNote: signedIn((_, args, ctx) => reportNote(ctx, args), { message: NOTE_MESSAGES.signInFirst, writes: true }),
    reportNoteReply: signedIn((_, args, ctx) => reportNoteReply(ctx, args), { message: NOTE_MESSAGES.signInFirst, writes: true }),
  },
  Post: {
    privateNotes: (post, _, ctx) => visibleNotes(ctx, post),
    privateNoteCount: async (post, _, ctx) => (await visibleNotes(ctx, post)).length,
  },
  // Notes reach these resolvers only through the service's reads, which apply the privacy rule.
  Note: {
    author: async (note, _, ctx) => {
      const author = await ctx.loaders.userById.load(note.authorId);
      if (!author) throw new Error(`Note ${note.id} has no author`);
      return author;
    },
    replies: (note, _, ctx) => noteLoaders(ctx).repliesByNote.load(note.id),
    selectionStartOffset: (note) => note.selectionStart,
    selectionEndOffset: (note) => note.selectionEnd,
    isDismissed: (note) => note.dismissedAt !== null,
    isReportedByViewer: (note, _, ctx) => noteLoaders(ctx).reportedByReader.load(note.id),
    url: (note, _, ctx) => noteUrl(ctx, note),
    post: async (note, _, ctx) => {
      const post = await ctx.loaders.postById.load(note.postId);
      if (!post) throw new Error(`Note ${note.id} has no story`);
      return post;
    },
  },
  NoteReply: {
    author: async (reply, _, ctx) => {
      const author = await ctx.loaders.userById.load(reply.authorId);
      if (!author) throw new Error(`Reply ${reply.id} has no author`);
      return author;
    },
    isReportedByViewer: (reply, _, ctx) => noteLoaders(ctx).reportedByReader.load(reply.id),
    note: async (reply, _, ctx) => {
      const found = await readableNote(ctx, { noteId: reply.noteId });
      if (!found) throw new Error(NOTE_MESSAGES.noteNotFound);
      return found.note;
    },
  },
};
