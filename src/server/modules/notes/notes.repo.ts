import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';

/** A note as stored. Never handed out unless `canReadNote` said yes for the reader. */
export interface NoteModel {
  id: string;
  postId: string;
  postVersion: number;
  anchor: string;
  authorId: string;
  content: string;
  selectionStart: number;
  selectionEnd: number;
  dismissedAt: number | null;
  createdAt: number;
}

export interface NoteReplyModel {
  id: string;
  noteId: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: number;
}

export type ReportKind = 'note' | 'reply';

// pg answers bigint columns and counts as strings: numbers from here on.
const num = (value: number | string | bigint | null): number => Number(value ?? 0);

interface NoteRow {
  id: string;
  post_id: string;
  post_version: number;
  anchor: string;
  author_id: string;
  content: string;
  selection_start: number;
  selection_end: number;
  dismissed_at: number | string | null;
  created_at: number | string;
}

function toNote(row: NoteRow): NoteModel {
  return {
    id: row.id,
    postId: row.post_id,
    postVersion: num(row.post_version),
    anchor: row.anchor,
    authorId: row.author_id,
    content: row.content,
    selectionStart: num(row.selection_start),
    selectionEnd: num(row.selection_end),
    dismissedAt: row.dismissed_at === null ? null : num(row.dismissed_at),
    createdAt: num(row.created_at),
  };
}

interface ReplyRow {
  id: string;
  note_id: string;
  post_id: string;
  author_id: string;
  content: string;
  created_at: number | string;
}

function toReply(row: ReplyRow): NoteReplyModel {
  return { id: row.id, noteId: row.note_id, postId: row.post_id, authorId: row.author_id, content: row.content, createdAt: num(row.created_at) };
}

export async function insertNote(trx: Executor, note: NoteModel): Promise<void> {
  await trx
    .insertInto('notes')
    .values({
      id: note.id,
      post_id: note.postId,
      post_version: note.postVersion,
      anchor: note.anchor,
      author_id: note.authorId,
      content: note.content,
      selection_start: note.selectionStart,
      selection_end: note.selectionEnd,
      dismissed_at: note.dismissedAt,
      created_at: note.createdAt,
    })
    .execute();
}

export async function insertReply(trx: Executor, reply: NoteReplyModel): Promise<void> {
  await trx
    .insertInto('note_replies')
    .values({ id: reply.id, note_id: reply.noteId, post_id: reply.postId, author_id: reply.authorId, content: reply.content, created_at: reply.createdAt })
    .execute();
}

export async function notesByIds(db: Executor, ids: readonly string[]): Promise<Map<string, NoteModel>> {
  const found = new Map<string, NoteModel>();
  if (ids.length === 0) return found;
  const rows = await db.selectFrom('notes').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  for (const row of rows) found.set(row.id, toNote(row));
  return found;
}

export async function repliesByIds(db: Executor, ids: readonly string[]): Promise<Map<string, NoteReplyModel>> {
  const found = new Map<string, NoteReplyModel>();
  if (ids.length === 0) return found;
  const rows = await db.selectFrom('note_replies').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  for (const row of rows) found.set(row.id, toReply(row));
  return found;
}

// Asked on every signed-in story page: compiled once per case (the reader's own stories, others', both) and length.
const notesOnOwnStories = (db: Executor, own: readonly string[]) =>
  db
    .selectFrom('notes')
    .selectAll()
    .where((eb) => eb.and([eb('post_id', 'in', own), eb('dismissed_at', 'is', null)]));
const ownNotesOnOthers = (db: Executor, readerId: string, others: readonly string[]) =>
  db
    .selectFrom('notes')
    .selectAll()
    .where((eb) => eb.and([eb('post_id', 'in', others), eb('author_id', '=', readerId)]));
const readableNotesQueries = {
  own: preparedQuery((db, own: readonly string[]) => notesOnOwnStories(db, own).orderBy('created_at').orderBy('id')),
  others: preparedQuery((db, readerId: string, others: readonly string[]) => ownNotesOnOthers(db, readerId, others).orderBy('created_at').orderBy('id')),
  both: preparedQuery((db, readerId: string, own: readonly string[], others: readonly string[]) =>
    db
      .selectFrom('notes')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('post_id', 'in', own), eb('dismissed_at', 'is', null)]),
          eb.and([eb('post_id', 'in', others), eb('author_id', '=', readerId)]),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id'),
  ),
};

