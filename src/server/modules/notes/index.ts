/** What other modules may use of this one. */

// Reads that apply the privacy rule: only a note's writer and the story's creator ever get a note.
export { readableNote, readableNoteReply, visibleNotes } from './notes.service';
export { canReadNote } from './notes.policy';
// The rows themselves, for demo content; services go through the mutations.
export { insertNote, insertReply, insertReport, dismissNoteRow, type NoteModel, type NoteReplyModel } from './notes.repo';
export { notesResolvers } from './notes.resolvers';
export { type NoteRemovalModel, type NoteReplyRemovalModel } from './notes.models';
