/** What other modules may use of this one. */
import type { NoteModel, NoteReplyModel } from './notes.repo';
import type { NoteRemovalModel, NoteReplyRemovalModel } from './notes.models';

// Reads that apply the privacy rule: only a note's writer and the story's creator ever get a note.
export { readableNote, readableNoteReply, visibleNotes } from './notes.service';
export { canReadNote } from './notes.policy';
// The rows themselves, for demo content; services go through the mutations.
export { insertNote, insertReply, insertReport, dismissNoteRow, type NoteModel, type NoteReplyModel } from './notes.repo';
export { type NoteRemovalModel, type NoteReplyRemovalModel } from './notes.models';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Note: NoteModel;
    NoteReply: NoteReplyModel;
    NoteRemoval: NoteRemovalModel;
    NoteReplyRemoval: NoteReplyRemovalModel;
  }
}
export { notesByIds, replyWithNote } from './notes.repo';
