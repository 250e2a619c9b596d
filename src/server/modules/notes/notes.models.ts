import type { PostModel } from '../posts';
import type { NoteModel } from './notes.repo';

/** A note gone from the reader's view, with the story when the reader may still open it. */
export interface NoteRemovalModel {
  noteId: string;
  postId: string;
  post: PostModel | null;
}

/** A deleted reply, with its note when the reader still reads it. */
export interface NoteReplyRemovalModel {
  replyId: string;
  noteId: string;
  note: NoteModel | null;
}
