import { checkNoteText, NOTE_MESSAGES, NOTE_RATE_LIMITS, noteFragment } from '../../../shared/validation/notes';
import type { ServiceContext, SignedInContext } from '../../core';
import { newId } from '../../db/ids';
import { consumeAttempt } from '../../security';
import { findPost, postHref, readsWholeStory, type PostModel } from '../posts';
import { canInteractWith, relationTo } from '../relations';
import { forgetNotes, noteLoaders } from './notes.loaders';
import type { NoteRemovalModel, NoteReplyRemovalModel } from './notes.models';
import { canCreateNote, canDeleteNote, canDeleteReply, canDismiss, canReadNote, canReply, canReport, isPassage, type Decision } from './notes.policy';
import {
  deleteNoteRow,
  deleteReplyRow,
  dismissNoteRow,
  insertNote,
  insertReply,
  insertReport,
  type NoteModel,
  type NoteReplyModel,
} from './notes.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A reader left a note for the story's creator (the other party). */
    'note.created': { actorId: string; noteId: string; postId: string; postCreatorId: string };
    /** One of the two people in a note's conversation replied; `recipientId` is the other one. */
    'note.replied': { actorId: string; noteId: string; replyId: string; postId: string; recipientId: string };
    'note.dismissed': { actorId: string; noteId: string; postId: string; noteAuthorId: string };
    /** Its writer deleted a note, and its replies with it. */
    'note.deleted': { actorId: string; noteId: string; postId: string };
    'note.replyDeleted': { actorId: string; noteId: string; replyId: string; postId: string };
    'note.reported': { actorId: string; targetId: string; kind: 'note' | 'reply'; noteId: string; postId: string; reportedUserId: string };
  }
}

export type { Refusal };

export type NoteAnswer = ({ __typename: 'Note' } & NoteModel) | Refusal;
export type ReplyAnswer = ({ __typename: 'NoteReply' } & NoteReplyModel) | Refusal;
export type RemovalAnswer = ({ __typename: 'NoteRemoval' } & NoteRemovalModel) | Refusal;
export type ReplyRemovalAnswer = ({ __typename: 'NoteReplyRemoval' } & NoteReplyRemovalModel) | Refusal;

const refusal = (decision: Exclude<Decision, { allowed: true }>): Refusal => ({ __typename: decision.kind, message: decision.message });
const badRequest = (message: string): Refusal => ({ __typename: 'BadRequest', message });
const forbidden = (message: string): Refusal => ({ __typename: 'Forbidden', message });
const noteNotFound = (): Refusal => ({ __typename: 'NotFound', message: NOTE_MESSAGES.noteNotFound });
const replyNotFound = (): Refusal => ({ __typename: 'NotFound', message: NOTE_MESSAGES.replyNotFound });

async function overLimit(ctx: SignedInContext, kind: keyof typeof NOTE_RATE_LIMITS): Promise<Refusal | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `notes:${kind}:${ctx.viewer.id}`, NOTE_RATE_LIMITS[kind], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: NOTE_MESSAGES.tooMany };
}

// Reading.

/** Whether the creator reading their story's notes sees this writer's (not when either blocked the other). */
async function creatorSeesWriter(ctx: ServiceContext, writerId: string): Promise<boolean> {
  const relation = await relationTo(ctx, { userId: writerId });
  return !relation.isBlocking && !relation.isBlockedBy;
}

/**
 * The notes on a story the reader may read, oldest first: every note not dismissed for the story's
 * creator (but those of people blocked either way), their own for anyone else, none when signed out.
 * `post` is a story the reader was allowed to load.
 */
export async function visibleNotes(ctx: ServiceContext, post: PostModel): Promise<NoteModel[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const notes = await noteLoaders(ctx).readableByPost.load(post.id);
  if (viewer.id !== post.creatorId) return notes.filter((note) => canReadNote(viewer.id, note, post.creatorId));
  const shown = await Promise.all(notes.map((note) => creatorSeesWriter(ctx, note.authorId)));
  return notes.filter((note, i) => shown[i] && canReadNote(viewer.id, note, post.creatorId));
}

/** A note with its story, when the reader may read both; null otherwise (whether or not the note exists). */
export async function readableNote(ctx: ServiceContext, { noteId }: { noteId: string }): Promise<{ note: NoteModel; post: PostModel } | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const note = await noteLoaders(ctx).noteById.load(noteId);
  if (!note) return null;
  const found = await findPost(ctx, { id: note.postId });
  if (found.kind !== 'post') return null;
  const post = found.post;
  if (!canReadNote(viewer.id, note, post.creatorId)) return null;
  if (viewer.id === post.creatorId && viewer.id !== note.authorId && !(await creatorSeesWriter(ctx, note.authorId))) return null;
  return { note, post };
}

/** A reply with its note and story, when the reader may read the note (the same rule); null otherwise. */
export async function readableNoteReply(ctx: ServiceContext, { replyId }: { replyId: string }): Promise<NoteReplyModel | null> {
  const reply = await noteLoaders(ctx).replyById.load(replyId);
  if (!reply) return null;
  return (await readableNote(ctx, { noteId: reply.noteId })) ? reply : null;
}

