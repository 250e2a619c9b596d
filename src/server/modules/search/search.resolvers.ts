import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { searchCollections, searchLists, searchStories, searchSuggestions, searchTags, searchUsers, type Page, type TagHit } from './search.service';

const connection = <T>(page: Page<T>) => ({ items: page.items, pagingInfo: { next: page.next, previous: null } });
const tagHit = (tag: TagHit) => ({ tag: { id: tag.slug, displayTitle: tag.name, normalizedTagSlug: tag.slug }, postCount: tag.postCount });

const SEARCH = "search answers anyone; a signed-in reader's mutes and blocks apply, each request and address within limits";

/** Search answers anyone, signed in or not; a signed-in reader's mutes and blocks apply. Queries only. */
export const searchResolvers: Resolvers = {
  Query: {
    searchPosts: anyone(SEARCH, async (_, { query, collectionId, paging }, ctx) => connection(await searchStories(ctx, { query, collectionId, paging }))),
    searchUsers: anyone(SEARCH, async (_, { query, paging }, ctx) => {
      const page = await searchUsers(ctx, { query, paging });
      return { users: page.items, pagingInfo: connection(page).pagingInfo };
    }),
    searchCollections: anyone(SEARCH, async (_, { query, paging }, ctx) => {
      const page = await searchCollections(ctx, { query, paging });
      return { collections: page.items, pagingInfo: connection(page).pagingInfo };
    }),
    searchTags: anyone(SEARCH, async (_, { query, paging }, ctx) => {
      const page = await searchTags(ctx, { query, paging });
      return { tags: page.items.map(tagHit), pagingInfo: connection(page).pagingInfo };
    }),
    searchCatalogs: anyone(SEARCH, async (_, { query, paging }, ctx) => {
      const page = await searchLists(ctx, { query, paging });
      return { catalogs: page.items, pagingInfo: connection(page).pagingInfo };
    }),
    searchSuggestions: anyone(SEARCH, async (_, { query }, ctx) => {
      const found = await searchSuggestions(ctx, { text: query });
      return { ...found, tags: found.tags.map(tagHit) };
    }),
  },
};
