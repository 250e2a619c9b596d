import { RESPONSE_MESSAGES } from '../../../shared/validation/responses';
import type { SignedInContext } from '../../core';
import type {
  MutationDeletePostResponseArgs,
  MutationHideCatalogResponseOnParentArgs,
  MutationHidePostResponseOnParentPostArgs,
  MutationSetCatalogDiscussionClosedArgs,
  MutationSetPostDiscussionClosedArgs,
} from '../../graphql/resolvers.generated';
import { definePolicy } from '../../security';
import { catalogOf } from './catalog-ref';
import { canDeleteResponse, canModerate, type Decision } from './responses.policy';

/*
 * Who may call each moderation mutation, decided by the guard before the service runs. A policy refuses only
 * where the contract answers Forbidden; what is missing (NotFound) or misplaced (BadRequest) stays the service's
 * answer, and the service keeps every check of its own.
 */

const forbiddenMessage = (decision: Decision): string | null => (!decision.allowed && decision.kind === 'Forbidden' ? decision.message : null);

async function storyAuthor(ctx: SignedInContext, postId: string): Promise<string | null> {
  const [post, facts] = await Promise.all([ctx.loaders.postById.load(postId), ctx.loaders.responseFacts.load(postId)]);
  return post && facts && !facts.isResponse ? post.creatorId : null;
}

/** Deleting a response: its writer. */
export const mayDeleteResponse = definePolicy<MutationDeletePostResponseArgs>('responses.writer', async (ctx, args) => {
  const facts = await ctx.loaders.responseFacts.load(args.postResponseId);
  const post = await ctx.loaders.postById.load(args.postResponseId);
  if (!post || !facts || !facts.isResponse || facts.deletedAt !== null) return null;
  return forbiddenMessage(canDeleteResponse(ctx.viewer.id, facts));
});

/** Hiding or showing a response under a story: the story's author. */
export const mayModerateStory = definePolicy<MutationHidePostResponseOnParentPostArgs>('responses.discussionAuthor', async (ctx, args) => {
  const authorId = await storyAuthor(ctx, args.parentPostId);
  return authorId === null ? null : forbiddenMessage(canModerate(ctx.viewer.id, authorId));
});

/** Closing or reopening a story's discussion: its author. */
export const mayCloseStory = definePolicy<MutationSetPostDiscussionClosedArgs>('responses.discussionAuthor', async (ctx, args) => {
  const post = await ctx.loaders.postById.load(args.postId);
  const authorId = post && post.deletedAt === null ? await storyAuthor(ctx, args.postId) : null;
  return authorId === null ? null : forbiddenMessage(canModerate(ctx.viewer.id, authorId, RESPONSE_MESSAGES.onlyAuthorCloses));
});

/** Hiding or showing a response under a list: the list's creator. */
export const mayModerateList = definePolicy<MutationHideCatalogResponseOnParentArgs>('responses.discussionAuthor', async (ctx, args) => {
  const catalog = await catalogOf(ctx, { catalogId: args.parentCatalogId });
  return catalog ? forbiddenMessage(canModerate(ctx.viewer.id, catalog.creatorId)) : null;
});

/** Closing or reopening a list's discussion: its creator. */
export const mayCloseList = definePolicy<MutationSetCatalogDiscussionClosedArgs>('responses.discussionAuthor', async (ctx, args) => {
  const catalog = await catalogOf(ctx, { catalogId: args.catalogId });
  return catalog ? forbiddenMessage(canModerate(ctx.viewer.id, catalog.creatorId, RESPONSE_MESSAGES.onlyAuthorCloses)) : null;
});
