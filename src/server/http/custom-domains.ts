import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemContext } from '../core';
import type { RouteMatch } from '../../shared/routes';
import { CUSTOM_DOMAIN_ROUTES, type SiteState } from '../../shared/site';
import type { AppDeps, ServiceContext } from '../graphql/context';
import { defineRoute } from './web-routes';
import { collectionByDomainOrSlug, collectionHref, domainOrigin, liveDomainTarget, ownHost, userHref } from '../modules/collections';

declare module 'fastify' {
  interface FastifyRequest {
    quireSite?: Promise<SiteState>;
  }
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

async function resolveSite(deps: AppDeps, request: FastifyRequest): Promise<SiteState> {
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  const own: SiteState = { origin: publicOrigin, publicOrigin, scope: null };
  const host = request.hostname.toLowerCase().replace(/\.$/, '');
  // The instance's own name, loopback and bare addresses are never custom domains: no lookup for them.
  if (!host || host === ownHost(deps.config) || host === 'localhost' || IP_ADDRESS.test(host)) return own;
  const target = await liveDomainTarget(systemContext(deps), { host });
  if (!target) return own;
  const origin = domainOrigin(deps.config, host);
  return target.kind === 'collection'
    ? { origin, publicOrigin, scope: { kind: 'collection', collectionSlug: target.collectionSlug } }
    : { origin, publicOrigin, scope: { kind: 'user', username: target.username } };
}

/**
 * The site a request is for, found once per request: a verified custom domain in its Host header serves that
 * publication or profile at its root; any other host is the instance's own address.
 */
export function siteOf(deps: AppDeps, request: FastifyRequest): Promise<SiteState> {
  request.quireSite ??= resolveSite(deps, request);
  return request.quireSite;
}

function withoutScope(params: Record<string, string>): Record<string, string> {
  const { collectionSlug: _c, username: _u, ...rest } = params;
  return rest;
}

/**
 * On the instance's own address, a publication's (or a person's) reader page whose owner has a live custom
 * domain moves there for good. Stories are left to the canonical story redirect.
 */
export async function customDomainRedirect(ctx: ServiceContext, match: RouteMatch | null, site: SiteState, search: string): Promise<string | null> {
  if (site.scope || !match || !CUSTOM_DOMAIN_ROUTES.has(match.route.name) || match.route.handler === 'post') return null;
  const query = search ? `?${search}` : '';
  const { collectionSlug, username } = match.params;
  if (collectionSlug) {
    const found = await collectionByDomainOrSlug(ctx.db, collectionSlug);
    if (!found?.domain || found.slug !== collectionSlug.toLowerCase()) return null;
    return collectionHref(ctx.config, found, match.route.name, withoutScope(match.params)) + query;
  }
  if (username) {
    const user = await ctx.db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
    const domain = user ? await ctx.loaders.userLiveDomain.load(user.id) : null;
    return domain ? userHref(ctx.config, username, domain, match.route.name, withoutScope(match.params)) + query : null;
  }
  return null;
}

/** /c/{id} and /{collectionSlug}/permissions: the server's own answers about publications. */
export function registerPublicationRoutes(app: FastifyInstance, deps: AppDeps) {
  // A publication's short address: to its home, wherever that is.
  const route = { method: 'GET', xsrf: false, writes: false } as const;
  defineRoute<{ Params: { collectionId: string } }>(app, deps, { ...route, url: '/c/:collectionId', auth: { public: 'a redirect to a publication anyone may open' } }, async ({ ctx, request, reply }) => {
    const collection = /^[0-9a-f]{12}$/.test(request.params.collectionId) ? await ctx.loaders.collectionById.load(request.params.collectionId) : null;
    if (!collection) return reply.callNotFound();
    const home = collectionHref(deps.config, collection, 'ShowCollectionHome');
    const target = home.startsWith(deps.config.publicUrl) ? home.slice(deps.config.publicUrl.length) : home;
    return reply.header('cache-control', 'no-cache').redirect(target, 301);
  });

  // The viewer's role in a publication, as JSON (spec 2 §2.4: collection permissions are fetched here).
  const why = "the caller's own role, none when signed out";
  defineRoute<{ Params: { collectionSlug: string } }>(app, deps, { ...route, url: '/:collectionSlug/permissions', auth: { public: why } }, async ({ ctx, request, reply }) => {
    const collection = await collectionByDomainOrSlug(ctx.db, request.params.collectionSlug);
    if (!collection || collection.slug !== request.params.collectionSlug.toLowerCase()) {
      return reply.code(404).header('cache-control', 'no-store').send({ message: 'That publication does not exist.' });
    }
    const role = ctx.viewer ? await ctx.loaders.collectionRole.load(`${collection.id}:${ctx.viewer.id}`) : null;
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .send({ collectionId: collection.id, isEditor: role === 'EDITOR', isWriter: role !== null, role });
  });
}
