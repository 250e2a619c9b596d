import { byPolicy, requireViewer, signedIn as signedInOnly, type SignedInContext } from '../../security';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import {
  draftLabelOf,
  latestDraftOf,
  mentionSuggestions,
  storyForEditing,
  viewerEdgeOf,
  yourPublications,
  yourStories,
  yourStoryCounts,
} from './authoring.queries';
import {
  createStory,
  deleteStory,
  publishStory,
  saveDraft,
  submitStory,
  unpublishStory,
  updateStorySettings,
  type AuthoringContext,
} from './authoring.service';
import { shareStory } from './sharing.service';

function signedIn(ctx: GraphQLContext): AuthoringContext {
  return authoring(requireViewer(ctx, STORY_MESSAGES.signInFirst));
}

function authoring(ctx: SignedInContext): AuthoringContext {
  return { ...ctx, db: ctx.deps.db, bus: ctx.deps.bus };
}

/** Every authoring mutation is decided by the authoring policy: the author, or an editor of the story's publication. */
const authoringPolicy = <A, R>(resolve: (args: A, ctx: AuthoringContext) => R) =>
  byPolicy<unknown, A, R>('authoring', (_, args, ctx) => resolve(args, authoring(ctx)), STORY_MESSAGES.signInFirst);

export const authoringResolvers: Resolvers = {
  Query: {
    postForEditing: (_, { id }, ctx) => storyForEditing(signedIn(ctx), id),
    viewerStories: (_, { filter, paging }, ctx) => yourStories(signedIn(ctx), filter, paging ?? {}),
    viewerStoryCounts: (_, __, ctx) => yourStoryCounts(signedIn(ctx)),
    viewerPublications: (_, __, ctx) => yourPublications(signedIn(ctx)),
    mentionSuggestions: (_, { query, limit }, ctx) =>
      mentionSuggestions(signedIn(ctx), query, limit),
  },
  Mutation: {
    createPost: authoringPolicy((args, ctx) => createStory(ctx, args)),
    savePostDraft: authoringPolicy((args, ctx) => saveDraft(ctx, args)),
    sharePostWithUser: signedInOnly((_, args, ctx) => shareStory(authoring(ctx), args), { message: STORY_MESSAGES.signInFirst }),
    publishPost: authoringPolicy(({ postId, input }, ctx) => publishStory(ctx, postId, input)),
    unpublishPost: authoringPolicy(({ postId }, ctx) => unpublishStory(ctx, postId)),
    deletePost: authoringPolicy(({ postId }, ctx) => deleteStory(ctx, postId)),
    updatePostSettings: authoringPolicy(({ postId, input }, ctx) => updateStorySettings(ctx, postId, input)),
    submitPostToCollection: authoringPolicy(({ postId, collectionId }, ctx) => submitStory(ctx, postId, collectionId)),
  },
  Post: {
    latestDraft: (post, _, ctx) => latestDraftOf(ctx, post),
    draftLabel: (post, _, ctx) => draftLabelOf(ctx, post),
    viewerEdge: (post, _, ctx) => viewerEdgeOf(ctx, post),
    isDeleted: (post) => post.deletedAt !== null,
  },
};