/**
 * The notes on these stories one reader may read, oldest first: for the story's creator every note not
 * dismissed, for anyone else their own. `creators` maps each story to its creator.
 */
export async function readableNotes(db: Executor, readerId: string, creators: ReadonlyMap<string, string>): Promise<Map<string, NoteModel[]>> {
  const found = new Map<string, NoteModel[]>();
  const own = [...creators].filter(([, creatorId]) => creatorId === readerId).map(([postId]) => postId);
  const others = [...creators].filter(([, creatorId]) => creatorId !== readerId).map(([postId]) => postId);
  if (own.length === 0 && others.length === 0) return found;
  const rows =
    others.length === 0
      ? await readableNotesQueries.own.execute(db, own)
      : own.length === 0
        ? await readableNotesQueries.others.execute(db, readerId, others)
        : await readableNotesQueries.both.execute(db, readerId, own, others);
  for (const row of rows) {
    const note = toNote(row);
    found.set(note.postId, [...(found.get(note.postId) ?? []), note]);
  }
  return found;
}

/** Each note's replies, oldest first. */
export async function repliesOfNotes(db: Executor, noteIds: readonly string[]): Promise<Map<string, NoteReplyModel[]>> {
  const found = new Map<string, NoteReplyModel[]>();
  if (noteIds.length === 0) return found;
  const rows = await db.selectFrom('note_replies').selectAll().where('note_id', 'in', [...new Set(noteIds)]).orderBy('created_at').orderBy('id').execute();
  for (const row of rows) {
    const reply = toReply(row);
    found.set(reply.noteId, [...(found.get(reply.noteId) ?? []), reply]);
  }
  return found;
}

/** Which of these notes and replies the reader has reported. */
export async function reportedByReader(db: Executor, readerId: string, targetIds: readonly string[]): Promise<Set<string>> {
  if (targetIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('note_reports')
    .select('target_id')
    .where('reporter_id', '=', readerId)
    .where('target_id', 'in', [...new Set(targetIds)])
    .execute();
  return new Set(rows.map((row) => row.target_id));
}

/** Deletes a note with its replies and the reports about them. Answers whether it was there. */
export async function deleteNoteRow(trx: Executor, noteId: string): Promise<boolean> {
  const replyIds = (await trx.selectFrom('note_replies').select('id').where('note_id', '=', noteId).execute()).map((r) => r.id);
  await trx.deleteFrom('note_reports').where('target_id', 'in', [noteId, ...replyIds]).execute();
  await trx.deleteFrom('note_replies').where('note_id', '=', noteId).execute();
  const deleted = await trx.deleteFrom('notes').where('id', '=', noteId).executeTakeFirst();
  return (deleted.numDeletedRows ?? 0n) > 0n;
}

export async function deleteReplyRow(trx: Executor, replyId: string): Promise<boolean> {
  await trx.deleteFrom('note_reports').where('target_id', '=', replyId).execute();
  const deleted = await trx.deleteFrom('note_replies').where('id', '=', replyId).executeTakeFirst();
  return (deleted.numDeletedRows ?? 0n) > 0n;
}

/** Dismisses a note once: answers false when it was already dismissed (or gone). */
export async function dismissNoteRow(trx: Executor, noteId: string, now: number): Promise<boolean> {
  const updated = await trx.updateTable('notes').set({ dismissed_at: now }).where('id', '=', noteId).where('dismissed_at', 'is', null).executeTakeFirst();
  return (updated.numUpdatedRows ?? 0n) > 0n;
}

/** One report per reporter and note or reply: answers true only for the first. */
export async function insertReport(trx: Executor, input: { targetId: string; kind: ReportKind; reporterId: string; now: number }): Promise<boolean> {
  const inserted = await trx
    .insertInto('note_reports')
    .values({ target_id: input.targetId, target_kind: input.kind, reporter_id: input.reporterId, created_at: input.now })
    .onConflict((oc) => oc.columns(['target_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A reply with the note it answers (where a link to it leads): one query. */
export async function replyWithNote(db: Executor, replyId: string): Promise<{ content: string; noteId: string; anchor: string } | null> {
  const row = await db
    .selectFrom('note_replies')
    .innerJoin('notes', 'notes.id', 'note_replies.note_id')
    .select(['note_replies.content', 'notes.id as note_id', 'notes.anchor'])
    .where('note_replies.id', '=', replyId)
    .executeTakeFirst();
  return row ? { content: row.content, noteId: row.note_id, anchor: row.anchor } : null;
}
