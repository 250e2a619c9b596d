import { hrefOnSite, scopedHref, ownHref, type SiteScope } from '../../../shared/site';
import type { RouteParamsInput } from '../../../shared/routes';
import { useNavigate } from 'react-router';
import { useShell } from '../../shell/shell-context';

/**
 * Links that know which site the page is on (the instance's own address, or a custom domain): an address on
 * this site is a path the router follows; one elsewhere (a publication's own domain) is a full address.
 */
export function useSiteHref(url: string): string {
  const { site } = useShell();
  return hrefOnSite(site, url);
}

/** The same, for a list of links (or a link made after an event). */
export function useSiteHrefs(): (url: string) => string {
  const { site } = useShell();
  return (url) => hrefOnSite(site, url);
}

/** A path of the instance's own site (account pages, people), as this page must write it. */
export function useOwnHref(): (path: string) => string {
  const { site } = useShell();
  return (path) => ownHref(site, path);
}

export interface LinkedCollection {
  slug: string;
  domain?: string | null;
  mediumUrl: string;
}

/** The origin of a publication's own domain (from its home address), or null when it has none. */
export function domainOriginOf(collection: LinkedCollection): string | null {
  if (!collection.domain) return null;
  try {
    return new URL(collection.mediumUrl).origin;
  } catch {
    return null;
  }
}

/** Builds links to a publication's pages: on its own domain when it has one, else under /{slug}. */
export function useCollectionHref(collection: LinkedCollection): (routeName: string, params?: RouteParamsInput) => string {
  const { site } = useShell();
  const scope: SiteScope = { kind: 'collection', collectionSlug: collection.slug };
  const domainOrigin = domainOriginOf(collection);
  return (routeName, params = {}) => scopedHref(site, { scope, domainOrigin }, routeName, params);
}

/** Goes to a canonical address from code: the router follows one on this site, the browser loads one elsewhere. */
export function useGoTo(): (url: string) => void {
  const { site } = useShell();
  const navigate = useNavigate();
  return (url) => {
    const href = hrefOnSite(site, url);
    if (href.startsWith('/')) void navigate(href);
    else window.location.assign(href);
  };
}
