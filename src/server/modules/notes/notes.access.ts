import { NOTE_MESSAGES } from '../../../shared/validation/notes';
import type {
  MutationCreateNoteArgs,
  MutationCreateNoteReplyArgs,
  MutationDeleteNoteArgs,
  MutationDeleteNoteReplyArgs,
  MutationDismissNoteArgs,
} from '../../graphql/resolvers.generated';
import { definePolicy } from '../../security';
import { findPost, readsWholeStory } from '../posts';
import { canInteractWith } from '../relations';
import { noteLoaders } from './notes.loaders';
import { canCreateNote, canDeleteNote, canDeleteReply, canDismiss, canReply, type Decision } from './notes.policy';
import { readableNote } from './notes.service';

/*
 * Who may call each note mutation, decided by the guard before the service runs. A policy refuses only where
 * the contract answers Forbidden; a missing or unreadable note (NotFound) and a bad request stay the service's
 * answers, and the service keeps every check of its own.
 */

const forbiddenMessage = (decision: Decision): string | null => (!decision.allowed && decision.kind === 'Forbidden' ? decision.message : null);

/** Leaving a note: another reader of the whole story, neither blocked, when its creator takes notes. */
export const mayCreateNote = definePolicy<MutationCreateNoteArgs>('notes.create', async (ctx, args) => {
  const found = await findPost(ctx, { id: args.targetPostId });
  if (found.kind === 'blocked') return NOTE_MESSAGES.blocked;
  if (found.kind !== 'post' || !found.post.isPublished) return null;
  const creator = await ctx.loaders.userById.load(found.post.creatorId);
  if (!creator) return null;
  const canInteract = await canInteractWith(ctx, { userId: creator.id });
  return forbiddenMessage(canCreateNote({ viewer: ctx.viewer, post: found.post, creator, canInteract, readsWholeStory: await readsWholeStory(ctx, { post: found.post }) }));
});

/** Replying: the note's writer and the story's creator, the two people in the conversation. */
export const mayReplyToNote = definePolicy<MutationCreateNoteReplyArgs>('notes.conversation', async (ctx, args) => {
  const found = await readableNote(ctx, { noteId: args.targetNoteId });
  if (!found || found.note.postId !== args.targetPostId) return null;
  const otherId = ctx.viewer.id === found.note.authorId ? found.post.creatorId : found.note.authorId;
  return forbiddenMessage(canReply(ctx.viewer.id, found.note, found.post.creatorId, await canInteractWith(ctx, { userId: otherId })));
});

/** Deleting a note: its writer (to anyone else who may read it, Forbidden; to the rest, it does not exist). */
export const mayDeleteNote = definePolicy<MutationDeleteNoteArgs>('notes.writer', async (ctx, args) => {
  const note = await noteLoaders(ctx).noteById.load(args.targetNoteId);
  if (!note || note.postId !== args.targetPostId) return null;
  const refusal = forbiddenMessage(canDeleteNote(ctx.viewer.id, note));
  return refusal && (await readableNote(ctx, { noteId: note.id })) ? refusal : null;
});

/** Dismissing a note: the story's creator, or an editor of its publication. */
export const mayDismissNote = definePolicy<MutationDismissNoteArgs>('notes.dismiss', async (ctx, args) => {
  const note = await noteLoaders(ctx).noteById.load(args.targetNoteId);
  const post = note ? await ctx.loaders.postById.load(note.postId) : null;
  if (!note || !post || note.postId !== args.targetPostId) return null;
  const isEditor = post.collectionId !== null && (await ctx.loaders.collectionRole.load(`${post.collectionId}:${ctx.viewer.id}`)) === 'EDITOR';
  const refusal = forbiddenMessage(canDismiss(ctx.viewer.id, post.creatorId, isEditor));
  return refusal && (await readableNote(ctx, { noteId: note.id })) ? refusal : null;
});

/** Deleting a reply: its writer. */
export const mayDeleteNoteReply = definePolicy<MutationDeleteNoteReplyArgs>('notes.replyWriter', async (ctx, args) => {
  const reply = await noteLoaders(ctx).replyById.load(args.targetReplyId);
  if (!reply || reply.noteId !== args.targetNoteId || reply.postId !== args.targetPostId) return null;
  const refusal = forbiddenMessage(canDeleteReply(ctx.viewer.id, reply));
  return refusal && (await readableNote(ctx, { noteId: reply.noteId })) ? refusal : null;
});