/** The story's address with the note's fragment (spec 1 §2: the note's anchor and id). */
export async function noteUrl(ctx: ServiceContext, note: NoteModel): Promise<string> {
  const post = await ctx.loaders.postById.load(note.postId);
  if (!post) return '';
  const [creator, collection, creatorDomain] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
    post.collectionId ? null : ctx.loaders.userLiveDomain.load(post.creatorId),
  ]);
  return `${postHref(ctx.config, post, creator, collection, creatorDomain)}#${noteFragment(note)}`;
}

// Writing.

export interface CreateNoteInput {
  targetPostId: string;
  targetPostVersion: number;
  targetParagraphName: string;
  noteContent: string;
  selectionStartOffset: number;
  selectionEndOffset: number;
}

export async function createNote(ctx: SignedInContext, input: CreateNoteInput): Promise<NoteAnswer> {
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const found = await findPost(ctx, { id: input.targetPostId });
  if (found.kind === 'blocked') return forbidden(NOTE_MESSAGES.blocked);
  if (found.kind !== 'post' || !found.post.isPublished) return { __typename: 'NotFound', message: NOTE_MESSAGES.postNotFound };
  const post = found.post;
  const creator = await ctx.loaders.userById.load(post.creatorId);
  if (!creator) return { __typename: 'NotFound', message: NOTE_MESSAGES.postNotFound };
  const decision = canCreateNote({
    viewer: ctx.viewer,
    post,
    creator,
    canInteract: await canInteractWith(ctx, { userId: creator.id }),
    readsWholeStory: await readsWholeStory(ctx, { post }),
  });
  if (!decision.allowed) return refusal(decision);
  if (input.targetPostVersion !== post.latestPublishedVersion) return badRequest(NOTE_MESSAGES.staleVersion);
  const text = checkNoteText('note', input.noteContent);
  if (!text.ok) return badRequest(text.message);
  const body = await ctx.loaders.bodyByVersion.load(`${post.id}:${input.targetPostVersion}`);
  const paragraph = body?.paragraphs.find((p) => p.name === input.targetParagraphName);
  if (!paragraph || !isPassage(paragraph.text, input.selectionStartOffset, input.selectionEndOffset)) return badRequest(NOTE_MESSAGES.badPassage);

  const note: NoteModel = {
    id: newId(),
    postId: post.id,
    postVersion: input.targetPostVersion,
    anchor: paragraph.name,
    authorId: ctx.viewer.id,
    content: text.text,
    selectionStart: input.selectionStartOffset,
    selectionEnd: input.selectionEndOffset,
    dismissedAt: null,
    createdAt: ctx.now(),
  };
  await insertNote(ctx.db, note);
  await ctx.bus.publish(ctx.db, 'note.created', { actorId: ctx.viewer.id, noteId: note.id, postId: post.id, postCreatorId: post.creatorId });
  forgetNotes(ctx, { postId: post.id, noteId: note.id });
  return { __typename: 'Note', ...note };
}

export async function createNoteReply(ctx: SignedInContext, input: { targetPostId: string; targetNoteId: string; replyContent: string }): Promise<ReplyAnswer> {
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const found = await readableNote(ctx, { noteId: input.targetNoteId });
  if (!found || found.note.postId !== input.targetPostId) return noteNotFound();
  const { note, post } = found;
  const otherId = ctx.viewer.id === note.authorId ? post.creatorId : note.authorId;
  const decision = canReply(ctx.viewer.id, note, post.creatorId, await canInteractWith(ctx, { userId: otherId }));
  if (!decision.allowed) return refusal(decision);
  const text = checkNoteText('reply', input.replyContent);
  if (!text.ok) return badRequest(text.message);

  const reply: NoteReplyModel = { id: newId(), noteId: note.id, postId: post.id, authorId: ctx.viewer.id, content: text.text, createdAt: ctx.now() };
  await insertReply(ctx.db, reply);
  await ctx.bus.publish(ctx.db, 'note.replied', { actorId: ctx.viewer.id, noteId: note.id, replyId: reply.id, postId: post.id, recipientId: otherId });
  forgetNotes(ctx, { postId: post.id, noteId: note.id, replyId: reply.id });
  return { __typename: 'NoteReply', ...reply };
}

/** The story for an answer, when the reader may still open it. */
async function openablePost(ctx: SignedInContext, postId: string): Promise<PostModel | null> {
  const found = await findPost(ctx, { id: postId });
  return found.kind === 'post' ? found.post : null;
}

/** Its writer deletes a note, with its replies. A writer keeps this right even when the story is closed to them. */
export async function deleteNote(ctx: SignedInContext, input: { targetPostId: string; targetNoteId: string }): Promise<RemovalAnswer> {
  const limited = await overLimit(ctx, 'remove');
  if (limited) return limited;
  const note = await noteLoaders(ctx).noteById.load(input.targetNoteId);
  if (!note || note.postId !== input.targetPostId) return noteNotFound();
  const decision = canDeleteNote(ctx.viewer.id, note);
  if (!decision.allowed) return (await readableNote(ctx, { noteId: note.id })) ? refusal(decision) : noteNotFound();
  await deleteNoteRow(ctx.db, note.id);
  await ctx.bus.publish(ctx.db, 'note.deleted', { actorId: ctx.viewer.id, noteId: note.id, postId: note.postId });
  forgetNotes(ctx, { postId: note.postId, noteId: note.id });
  return { __typename: 'NoteRemoval', noteId: note.id, postId: note.postId, post: await openablePost(ctx, note.postId) };
}

