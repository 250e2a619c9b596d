import DataLoader from 'dataloader';
import type { ServiceContext } from '../../graphql/context';
import type { PostModel } from '../posts';
import { notesByIds, readableNotes, repliesByIds, repliesOfNotes, reportedByReader, type NoteModel, type NoteReplyModel } from './notes.repo';

function createNoteLoaders(ctx: ServiceContext) {
  const readerId = ctx.viewer?.id ?? null;
  return {
    noteById: new DataLoader<string, NoteModel | null>(async (ids) => {
      const found = await notesByIds(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    replyById: new DataLoader<string, NoteReplyModel | null>(async (ids) => {
      const found = await repliesByIds(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    /** The notes of each story this request's reader may read (see `readableNotes`): one query for a list of stories. */
    readableByPost: new DataLoader<string, NoteModel[]>(async (postIds) => {
      if (!readerId) return postIds.map(() => []);
      const posts = await ctx.loaders.postById.loadMany(postIds);
      const creators = new Map<string, string>();
      for (const post of posts) if (post && !(post instanceof Error)) creators.set(post.id, (post as PostModel).creatorId);
      const found = await readableNotes(ctx.db, readerId, creators);
      return postIds.map((id) => found.get(id) ?? []);
    }),
    repliesByNote: new DataLoader<string, NoteReplyModel[]>(async (noteIds) => {
      const found = await repliesOfNotes(ctx.db, noteIds);
      return noteIds.map((id) => found.get(id) ?? []);
    }),
    /** Whether this request's reader reported a note or reply, by its id. */
    reportedByReader: new DataLoader<string, boolean>(async (ids) => {
      if (!readerId) return ids.map(() => false);
      const found = await reportedByReader(ctx.db, readerId, ids);
      return ids.map((id) => found.has(id));
    }),
  };
}

export type NoteLoaders = ReturnType<typeof createNoteLoaders>;

// Kept beside the request's own loaders (one set per request) without widening the shared loader list.
const byRequest = new WeakMap<object, NoteLoaders>();

/** This request's note loaders. */
export function noteLoaders(ctx: ServiceContext): NoteLoaders {
  let loaders = byRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createNoteLoaders(ctx);
    byRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** After a change: this request's later reads see it. */
export function forgetNotes(ctx: ServiceContext, ids: { postId?: string; noteId?: string; replyId?: string }) {
  const loaders = noteLoaders(ctx);
  if (ids.postId) loaders.readableByPost.clear(ids.postId);
  if (ids.noteId) {
    loaders.noteById.clear(ids.noteId);
    loaders.repliesByNote.clear(ids.noteId);
    loaders.reportedByReader.clear(ids.noteId);
  }
  if (ids.replyId) {
    loaders.replyById.clear(ids.replyId);
    loaders.reportedByReader.clear(ids.replyId);
  }
}
