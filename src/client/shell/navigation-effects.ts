import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldKeepQueryString } from '../../shared/routes';
import { useToasts } from '../components/Toasts/toasts';

export interface NavigationTracker {
  referrer: string | null;
  current: string;
}

/** Browser-only effects of moving between pages: scroll to top, end 'next page' toasts, drop the query string. */
export function useNavigationEffects(tracker: NavigationTracker) {
  const location = useLocation();
  const { onNavigate } = useToasts();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      // After the first render the query string has done its job, unless it carries a campaign link.
      if (location.search && !shouldKeepQueryString(location.search)) {
        window.history.replaceState(window.history.state, '', location.pathname + location.hash);
      }
      return;
    }
    tracker.referrer = tracker.current;
    tracker.current = location.pathname + location.search;
    if (!location.hash) window.scrollTo(0, 0);
    onNavigate();
  }, [location.pathname, location.search, location.hash, onNavigate, tracker]);
}
