import { buildPath, matchRoute } from '../../../shared/routes';
import type { ServiceContext } from '../../graphql/context';
import { collectionIdByOldSlug } from './collections.repo';

/**
 * Where an address under a publication's former slug now lives (the same page under its current slug), or null.
 * Stories are left to the canonical story redirect, which finds them by id.
 */
export async function canonicalCollectionRedirect(ctx: ServiceContext, { pathname, search }: { pathname: string; search: string }): Promise<string | null> {
  const match = matchRoute(pathname);
  const slug = match?.params.collectionSlug;
  if (!match || !slug || match.route.handler === 'post') return null;
  const collectionId = await collectionIdByOldSlug(ctx.db, slug);
  const current = collectionId ? await ctx.loaders.collectionById.load(collectionId) : null;
  if (!current || current.slug === slug.toLowerCase()) return null;
  return buildPath(match.route.name, { ...match.params, collectionSlug: current.slug }) + (search ? `?${search}` : '');
}
