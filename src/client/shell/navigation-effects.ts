import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queryStringAfterFirstRender } from '../../shared/routes';
import { resolveOnSite } from '../../shared/site';
import { useToasts } from '../components/Toasts/toasts';
import { useShell } from './shell-context';

export interface NavigationTracker {
  referrer: string | null;
  current: string;
}

/** Browser-only effects of moving between pages: scroll to top, end 'next page' toasts, drop what the page does not read from the query string. */
export function useNavigationEffects(tracker: NavigationTracker) {
  const location = useLocation();
  const { onNavigate } = useToasts();
  const { site } = useShell();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      // After the first render the query string has done its job, except what the page reads (a list's cursor,
      // search words) so that a reload shows the same page, or all of it for a campaign link. Only the address
      // bar changes: the router keeps the location the page was rendered from, which components still read.
      const resolved = resolveOnSite(location.pathname, site);
      const kept = queryStringAfterFirstRender(location.search, resolved.kind === 'page' ? resolved.match.route : null);
      if (kept !== location.search) window.history.replaceState(window.history.state, '', location.pathname + kept + location.hash);
      return;
    }
    tracker.referrer = tracker.current;
    tracker.current = location.pathname + location.search;
    if (!location.hash) window.scrollTo(0, 0);
    onNavigate();
  }, [location.pathname, location.search, location.hash, onNavigate, tracker, site]);
}
