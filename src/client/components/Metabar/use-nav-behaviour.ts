import { useEffect, useRef, useState } from 'react';
import { initialNavState, navView, nextNavState, SCROLL_THROTTLE_MS, throttle, type NavConfig, type NavState, type NavView } from './nav-behaviour';

const sameView = (a: NavView, b: NavView) => a.fixed === b.fixed && a.locked === b.locked && a.hidden === b.hidden;

/**
 * Follows the window's scrolling and size (at most once per 100 ms) and whether a popover is open, and says
 * whether the bar is fixed and hidden. Runs only in the browser after hydration: the server and the first
 * render show the bar, so nothing differs between the server's HTML and hydration.
 */
export function useNavBehaviour(config: NavConfig, popoverOpen: boolean): NavView {
  const { behaviour, fixed } = config;
  const [view, setView] = useState<NavView>({ fixed, locked: false, hidden: false });
  const state = useRef<NavState | null>(null);

  useEffect(() => {
    const current: NavConfig = { behaviour, fixed };
    const update = () => {
      const input = { scrollY: window.scrollY, viewportWidth: window.innerWidth, popoverOpen };
      const next = nextNavState(state.current ?? initialNavState(input.scrollY), current, input);
      state.current = next;
      const nextView = navView(next, current, input);
      setView((previous) => (sameView(previous, nextView) ? previous : nextView));
    };
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', throttled.call, { passive: true });
    window.addEventListener('resize', throttled.call, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled.call);
      window.removeEventListener('resize', throttled.call);
      throttled.cancel();
    };
  }, [behaviour, fixed, popoverOpen]);

  return view;
}
