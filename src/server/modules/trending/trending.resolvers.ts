import type { Resolvers } from '../../graphql/resolvers.generated';
import { staffOnly } from '../../security';
import { browseCatalog, catalogBrowseSlug, setCatalogBrowseSlug, staffPicks, topStories, trendingPosts } from './trending.service';

export const trendingResolvers: Resolvers = {
  Query: {
    trendingPosts: (_, args, ctx) => trendingPosts(ctx, args),
    topStories: (_, args, ctx) => topStories(ctx, args),
    staffPicks: (_, { limit }, ctx) => staffPicks(ctx, limit),
    browseCatalog: (_, { slug }, ctx) => browseCatalog(ctx, slug),
  },
  Mutation: {
    setCatalogBrowseSlug: staffOnly((_, args, ctx) => setCatalogBrowseSlug(ctx, args)),
  },
  Catalog: {
    browseSlug: (catalog, _, ctx) => catalogBrowseSlug(ctx, catalog),
  },
};
