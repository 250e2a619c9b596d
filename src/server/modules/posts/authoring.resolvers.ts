import { GraphQLError } from 'graphql';
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

function signedIn(ctx: GraphQLContext): AuthoringContext {
  if (!ctx.viewer) throw new GraphQLError(STORY_MESSAGES.signInFirst, { extensions: { code: 'UNAUTHENTICATED' } });
  return { viewer: ctx.viewer, db: ctx.deps.db, loaders: ctx.loaders, bus: ctx.deps.bus, deps: ctx.deps };
}

export const authoringResolvers: Resolvers = {
  Query: {
    postForEditing: (_, { id }, ctx) => storyForEditing(signedIn(ctx), id),
    viewerStories: (_, { filter, paging }, ctx) => yourStories(signedIn(ctx), filter, paging ?? {}),
    viewerStoryCounts: (_, __, ctx) => yourStoryCounts(signedIn(ctx)),
    viewerPublications: (_, __, ctx) => yourPublications(signedIn(ctx)),
    mentionSuggestions: (_, { query, limit }, ctx) =>
      mentionSuggestions({ ...signedIn(ctx), databaseUrl: ctx.config.databaseUrl }, query, limit),
  },
  Mutation: {
    createPost: (_, args, ctx) => createStory(signedIn(ctx), args),
    savePostDraft: (_, args, ctx) => saveDraft(signedIn(ctx), args),
    publishPost: (_, { postId, input }, ctx) => publishStory(signedIn(ctx), postId, input),
    unpublishPost: (_, { postId }, ctx) => unpublishStory(signedIn(ctx), postId),
    deletePost: (_, { postId }, ctx) => deleteStory(signedIn(ctx), postId),
    updatePostSettings: (_, { postId, input }, ctx) => updateStorySettings(signedIn(ctx), postId, input),
    submitPostToCollection: (_, { postId, collectionId }, ctx) => submitStory(signedIn(ctx), postId, collectionId),
  },
  Post: {
    latestDraft: (post, _, ctx) => latestDraftOf(ctx, post),
    draftLabel: (post, _, ctx) => draftLabelOf(ctx, post),
    viewerEdge: (post, _, ctx) => viewerEdgeOf(ctx, post),
    isDeleted: (post) => post.deletedAt !== null,
  },
};
