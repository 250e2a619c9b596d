import { catalogSlugId } from '../../../shared/validation/lists';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, type SignedInContext } from '../../security';
import { isCreator } from './catalogs.policy';
import {
  addToCatalog,
  archivePost,
  bookmarkPost,
  catalogBySlugId,
  catalogsOf,
  createCatalog,
  deleteCatalog,
  itemsOf,
  moveCatalogItem,
  readableCatalog,
  readingList,
  readingListItems,
  removeFromCatalog,
  savedStateOf,
  updateCatalog,
  updateCatalogItemNote,
  type ListsContext,
} from './catalogs.service';

const lists = (ctx: SignedInContext): ListsContext => ctx;

/** Every list mutation acts for the signed-in reader on their own lists and reading list; signed out, it is refused. */
const forViewer = <A, R>(resolve: (args: A, ctx: ListsContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, lists(ctx)));

const EMPTY_PAGE = { items: [], pagingInfo: { next: null, previous: null } };

export const catalogsResolvers: Resolvers = {
  Query: {
    catalogById: (_, { catalogId }, ctx) => readableCatalog(ctx, catalogId),
    catalogBySlugId: (_, args, ctx) => catalogBySlugId(ctx, args),
    viewerCatalogs: (_, { paging }, ctx) => (ctx.viewer ? catalogsOf(ctx, ctx.viewer, paging ?? {}) : { catalogs: [], pagingInfo: { next: null, previous: null } }),
    readingList: (_, __, ctx) => (ctx.viewer ? readingList(lists(ctx as SignedInContext)) : null),
    readingListItems: (_, { state, paging }, ctx) => (ctx.viewer ? readingListItems(lists(ctx as SignedInContext), state, paging ?? {}) : EMPTY_PAGE),
  },
  Mutation: {
    bookmarkPost: forViewer((args, ctx) => bookmarkPost(ctx, args)),
    archivePost: forViewer((args, ctx) => archivePost(ctx, args)),
    createCatalog: forViewer((args, ctx) => createCatalog(ctx, args)),
    updateCatalog: forViewer((args, ctx) => updateCatalog(ctx, args)),
    deleteCatalog: forViewer((args, ctx) => deleteCatalog(ctx, args)),
    addToCatalog: forViewer((args, ctx) => addToCatalog(ctx, args)),
    removeFromCatalog: forViewer((args, ctx) => removeFromCatalog(ctx, args)),
    moveCatalogItem: forViewer((args, ctx) => moveCatalogItem(ctx, args)),
    updateCatalogItemNote: forViewer((args, ctx) => updateCatalogItemNote(ctx, args)),
  },
  Catalog: {
    type: () => 'LISTS',
    creator: async (catalog, _, ctx) => {
      const creator = await ctx.loaders.userById.load(catalog.creatorId);
      if (!creator) throw new Error(`List ${catalog.id} has no creator`);
      return creator;
    },
    slugId: (catalog) => catalogSlugId(catalog),
    postItemsCount: (catalog) => catalog.itemCount,
    itemsConnection: (catalog, { paging }, ctx) => itemsOf(ctx, catalog, paging ?? {}),
    viewerEdge: (catalog, _, ctx) => ({ id: `${catalog.id}:${ctx.viewer?.id ?? 'lo'}`, isCreator: isCreator(ctx, catalog) }),
  },
  CatalogItem: {
    post: async (item, _, ctx) => {
      const post = await ctx.loaders.postById.load(item.postId);
      if (!post) throw new Error(`List item ${item.catalogItemId} has no story`);
      return post;
    },
  },
  Post: {
    catalogEdge: (post, _, ctx) => savedStateOf(ctx, post.id),
  },
  User: {
    catalogsConnection: (user, { paging }, ctx) => catalogsOf(ctx, user, paging ?? {}),
  },
};
