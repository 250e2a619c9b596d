import { useLocation } from 'react-router';
import { matchRoute } from '../../shared/routes';
import { FallbackPage } from '../pages/Fallback/FallbackPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { LazyPage } from './LazyPage';
import { useShell } from './shell-context';

/** Resolves the address through the named route table; a route with no handler shows the fallback screen. */
export function RouteSwitch() {
  const { pathname } = useLocation();
  const { flags } = useShell();
  const match = matchRoute(pathname);
  if (!match) return <NotFoundPage />;
  const { route, params } = match;
  if (route.flag && !flags[route.flag as keyof typeof flags]) return <NotFoundPage />;
  if (!route.handler) return <FallbackPage route={route} />;
  return <LazyPage key={pathname} handler={route.handler} params={params} route={route} />;
}
