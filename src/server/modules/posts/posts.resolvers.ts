import { RELATION_MESSAGES } from '../../../shared/validation/relations';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { toImageMetadata } from '../media';
import { postHref } from './post-url';
import { findPost, latestPosts, readableBody, storyAccess } from './posts.service';

/** A story is found for whoever may read it: published ones for anyone, drafts for those who may edit them. */
const STORY_PAGE = 'a story is found for whoever may read it (drafts: their editors)';

export const postsResolvers: Resolvers = {
  Query: {
    post: anyone(STORY_PAGE, async (_, { id, shareKey }, ctx) => {
      const found = await findPost(ctx, { id });
      return found.kind === 'post' ? { ...found.post, requestedShareKey: shareKey ?? null, singleRead: true } : null;
    }),
    postResult: anyone(STORY_PAGE, async (_, { id, shareKey }, ctx) => {
      const found = await findPost(ctx, { id });
      if (found.kind === 'post') return { __typename: 'Post', ...found.post, requestedShareKey: shareKey ?? null, singleRead: true };
      if (found.kind === 'suspended') {
        return { __typename: 'PostSuspended', message: 'This story is under investigation or was found in violation of the rules.' };
      }
      if (found.kind === 'blocked') return { __typename: 'Blocked', message: RELATION_MESSAGES.blockedYou };
      return { __typename: 'NotFound', message: 'Story not found' };
    }),
    latestPostsConnection: anyone('the newest published stories are public', async (_, { paging }, ctx) => {
      const { posts, next } = await latestPosts(ctx, paging ?? {});
      return { posts, pagingInfo: { next, previous: null } };
    }),
    samplePosts: anyone('a few of the newest published stories', async (_, { limit }, ctx) => (await latestPosts(ctx, { limit: Math.min(limit ?? 3, 6) })).posts),
  },
  Post: {
    uniqueSlug: (post) => (post.slug ? `${post.slug}-${post.id}` : post.id),
    mediumUrl: async (post, _, ctx) => {
      const [creator, collection, creatorDomain] = await Promise.all([
        ctx.loaders.userById.load(post.creatorId),
        post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
        post.collectionId ? null : ctx.loaders.userLiveDomain.load(post.creatorId),
      ]);
      return postHref(ctx.config, post, creator, collection, creatorDomain);
    },
    isLocked: (post) => post.visibility === 'LOCKED',
    isSeries: (post) => post.isSeries,
    creator: async (post, _, ctx) => {
      const creator = await ctx.loaders.userById.load(post.creatorId);
      if (!creator) throw new Error(`Post ${post.id} has no creator`);
      return creator;
    },
    collection: (post, _, ctx) => (post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null),
    pendingCollection: (post, _, ctx) =>
      post.pendingCollectionId ? ctx.loaders.collectionById.load(post.pendingCollectionId) : null,
    latestPublishedAt: (post) => post.publishedAt,
    previewImage: async (post, _, ctx) => {
      const image = post.previewImageId ? toImageMetadata(await ctx.loaders.imageById.load(post.previewImageId)) : null;
      return image && { ...image, focusPercentX: post.previewFocusX, focusPercentY: post.previewFocusY };
    },
    tags: async (post, _, ctx) =>
      (await ctx.loaders.tagsByPostId.load(post.id)).map((t) => ({ id: t.slug, displayTitle: t.name, normalizedTagSlug: t.slug })),
    // A story asked for alone returns its whole text to a non-member on the meter (spending it once a month).
    content: async (post, _, ctx) => ({ post, whole: (await storyAccess(ctx, { post, shareKey: post.requestedShareKey, read: post.singleRead === true })).whole }),
  },
  PostContent: {
    isLockedPreviewOnly: (content) => !content.whole,
    // Loaded only when asked for: a page whose text is already rendered asks for the rest alone.
    bodyModel: async ({ post, whole }, _, ctx) => {
      const body = await readableBody(ctx, { post, whole });
      return { paragraphs: body.paragraphs.map((p, index) => ({ ...p, id: `${post.id}_${index}` })), sections: body.sections };
    },
  },
};
