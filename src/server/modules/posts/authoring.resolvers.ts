import { byPolicy, signedIn, type Policy } from '../../security';
import type { SignedInContext } from '../../core';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import type { Resolvers } from '../../graphql/resolvers.generated';
import {
  mayChangeSettings,
  mayDeleteStory,
  mayEditStory,
  mayPublishStory,
  mayStartDraft,
  maySubmitStory,
  mayUnpublishStory,
  refusedStory,
} from './authoring.policy';
import {
  draftLabelOf,
  latestDraftOf,
  storyForEditing,
  viewerEdgeOf,
  yourPublications,
  yourStories,
  yourStoryCounts,
} from './authoring.queries';
import { createStory, deleteStory, publishStory, saveDraft, submitStory, unpublishStory, updateStorySettings } from './authoring.service';
import { shareStory } from './sharing.service';
import { mentionSuggestions } from '../users';

const SIGNED_IN = { message: STORY_MESSAGES.signInFirst };

/**
 * An authoring mutation: the policy (the author, or an editor of the story's publication) decides before it
 * runs, a refusal is answered as the contract's NotFound or Forbidden, and the mutation writes in one transaction.
 */
const authoring = <A, R>(policy: Policy<NoInfer<A>>, resolve: (args: A, ctx: SignedInContext) => Promise<R>) =>
  byPolicy<unknown, A, Promise<R | ReturnType<typeof refusedStory>>>(policy, (_, args, ctx) => resolve(args, ctx), {
    ...SIGNED_IN,
    writes: true,
    refused: refusedStory,
  });

export const authoringResolvers: Resolvers = {
  Query: {
    postForEditing: signedIn((_, { id }, ctx) => storyForEditing(ctx, { id }), SIGNED_IN),
    viewerStories: signedIn((_, { filter, paging }, ctx) => yourStories(ctx, { filter, paging: paging ?? {} }), SIGNED_IN),
    viewerStoryCounts: signedIn((_, __, ctx) => yourStoryCounts(ctx), SIGNED_IN),
    viewerPublications: signedIn((_, __, ctx) => yourPublications(ctx), SIGNED_IN),
    mentionSuggestions: signedIn((_, { query, limit }, ctx) => mentionSuggestions(ctx, { query, limit }), SIGNED_IN),
  },
  Mutation: {
    createPost: byPolicy(mayStartDraft, (_, args, ctx) => createStory(ctx, args), {
      ...SIGNED_IN,
      writes: true,
      refused: (message) => ({ __typename: 'Forbidden', message }),
    }),
    savePostDraft: authoring(mayEditStory, (args, ctx) => saveDraft(ctx, args)),
    sharePostWithUser: signedIn((_, args, ctx) => shareStory(ctx, args), { ...SIGNED_IN, writes: true }),
    publishPost: authoring(mayPublishStory, ({ postId, input }, ctx) => publishStory(ctx, { ...input, postId })),
    unpublishPost: authoring(mayUnpublishStory, ({ postId }, ctx) => unpublishStory(ctx, { postId })),
    deletePost: authoring(mayDeleteStory, ({ postId }, ctx) => deleteStory(ctx, { postId })),
    updatePostSettings: authoring(mayChangeSettings, ({ postId, input }, ctx) => updateStorySettings(ctx, { ...input, postId })),
    submitPostToCollection: authoring(maySubmitStory, ({ postId, collectionId }, ctx) => submitStory(ctx, { postId, collectionId })),
  },
  Post: {
    latestDraft: (post, _, ctx) => latestDraftOf(ctx, post),
    draftLabel: (post, _, ctx) => draftLabelOf(ctx, post),
    viewerEdge: (post, _, ctx) => viewerEdgeOf(ctx, post),
    isDeleted: (post) => post.deletedAt !== null,
  },
};
