import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { resolveOnSite } from '../../shared/site';
import { FallbackPage } from '../pages/Fallback/FallbackPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { LazyPage } from './LazyPage';
import { useShell } from './shell-context';

/** An address of the instance's own site reached from a custom domain: the browser goes there. */
function LeaveSite({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return (
    <p className="page-leaving">
      <a href={url}>Continue</a>
    </p>
  );
}

/** Resolves the address through the named route table; a route with no handler shows the fallback screen. */
export function RouteSwitch() {
  const { pathname, search } = useLocation();
  const { flags, site } = useShell();
  // On a custom domain, addresses are read in the publication's or person's scope (shared/site.ts).
  const resolved = resolveOnSite(pathname, site);
  if (resolved.kind === 'elsewhere') return <LeaveSite url={resolved.url + search} />;
  if (resolved.kind === 'none') return <NotFoundPage />;
  const { route, params } = resolved.match;
  if (route.flag && !flags[route.flag as keyof typeof flags]) return <NotFoundPage />;
  if (!route.handler) return <FallbackPage route={route} />;
  return <LazyPage key={pathname} handler={route.handler} params={params} route={route} />;
}
