import type { Resolvers } from '../../graphql/resolvers.generated';
import { searchCollections, searchLists, searchStories, searchSuggestions, searchTags, searchUsers, type Page, type TagHit } from './search.service';

const connection = <T>(page: Page<T>) => ({ items: page.items, pagingInfo: { next: page.next, previous: null } });
const tagHit = (tag: TagHit) => ({ tag: { id: tag.slug, displayTitle: tag.name, normalizedTagSlug: tag.slug }, postCount: tag.postCount });

/** Search answers anyone, signed in or not; a signed-in reader's mutes and blocks apply. Queries only. */
export const searchResolvers: Resolvers = {
  Query: {
    searchPosts: async (_, { query, collectionId, paging }, ctx) => connection(await searchStories(ctx, { query, collectionId, paging })),
    searchUsers: async (_, { query, paging }, ctx) => {
      const page = await searchUsers(ctx, { query, paging });
      return { users: page.items, pagingInfo: connection(page).pagingInfo };
    },
    searchCollections: async (_, { query, paging }, ctx) => {
      const page = await searchCollections(ctx, { query, paging });
      return { collections: page.items, pagingInfo: connection(page).pagingInfo };
    },
    searchTags: async (_, { query, paging }, ctx) => {
      const page = await searchTags(ctx, { query, paging });
      return { tags: page.items.map(tagHit), pagingInfo: connection(page).pagingInfo };
    },
    searchCatalogs: async (_, { query, paging }, ctx) => {
      const page = await searchLists(ctx, { query, paging });
      return { catalogs: page.items, pagingInfo: connection(page).pagingInfo };
    },
    searchSuggestions: async (_, { query }, ctx) => {
      const found = await searchSuggestions(ctx, query);
      return { ...found, tags: found.tags.map(tagHit) };
    },
  },
};
