import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, signedIn, type SignedInContext } from '../../security';
import { readableCatalog } from '../catalogs';
import { readableBody, readsWholeStory } from '../posts';
import { catalogOf } from './catalog-ref';
import {
  catalogDiscussionModel,
  catalogViewerEdge,
  deletePostResponse,
  discussionOf,
  hideCatalogResponse,
  hidePostResponse,
  isClosed,
  publishCatalogResponse,
  publishPostResponse,
  responseReplies,
  responsesOf,
  setListDiscussionClosed,
  setStoryDiscussionClosed,
  threadedResponses,
  viewerEdgeOf,
  type ResponsesContext,
} from './responses.service';

const responses = (ctx: SignedInContext): ResponsesContext => ctx;

/** Writing a response: any signed-in reader, for themselves; the service checks blocks, locks and closed discussions. */
const asWriter = <A, R>(resolve: (args: A, ctx: ResponsesContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, responses(ctx)));
/** Moderation: the discussion's author (hide, show, close) or the response's writer (delete), decided per record. */
const moderation = <A, R>(policy: string, resolve: (args: A, ctx: ResponsesContext) => R) =>
  byPolicy<unknown, A, R>(policy, (_, args, ctx) => resolve(args, responses(ctx)));

const EMPTY = { responses: [], pagingInfo: { next: null, previous: null } };

export const responsesResolvers: Resolvers = {
  Query: {
    catalogDiscussion: async (_, { catalogId }, ctx) => {
      const catalog = await catalogOf(ctx, catalogId);
      return catalog ? catalogDiscussionModel(catalog) : null;
    },
  },
  Mutation: {
    publishPostResponse: asWriter((args, ctx) => publishPostResponse(ctx, args)),
    publishCatalogResponse: asWriter((args, ctx) => publishCatalogResponse(ctx, args)),
    deletePostResponse: moderation('response-writer', (args, ctx) => deletePostResponse(ctx, args)),
    hidePostResponseOnParentPost: moderation('discussion-author', (args, ctx) => hidePostResponse(ctx, args, true)),
    unhidePostResponseOnParentPost: moderation('discussion-author', (args, ctx) => hidePostResponse(ctx, args, false)),
    hideCatalogResponseOnParent: moderation('discussion-author', (args, ctx) => hideCatalogResponse(ctx, args, true)),
    showCatalogResponseOnParent: moderation('discussion-author', (args, ctx) => hideCatalogResponse(ctx, args, false)),
    setPostDiscussionClosed: moderation('discussion-author', (args, ctx) => setStoryDiscussionClosed(ctx, args)),
    setCatalogDiscussionClosed: moderation('discussion-author', (args, ctx) => setListDiscussionClosed(ctx, args)),
  },
  Post: {
    responsesCount: async (post, _, ctx) => (await ctx.loaders.responseCounts.load(post.id)).responses,
    isResponse: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.isResponse ?? false,
    responseParagraphs: async (post, _, ctx) => {
      if (!(await ctx.loaders.responseFacts.load(post.id))?.isResponse) return [];
      const body = await readableBody(ctx, post, await readsWholeStory(ctx, post, null));
      return body.paragraphs.map(({ name, type, text }) => ({ name, type, text }));
    },
    inResponseToPost: async (post, _, ctx) => {
      const facts = await ctx.loaders.responseFacts.load(post.id);
      if (!facts?.inResponseToPostId) return null;
      const target = await ctx.loaders.postById.load(facts.inResponseToPostId);
      return target && target.deletedAt === null && target.isPublished ? target : null;
    },
    inResponseToCatalogId: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.inResponseToCatalogId ?? null,
    responseRootPost: async (post, _, ctx) => {
      const facts = await ctx.loaders.responseFacts.load(post.id);
      if (!facts?.rootPostId) return null;
      const root = await ctx.loaders.postById.load(facts.rootPostId);
      return root && root.deletedAt === null && root.isPublished ? root : null;
    },
    responseRootCatalog: async (post, _, ctx) => {
      const facts = await ctx.loaders.responseFacts.load(post.id);
      return facts?.rootCatalogId ? readableCatalog(ctx, facts.rootCatalogId) : null;
    },
    responseDepth: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.depth ?? null,
    responseParentId: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.parentId ?? null,
    isHiddenOnParent: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.hiddenAt != null,
    isDiscussionClosed: async (post, _, ctx) => {
      const facts = await ctx.loaders.responseFacts.load(post.id);
      if (!facts) return false;
      const discussion = await discussionOf(ctx, facts);
      return discussion ? isClosed(ctx, discussion) : false;
    },
    threadedPostResponses: async (post, { paging, sortType }, ctx) => {
      const facts = await ctx.loaders.responseFacts.load(post.id);
      // A response's own page shows its replies through responseReplies; threads hang off stories.
      if (!facts || facts.isResponse) return EMPTY;
      const discussion = await discussionOf(ctx, facts);
      return discussion ? threadedResponses(ctx, discussion, paging ?? {}, sortType) : EMPTY;
    },
    responseReplies: (post, { paging }, ctx) => responseReplies(ctx, post, paging ?? {}),
    responseViewerEdge: (post, _, ctx) => viewerEdgeOf(ctx, post),
  },
  User: {
    responsesConnection: (user, { paging }, ctx) => responsesOf(ctx, user.id, paging ?? {}),
  },
  CatalogDiscussion: {
    responsesCount: async (discussion, _, ctx) => (await ctx.loaders.responseCounts.load(discussion.catalogId)).responses,
    isDiscussionClosed: (discussion, _, ctx) =>
      isClosed(ctx, { kind: 'list', catalog: { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }, authorId: discussion.creatorId }),
    threadedCatalogResponses: (discussion, { paging, sortType }, ctx) =>
      threadedResponses(ctx, { kind: 'list', catalog: { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }, authorId: discussion.creatorId }, paging ?? {}, sortType),
    viewerEdge: (discussion, _, ctx) => catalogViewerEdge(ctx, { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }),
  },
};