/** The story's creator, or an editor of its publication, dismisses a note: it leaves the creator's view. */
export async function dismissNote(ctx: SignedInContext, input: { targetPostId: string; targetNoteId: string }): Promise<RemovalAnswer> {
  const limited = await overLimit(ctx, 'remove');
  if (limited) return limited;
  const note = await noteLoaders(ctx).noteById.load(input.targetNoteId);
  const post = note ? await ctx.loaders.postById.load(note.postId) : null;
  if (!note || !post || note.postId !== input.targetPostId) return noteNotFound();
  const isEditor = post.collectionId !== null && (await ctx.loaders.collectionRole.load(`${post.collectionId}:${ctx.viewer.id}`)) === 'EDITOR';
  const decision = canDismiss(ctx.viewer.id, post.creatorId, isEditor);
  if (!decision.allowed) return (await readableNote(ctx, { noteId: note.id })) ? refusal(decision) : noteNotFound();
  if (await dismissNoteRow(ctx.db, note.id, ctx.now())) {
    await ctx.bus.publish(ctx.db, 'note.dismissed', { actorId: ctx.viewer.id, noteId: note.id, postId: post.id, noteAuthorId: note.authorId });
  }
  forgetNotes(ctx, { postId: post.id, noteId: note.id });
  return { __typename: 'NoteRemoval', noteId: note.id, postId: post.id, post: await openablePost(ctx, post.id) };
}

export async function deleteNoteReply(
  ctx: SignedInContext,
  input: { targetPostId: string; targetNoteId: string; targetReplyId: string },
): Promise<ReplyRemovalAnswer> {
  const limited = await overLimit(ctx, 'remove');
  if (limited) return limited;
  const reply = await noteLoaders(ctx).replyById.load(input.targetReplyId);
  if (!reply || reply.noteId !== input.targetNoteId || reply.postId !== input.targetPostId) return replyNotFound();
  const decision = canDeleteReply(ctx.viewer.id, reply);
  if (!decision.allowed) return (await readableNote(ctx, { noteId: reply.noteId })) ? refusal(decision) : replyNotFound();
  await deleteReplyRow(ctx.db, reply.id);
  await ctx.bus.publish(ctx.db, 'note.replyDeleted', { actorId: ctx.viewer.id, noteId: reply.noteId, replyId: reply.id, postId: reply.postId });
  forgetNotes(ctx, { postId: reply.postId, noteId: reply.noteId, replyId: reply.id });
  const still = await readableNote(ctx, { noteId: reply.noteId });
  return { __typename: 'NoteReplyRemoval', replyId: reply.id, noteId: reply.noteId, note: still?.note ?? null };
}

async function recordReport(ctx: SignedInContext, target: { id: string; kind: 'note' | 'reply'; authorId: string }, note: NoteModel) {
  if (await insertReport(ctx.db, { targetId: target.id, kind: target.kind, reporterId: ctx.viewer.id, now: ctx.now() })) {
    await ctx.bus.publish(ctx.db, 'note.reported', {
      actorId: ctx.viewer.id,
      targetId: target.id,
      kind: target.kind,
      noteId: note.id,
      postId: note.postId,
      reportedUserId: target.authorId,
    });
  }
  noteLoaders(ctx).reportedByReader.clear(target.id);
}

/** The other person in the conversation reports a note; a second report changes nothing. */
export async function reportNote(ctx: SignedInContext, input: { targetNoteId: string }): Promise<NoteAnswer> {
  const limited = await overLimit(ctx, 'report');
  if (limited) return limited;
  const found = await readableNote(ctx, { noteId: input.targetNoteId });
  if (!found) return noteNotFound();
  const decision = canReport(ctx.viewer.id, found.note, 'note');
  if (!decision.allowed) return refusal(decision);
  await recordReport(ctx, { id: found.note.id, kind: 'note', authorId: found.note.authorId }, found.note);
  return { __typename: 'Note', ...found.note };
}

export async function reportNoteReply(ctx: SignedInContext, input: { targetNoteReplyId: string }): Promise<ReplyAnswer> {
  const limited = await overLimit(ctx, 'report');
  if (limited) return limited;
  const reply = await noteLoaders(ctx).replyById.load(input.targetNoteReplyId);
  const found = reply ? await readableNote(ctx, { noteId: reply.noteId }) : null;
  if (!reply || !found) return replyNotFound();
  const decision = canReport(ctx.viewer.id, reply, 'reply');
  if (!decision.allowed) return refusal(decision);
  await recordReport(ctx, { id: reply.id, kind: 'reply', authorId: reply.authorId }, found.note);
  return { __typename: 'NoteReply', ...reply };
}
