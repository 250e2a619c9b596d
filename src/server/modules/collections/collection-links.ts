import { buildPath, type RouteParamsInput } from '../../../shared/routes';
import type { Config } from '../../config';
import type { CollectionModel } from './collections.models';
import { domainOrigin } from './custom-domains.service';

/**
 * The absolute address of a publication's page: on its custom domain (the route's collection-table form) when it
 * has a live one, else under /{slug} on the instance's own address. Custom domains change link hosts.
 */
export function collectionHref(
  config: Pick<Config, 'publicUrl'>,
  collection: Pick<CollectionModel, 'slug' | 'domain'>,
  routeName: string,
  params: RouteParamsInput = {},
): string {
  if (collection.domain) return domainOrigin(config, collection.domain) + buildPath(routeName, params, { table: 'collection' });
  return config.publicUrl + buildPath(routeName, { ...params, collectionSlug: collection.slug });
}

/** The absolute address of a profile's page: on the person's own domain when they have a live one. */
export function userHref(config: Pick<Config, 'publicUrl'>, username: string, liveDomain: string | null, routeName: string, params: RouteParamsInput = {}): string {
  if (liveDomain) return domainOrigin(config, liveDomain) + buildPath(routeName, params, { table: 'user' });
  return config.publicUrl + buildPath(routeName, { ...params, username });
}
