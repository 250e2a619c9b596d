import type { ServiceContext } from '../../graphql/context';
import { isBlockedBy } from '../relations';
import type { CatalogModel } from './catalogs.repo';

/** Whether the reader created this list (and so may change it). */
export function isCreator(ctx: ServiceContext, catalog: CatalogModel): boolean {
  return ctx.viewer !== null && ctx.viewer.id === catalog.creatorId;
}

/**
 * Who may read a list: its creator always; anyone else only a public list (never the reading list), and
 * not when the creator has blocked them or their account is suspended.
 */
export async function canReadCatalog(ctx: ServiceContext, catalog: CatalogModel): Promise<boolean> {
  if (isCreator(ctx, catalog)) return true;
  if (catalog.predefined !== null || catalog.visibility !== 'PUBLIC') return false;
  const creator = await ctx.loaders.userById.load(catalog.creatorId);
  if (!creator || creator.isSuspended) return false;
  return !(await isBlockedBy(ctx, { userId: catalog.creatorId }));
}
