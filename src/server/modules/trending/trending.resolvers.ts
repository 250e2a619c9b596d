import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, staffOnly } from '../../security';
import { browseCatalog, catalogBrowseSlug, collectionTrendingPosts, setCatalogBrowseSlug, staffPicks, topStories, trendingPosts } from './trending.service';

export const trendingResolvers: Resolvers = {
  Query: {
    trendingPosts: anyone('trending stories are public', (_, args, ctx) => trendingPosts(ctx, args)),
    topStories: anyone('top stories are public', (_, args, ctx) => topStories(ctx, args)),
    staffPicks: anyone('staff picks are public', (_, { limit }, ctx) => staffPicks(ctx, { limit })),
    browseCatalog: anyone('browse lists are public lists', (_, { slug }, ctx) => browseCatalog(ctx, { slug })),
  },
  Mutation: {
    setCatalogBrowseSlug: staffOnly((_, args, ctx) => setCatalogBrowseSlug(ctx, args), { writes: true }),
  },
  Catalog: {
    browseSlug: (catalog, _, ctx) => catalogBrowseSlug(ctx, catalog),
  },
  Collection: {
    trendingPostsConnection: (collection, { paging }, ctx) => collectionTrendingPosts(ctx, { collectionId: collection.id, paging }),
  },
};
