/**
 * Which site a page is served on: the instance's own address, or a publication's or a person's custom domain.
 * On a custom domain, addresses are read in the route table's `collection` or `user` table (the leading
 * `/{collectionSlug}` or `/@{username}` segment stripped): `/` is the publication's home, `/about` its about page,
 * `/{postId}` a story in it. The server and the browser resolve addresses the same way, with these functions.
 */
import { buildPath, matchRoute, routeByName, type RouteMatch, type RouteParamsInput, type RouteTableName } from './routes';

export type SiteScope = { kind: 'collection'; collectionSlug: string } | { kind: 'user'; username: string };

export interface SiteState {
  /** The origin pages of this site are served from (the custom domain's, or the instance's own). */
  origin: string;
  /** The instance's own origin, where everything outside the scope lives (and where readers sign in). */
  publicOrigin: string;
  /** Null on the instance's own address. */
  scope: SiteScope | null;
}

/**
 * Pages a custom domain serves. Everything else (settings, editors' pages, the editor, account pages) stays on
 * the instance's own address, where the reader is signed in.
 */
export const CUSTOM_DOMAIN_ROUTES: ReadonlySet<string> = new Set([
  'ShowCollectionHome',
  'ShowCollectionAbout',
  'ShowCollectionMasthead',
  'ShowCollectionFollowersList',
  'ShowCollectionLatest',
  'ShowCollectionTrending',
  'ShowCollectionFeatured',
  'ShowCollectionFeaturePage',
  'ShowCollectionArchive',
  'ShowCollectionArchiveYear',
  'ShowCollectionArchiveMonth',
  'ShowCollectionArchiveDay',
  'ShowCollectionAll',
  'ShowCollectionTagged',
  'ShowCollectionSearch',
  'ShowCollectionSearchCategory',
  'ShowPostUnderCollection',
  'ShowAmpPostUnderCollection',
  'ShowUser',
  'ShowUserLatest',
  'ShowUserHasRecommended',
  'ShowUserHighlights',
  'ShowUserSeries',
  'ShowUserFollowers',
  'ShowUserFollowing',
  'ShowUserAbout',
  'ShowUserLists',
  'ShowUserList',
  'ShowUserBooks',
  'ShowUserResponses',
  'ShowPostUnderUser',
  // Short story addresses redirect to the story's canonical one.
  'ShowPost',
]);

function tableOf(scope: SiteScope): RouteTableName {
  return scope.kind === 'collection' ? 'collection' : 'user';
}

function scopeParams(scope: SiteScope): Record<string, string> {
  return scope.kind === 'collection' ? { collectionSlug: scope.collectionSlug } : { username: scope.username };
}

/**
 * What an address on this site is: a page it serves (the route as declared, with the scope's parameter
 * added), a page of the instance's own address (`elsewhere`: go there), or nothing.
 */
export type SiteResolution =
  | { kind: 'page'; match: RouteMatch; internalPath: string }
  | { kind: 'elsewhere'; url: string }
  | { kind: 'none' };

export function resolveOnSite(pathname: string, site: SiteState | null | undefined): SiteResolution {
  const scope = site?.scope ?? null;
  if (!scope || !site) {
    const match = matchRoute(pathname);
    return match ? { kind: 'page', match, internalPath: pathname } : { kind: 'none' };
  }
  const scoped = matchRoute(pathname, tableOf(scope));
  if (scoped && CUSTOM_DOMAIN_ROUTES.has(scoped.route.name)) {
    const route = routeByName(scoped.route.name) ?? scoped.route;
    const params = { ...scoped.params, ...(route.path.includes('{@collectionSlug}') || route.path.includes('{@username}') ? scopeParams(scope) : {}) };
    return { kind: 'page', match: { route, params }, internalPath: buildPath(route.name, params) };
  }
  if (scoped) {
    // A page of the publication or profile that lives on the instance's own address (settings, stats…).
    const route = routeByName(scoped.route.name) ?? scoped.route;
    const params = { ...scoped.params, ...(route.path.includes('{@collectionSlug}') || route.path.includes('{@username}') ? scopeParams(scope) : {}) };
    return { kind: 'elsewhere', url: site.publicOrigin + buildPath(route.name, params) };
  }
  if (matchRoute(pathname)) return { kind: 'elsewhere', url: site.publicOrigin + pathname };
  return { kind: 'none' };
}

/**
 * A link to a page of a publication (`scope` names it) as this site should write it: a path on this site when
 * the page is served here, else the full address (`origin` of its own domain, or the instance's).
 */
export function scopedHref(
  site: SiteState | null | undefined,
  target: { scope: SiteScope; domainOrigin: string | null },
  routeName: string,
  params: RouteParamsInput = {},
): string {
  const onItsDomain = target.domainOrigin !== null && CUSTOM_DOMAIN_ROUTES.has(routeName);
  if (onItsDomain) {
    const path = buildPath(routeName, params, { table: tableOf(target.scope) });
    return site?.origin === target.domainOrigin ? path : `${target.domainOrigin}${path}`;
  }
  const path = buildPath(routeName, { ...params, ...scopeParams(target.scope) });
  return site?.scope ? `${site.publicOrigin}${path}` : path;
}

/** A link to a page of the instance's own address (account pages, other people): absolute when on a custom domain. */
export function ownHref(site: SiteState | null | undefined, path: string): string {
  return site?.scope ? `${site.publicOrigin}${path}` : path;
}

/**
 * How a page of this site links to a canonical address (a story's, a person's or a publication's `mediumUrl`,
 * which the server builds, custom domain included): a path when the address is on this site, so the router
 * follows it, else the whole address. Every link to a story goes through here, never through its bare path.
 */
export function hrefOnSite(site: SiteState | null | undefined, url: string): string {
  return pathOnSite(site, url) ?? url;
}

/** Whether an absolute address is on this site (so the router can follow it without a full page load). */
export function pathOnSite(site: SiteState | null | undefined, url: string): string | null {
  try {
    const parsed = new URL(url);
    const origin = site?.origin ?? null;
    if (origin !== null && parsed.origin !== origin) return null;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url.startsWith('/') ? url : null;
  }
}
