import { describe, expect, it } from 'vitest';
import {
  HIDE_THRESHOLD_PX,
  initialNavState,
  navView,
  nextNavState,
  throttle,
  type NavBehaviour,
  type NavConfig,
  type NavState,
} from './nav-behaviour';

const DESKTOP = 1280;
const PHONE = 390;

/** Scrolls through the positions in order and returns whether the bar is hidden after each. */
function scroll(config: NavConfig, positions: number[], opts: { width?: number; popoverOpen?: boolean; from?: NavState } = {}) {
  let state = opts.from ?? initialNavState(0);
  const seen: boolean[] = [];
  for (const scrollY of positions) {
    const input = { scrollY, viewportWidth: opts.width ?? DESKTOP, popoverOpen: opts.popoverOpen ?? false };
    state = nextNavState(state, config, input);
    seen.push(navView(state, config, input).hidden);
  }
  return { seen, state };
}

const fixedBar = (behaviour: NavBehaviour): NavConfig => ({ behaviour, fixed: true });

describe('navigation bar behaviour', () => {
  it('uses the spec’s 25 px threshold', () => {
    expect(HIDE_THRESHOLD_PX).toBe(25);
  });

  for (const behaviour of ['gentle', 'aggressive'] as const) {
    it(`${behaviour}: scrolling down hides the bar only past 25 px`, () => {
      expect(scroll(fixedBar(behaviour), [10, 25]).seen).toEqual([false, false]);
      expect(scroll(fixedBar(behaviour), [10, 26]).seen).toEqual([false, true]);
      expect(scroll(fixedBar(behaviour), [400]).seen).toEqual([true]);
    });

    it(`${behaviour}: scrolling back up to 25 px or less shows it`, () => {
      const { seen } = scroll(fixedBar(behaviour), [400, 800, 26, 25]);
      expect(seen.at(-1)).toBe(false);
    });

    it(`${behaviour}: a locked bar (a popover is open) does not hide, and hides on the next scroll down once unlocked`, () => {
      const locked = scroll(fixedBar(behaviour), [100, 300, 600], { popoverOpen: true });
      expect(locked.seen).toEqual([false, false, false]);
      expect(scroll(fixedBar(behaviour), [601], { from: locked.state }).seen).toEqual([true]);
    });

    it(`${behaviour}: forced fixed and locked below the md breakpoint`, () => {
      const phone = scroll(fixedBar(behaviour), [100, 500, 2000], { width: PHONE });
      expect(phone.seen).toEqual([false, false, false]);
      const view = navView(phone.state, { behaviour, fixed: false }, { viewportWidth: PHONE, popoverOpen: false });
      expect(view).toEqual({ fixed: true, locked: true, hidden: false });
      expect(navView(phone.state, fixedBar(behaviour), { viewportWidth: 727, popoverOpen: false }).locked).toBe(true);
      expect(navView(phone.state, fixedBar(behaviour), { viewportWidth: 728, popoverOpen: false }).locked).toBe(false);
    });
  }

  it('gentle: scrolling up far from the top keeps the bar hidden', () => {
    expect(scroll(fixedBar('gentle'), [1000, 900, 500, 100, 26]).seen).toEqual([true, true, true, true, true]);
  });

  it('aggressive: scrolling up 25 px or more shows the bar, less does not', () => {
    expect(scroll(fixedBar('aggressive'), [1000, 976]).seen).toEqual([true, true]); // 24 px up
    expect(scroll(fixedBar('aggressive'), [1000, 975]).seen).toEqual([true, false]); // 25 px up
    // Small steps add up within one upward run.
    expect(scroll(fixedBar('aggressive'), [1000, 990, 980, 970]).seen).toEqual([true, true, true, false]);
  });

  it('aggressive: scrolling down again after coming back hides it again, and the upward run starts over', () => {
    const { seen } = scroll(fixedBar('aggressive'), [1000, 950, 960, 940, 935]);
    // Shown at 950, hidden at 960; from 960 the reader must go up 25 px again (to 935).
    expect(seen).toEqual([true, false, true, true, false]);
  });

  it('none: a fixed bar never hides', () => {
    expect(scroll(fixedBar('none'), [100, 1000, 5000]).seen).toEqual([false, false, false]);
  });

  it('a bar that is not fixed scrolls with the page and never hides on a desktop', () => {
    const config: NavConfig = { behaviour: 'aggressive', fixed: false };
    const { seen, state } = scroll(config, [100, 1000]);
    expect(seen).toEqual([false, false]);
    expect(navView(state, config, { viewportWidth: DESKTOP, popoverOpen: false }).fixed).toBe(false);
  });

  it('treats a negative position (overscroll) as the top', () => {
    expect(scroll(fixedBar('gentle'), [400, -30]).seen).toEqual([true, false]);
  });
});

describe('throttle', () => {
  function fakeClock() {
    let time = 0;
    const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
    return {
      now: () => time,
      schedule(run: () => void, delay: number) {
        const timer = { at: time + delay, run, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      advance(ms: number) {
        time += ms;
        for (const t of timers.filter((x) => !x.cancelled && x.at <= time)) {
          t.cancelled = true;
          t.run();
        }
      },
    };
  }

  it('runs at once when idle, then at most once per interval, always handling the last call', () => {
    const clock = fakeClock();
    let calls = 0;
    const t = throttle(() => calls++, 100, clock);
    t.call();
    expect(calls).toBe(1);
    clock.advance(10);
    t.call();
    t.call();
    clock.advance(50);
    t.call();
    expect(calls).toBe(1);
    clock.advance(40); // 100 ms after the first run
    expect(calls).toBe(2);
    clock.advance(500);
    expect(calls).toBe(2);
    t.call();
    expect(calls).toBe(3);
  });

  it('cancel drops a pending trailing call', () => {
    const clock = fakeClock();
    let calls = 0;
    const t = throttle(() => calls++, 100, clock);
    t.call();
    t.call();
    t.cancel();
    clock.advance(200);
    expect(calls).toBe(1);
  });
});
