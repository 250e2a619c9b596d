import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, byPolicy, signedIn } from '../../security';
import { readableCatalog } from '../catalogs';
import { readableBody, readsWholeStory } from '../posts';
import { catalogOf } from './catalog-ref';
import { mayCloseList, mayCloseStory, mayDeleteResponse, mayModerateList, mayModerateStory } from './responses.access';
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
} from './responses.service';

/**
 * Writing a response: any signed-in reader, for themselves; the service checks blocks, locks and closed discussions.
 * Moderation: the discussion's author (hide, show, close) or the response's writer (delete), decided per record by
 * a policy the guard calls (responses.access.ts); a refusal is the contract's Forbidden result.
 */
const writes = { writes: true } as const;
const moderation = { writes: true, refused: (message: string) => ({ __typename: 'Forbidden' as const, message }) };

const EMPTY = { responses: [], pagingInfo: { next: null, previous: null } };

export const responsesResolvers: Resolvers = {
  Query: {
    catalogDiscussion: anyone('a public list\'s discussion is public; a private list answers null to all but its creator', async (_, { catalogId }, ctx) => {
      const catalog = await catalogOf(ctx, { catalogId });
      return catalog ? catalogDiscussionModel(catalog) : null;
    }),
  },
  Mutation: {
    publishPostResponse: signedIn((_, args, ctx) => publishPostResponse(ctx, args), writes),
    publishCatalogResponse: signedIn((_, args, ctx) => publishCatalogResponse(ctx, args), writes),
    deletePostResponse: byPolicy(mayDeleteResponse, (_, args, ctx) => deletePostResponse(ctx, args), moderation),
    hidePostResponseOnParentPost: byPolicy(mayModerateStory, (_, args, ctx) => hidePostResponse(ctx, { ...args, hidden: true }), moderation),
    unhidePostResponseOnParentPost: byPolicy(mayModerateStory, (_, args, ctx) => hidePostResponse(ctx, { ...args, hidden: false }), moderation),
    hideCatalogResponseOnParent: byPolicy(mayModerateList, (_, args, ctx) => hideCatalogResponse(ctx, { ...args, hidden: true }), moderation),
    showCatalogResponseOnParent: byPolicy(mayModerateList, (_, args, ctx) => hideCatalogResponse(ctx, { ...args, hidden: false }), moderation),
    setPostDiscussionClosed: byPolicy(mayCloseStory, (_, args, ctx) => setStoryDiscussionClosed(ctx, args), moderation),
    setCatalogDiscussionClosed: byPolicy(mayCloseList, (_, args, ctx) => setListDiscussionClosed(ctx, args), moderation),
  },
  Post: {
    responsesCount: async (post, _, ctx) => (await ctx.loaders.responseCounts.load(post.id)).responses,
    isResponse: async (post, _, ctx) => (await ctx.loaders.responseFacts.load(post.id))?.isResponse ?? false,
    responseParagraphs: async (post, _, ctx) => {
      if (!(await ctx.loaders.responseFacts.load(post.id))?.isResponse) return [];
      const body = await readableBody(ctx, { post, whole: await readsWholeStory(ctx, { post, shareKey: null }) });
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
      return facts?.rootCatalogId ? readableCatalog(ctx, { catalogId: facts.rootCatalogId }) : null;
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
      return discussion ? threadedResponses(ctx, { discussion, paging: paging ?? {}, sortType }) : EMPTY;
    },
    responseReplies: (post, { paging }, ctx) => responseReplies(ctx, { response: post, paging: paging ?? {} }),
    responseViewerEdge: (post, _, ctx) => viewerEdgeOf(ctx, post),
  },
  User: {
    responsesConnection: (user, { paging }, ctx) => responsesOf(ctx, { creatorId: user.id, paging: paging ?? {} }),
  },
  CatalogDiscussion: {
    responsesCount: async (discussion, _, ctx) => (await ctx.loaders.responseCounts.load(discussion.catalogId)).responses,
    isDiscussionClosed: (discussion, _, ctx) =>
      isClosed(ctx, { kind: 'list', catalog: { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }, authorId: discussion.creatorId }),
    threadedCatalogResponses: (discussion, { paging, sortType }, ctx) =>
      threadedResponses(ctx, {
        discussion: { kind: 'list', catalog: { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }, authorId: discussion.creatorId },
        paging: paging ?? {},
        sortType,
      }),
    viewerEdge: (discussion, _, ctx) => catalogViewerEdge(ctx, { id: discussion.catalogId, creatorId: discussion.creatorId, name: '' }),
  },
};
