import { NOTE_MESSAGES } from '../../../shared/validation/notes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, type SignedInContext } from '../../security';
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
  type NotesContext,
} from './notes.service';

/** Each note mutation is decided per note by the notes policy (notes.policy.ts): its writer, the story's creator, or editors. */
const notesPolicy = <A, R>(name: string, resolve: (args: A, ctx: NotesContext) => R) =>
  byPolicy<unknown, A, R>(`notes.${name}`, (_, args, ctx: SignedInContext) => resolve(args, ctx), NOTE_MESSAGES.signInFirst);

export const notesResolvers: Resolvers = {
  Mutation: {
    createNote: notesPolicy('create', (args, ctx) => createNote(ctx, args)),
    deleteNote: notesPolicy('writer', (args, ctx) => deleteNote(ctx, args)),
    dismissNote: notesPolicy('dismiss', (args, ctx) => dismissNote(ctx, args)),
    createNoteReply: notesPolicy('conversation', (args, ctx) => createNoteReply(ctx, args)),
    deleteNoteReply: notesPolicy('replyWriter', (args, ctx) => deleteNoteReply(ctx, args)),
    reportNote: notesPolicy('report', (args, ctx) => reportNote(ctx, args)),
    reportNoteReply: notesPolicy('report', (args, ctx) => reportNoteReply(ctx, args)),
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
      const found = await readableNote(ctx, reply.noteId);
      if (!found) throw new Error(NOTE_MESSAGES.noteNotFound);
      return found.note;
    },
  },
};
