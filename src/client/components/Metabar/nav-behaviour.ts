/**
 * How the navigation bar follows the page's scrolling (spec 1 §4, §9; spec 2 §9). Pure: the hook beside
 * it (use-nav-behaviour.ts) feeds it the scroll position, the viewport width and whether a popover is open.
 *
 * - behaviour `none`: a fixed bar never hides; `gentle` and `aggressive`: scrolling down past 25 px hides it
 *   unless it is locked. Scrolling up shows it again near the top (25 px or less), or, in aggressive mode,
 *   once the reader has scrolled up 25 px or more.
 * - A bar that is not fixed scrolls away with the page and never hides.
 * - Below the md breakpoint (728 px) the bar is forced fixed and locked; an open popover locks it too.
 */

export type NavBehaviour = 'none' | 'gentle' | 'aggressive';

export interface NavConfig {
  behaviour: NavBehaviour;
  /** The bar stays at the top of the window while the page scrolls (else it scrolls away with the page). */
  fixed: boolean;
}

export interface NavInput {
  scrollY: number;
  viewportWidth: number;
  popoverOpen: boolean;
}

export interface NavState {
  hidden: boolean;
  /** The scroll position last seen. */
  lastY: number;
  /** Where the current upward run started: the scroll position the last scroll down ended at. */
  peakY: number;
}

export interface NavView {
  fixed: boolean;
  locked: boolean;
  hidden: boolean;
}

/** Spec 1 §9: the hide threshold. */
export const HIDE_THRESHOLD_PX = 25;
/** Spec 2 §9: the md breakpoint; narrower screens get a fixed, locked bar. */
export const MD_BREAKPOINT_PX = 728;
/** Spec 2 §9: scroll and resize are handled at most once per 100 ms. */
export const SCROLL_THROTTLE_MS = 100;
/** Spec 1 §9: the bar's height (the stylesheet uses the same numbers). */
export const METABAR_HEIGHT_PX = { desktop: 65, small: 56 } as const;

/** Most pages: a fixed bar that gets out of the way while reading and comes back when the reader scrolls up. */
export const DEFAULT_NAV_CONFIG: NavConfig = { behaviour: 'aggressive', fixed: true };

export function initialNavState(scrollY = 0): NavState {
  const y = Math.max(0, scrollY);
  return { hidden: false, lastY: y, peakY: y };
}

/** Whether the bar is fixed and whether it is locked (may not hide) for this screen and popover state. */
export function navMode(config: NavConfig, input: Pick<NavInput, 'viewportWidth' | 'popoverOpen'>): { fixed: boolean; locked: boolean } {
  const narrow = input.viewportWidth > 0 && input.viewportWidth < MD_BREAKPOINT_PX;
  return { fixed: config.fixed || narrow, locked: narrow || input.popoverOpen };
}

/** The state after the page reports a new scroll position (or the screen or the popover changed). */
export function nextNavState(state: NavState, config: NavConfig, input: NavInput): NavState {
  const y = Math.max(0, input.scrollY);
  const { fixed, locked } = navMode(config, input);
  if (!fixed || locked || config.behaviour === 'none' || y <= HIDE_THRESHOLD_PX) return { hidden: false, lastY: y, peakY: y };
  if (y > state.lastY) return { hidden: true, lastY: y, peakY: y };
  if (y < state.lastY) {
    const cameBack = config.behaviour === 'aggressive' && state.peakY - y >= HIDE_THRESHOLD_PX;
    return { hidden: state.hidden && !cameBack, lastY: y, peakY: state.peakY };
  }
  return state;
}

export function navView(state: NavState, config: NavConfig, input: Pick<NavInput, 'viewportWidth' | 'popoverOpen'>): NavView {
  const { fixed, locked } = navMode(config, input);
  return { fixed, locked, hidden: fixed && !locked && state.hidden };
}

/**
 * Calls `fn` at most once per `ms`: at once when idle, otherwise once at the end of the interval (so the
 * last position is always handled). `schedule` and `now` are the browser's timer and clock unless a test
 * gives its own.
 */
export function throttle(
  fn: () => void,
  ms: number,
  clock: { now: () => number; schedule: (run: () => void, delay: number) => () => void } = {
    now: () => Date.now(),
    schedule: (run, delay) => {
      const id = setTimeout(run, delay);
      return () => clearTimeout(id);
    },
  },
): { call: () => void; cancel: () => void } {
  let last = -Infinity;
  let cancelPending: (() => void) | null = null;
  const run = () => {
    cancelPending = null;
    last = clock.now();
    fn();
  };
  return {
    call() {
      if (cancelPending) return;
      const wait = last + ms - clock.now();
      if (wait <= 0) run();
      else cancelPending = clock.schedule(run, wait);
    },
    cancel() {
      cancelPending?.();
      cancelPending = null;
    },
  };
}
