/** What other modules may use of this one. */
import type { CatalogModel, CatalogItemModel } from './catalogs.repo';
import type { ServiceContext } from '../../core';
import type { ListVisibility } from '../../../shared/validation/lists';

export interface CatalogSummary {
  id: string;
  creatorId: string;
  visibility: ListVisibility;
  name: string;
}

/**
 * A list's owner, visibility and name (claps and responses on lists), or null when there is no such list.
 * The reading list counts as PRIVATE: nobody else may see, clap for or respond to it.
 */
export async function catalogSummary(ctx: ServiceContext, { catalogId }: { catalogId: string }): Promise<CatalogSummary | null> {
  const row = await ctx.db
    .selectFrom('catalogs')
    .select(['id', 'creator_id', 'visibility', 'name', 'predefined'])
    .where('id', '=', catalogId)
    .executeTakeFirst();
  if (!row) return null;
  const visibility: ListVisibility = row.visibility === 'PUBLIC' && row.predefined === null ? 'PUBLIC' : 'PRIVATE';
  return { id: row.id, creatorId: row.creator_id, visibility, name: row.name };
}

/** Whether the reader may read this list (creator always; others public lists only, unless blocked). */
export { readableCatalog } from './catalogs.service';
/** A page of a readable list's items in its order (the caller has checked the reader may read the list). */
export { itemsOf } from './catalogs.service';
export { canReadCatalog } from './catalogs.policy';
export { type CatalogModel } from './catalogs.repo';
// The rows themselves, for demo content (counters and all): services go through the mutations.
export { ensureReadingList, insertCatalog, insertItem, setItemState } from './catalogs.repo';
export { createCatalogLoaders } from './catalogs.loaders';
export { bookmarkPost, savedStateOf } from './catalogs.service';
export { type CatalogItemModel } from './catalogs.repo';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Catalog: CatalogModel;
    CatalogItem: CatalogItemModel;
  }
}
export { catalogsQuery } from './catalogs.repo';
