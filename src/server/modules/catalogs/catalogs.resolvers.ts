import { catalogSlugId } from '../../../shared/validation/lists';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn, type SignedInContext } from '../../security';
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
} from './catalogs.service';
import type { CatalogModel } from './catalogs.repo';

/** Every list mutation acts for the signed-in reader on their own lists and reading list (signed out, it is refused), in one transaction. */
const forViewer = <A, R>(resolve: (args: A, ctx: SignedInContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, ctx), { writes: true });

const EMPTY_PAGE = { items: [], pagingInfo: { next: null, previous: null } };
const NO_CATALOGS = { catalogs: [], pagingInfo: { next: null, previous: null } };
/** Lists are public unless private; a private list, and any reading list, is found by its creator only. */
const LISTS_ARE_PUBLIC = 'a public list is public; a private list and the reading list answer null to all but their creator';

export const catalogsResolvers: Resolvers = {
  Query: {
    catalogById: anyone(LISTS_ARE_PUBLIC, (_, { catalogId }, ctx) => readableCatalog(ctx, { catalogId })),
    catalogBySlugId: anyone(LISTS_ARE_PUBLIC, (_, args, ctx) => catalogBySlugId(ctx, args)),
    // The reader's own lists: empty, or null, when signed out (the contract answers rather than refuses).
    viewerCatalogs: signedIn((_, { paging }, ctx) => catalogsOf(ctx, { creator: ctx.viewer, paging: paging ?? {} }), { signedOut: () => NO_CATALOGS }),
    readingList: signedIn((_, __, ctx): Promise<CatalogModel | null> => readingList(ctx), { signedOut: () => null }),
    readingListItems: signedIn((_, { state, paging }, ctx) => readingListItems(ctx, { state, paging: paging ?? {} }), { signedOut: () => EMPTY_PAGE }),
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
    itemsConnection: (catalog, { paging }, ctx) => itemsOf(ctx, { catalog, paging: paging ?? {} }),
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
    catalogEdge: (post, _, ctx) => savedStateOf(ctx, { postId: post.id }),
  },
  User: {
    catalogsConnection: (user, { paging }, ctx) => catalogsOf(ctx, { creator: user, paging: paging ?? {} }),
  },
};
