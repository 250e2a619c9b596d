import { buildPath } from '../../../shared/routes';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { toImageMetadata } from '../media';
import { collectionByDomainOrSlug } from './collections.repo';

export const collectionsResolvers: Resolvers = {
  Query: {
    collection: (_, { id }, ctx) => ctx.loaders.collectionById.load(id),
    collectionByDomainOrSlug: (_, { domainOrSlug }, ctx) => collectionByDomainOrSlug(ctx.db, domainOrSlug),
  },
  Collection: {
    avatar: async (collection, _, ctx) =>
      collection.avatarImageId ? toImageMetadata(await ctx.loaders.imageById.load(collection.avatarImageId)) : null,
    creator: async (collection, _, ctx) => {
      const creator = await ctx.loaders.userById.load(collection.creatorId);
      if (!creator) throw new Error(`Collection ${collection.id} has no creator`);
      return creator;
    },
    mediumUrl: (collection, _, ctx) =>
      collection.domain ? `https://${collection.domain}` : ctx.config.publicUrl + buildPath('ShowCollectionHome', { collectionSlug: collection.slug }),
    isAuroraEligible: () => false,
    isAuroraVisible: () => false,
    viewerEdge: async (collection, _, ctx) => {
      const role = ctx.viewer ? await ctx.loaders.collectionRole.load(`${collection.id}:${ctx.viewer.id}`) : null;
      return { id: `collectionId:${collection.id}-viewerId:${ctx.viewer?.id ?? 'lo'}`, isEditor: role === 'EDITOR', isWriter: role !== null };
    },
  },
};
