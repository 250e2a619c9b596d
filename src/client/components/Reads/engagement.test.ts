import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngagementClock, progressThrough } from './engagement';

describe('EngagementClock', () => {
  it('counts time while visible and active, up to the idle limit after the last activity', () => {
    const clock = new EngagementClock(20_000, 0, true);
    clock.activity(5_000);
    expect(clock.total(5_000)).toBe(5_000);
    // Reading without moving counts for 20 s, then the reader is idle.
    expect(clock.total(60_000)).toBe(25_000);
    clock.activity(60_000);
    expect(clock.total(61_000)).toBe(26_000);
  });

  it('stops while the tab is hidden and starts again when it is shown', () => {
    const clock = new EngagementClock(20_000, 0, true);
    clock.hidden(3_000);
    expect(clock.total(500_000)).toBe(3_000);
    clock.shown(500_000);
    expect(clock.total(504_000)).toBe(7_000);
  });

  it('never runs backwards nor faster than the wall clock, whatever happens', () => {
    const step = fc.record({ kind: fc.constantFrom('activity', 'hidden', 'shown'), gap: fc.integer({ min: 0, max: 60_000 }) });
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 40 }), (visible, steps) => {
        const clock = new EngagementClock(20_000, 0, visible);
        let now = 0;
        let last = 0;
        for (const { kind, gap } of steps) {
          now += gap;
          if (kind === 'activity') clock.activity(now);
          else if (kind === 'hidden') clock.hidden(now);
          else clock.shown(now);
          const total = clock.total(now);
          expect(total).toBeGreaterThanOrEqual(last);
          expect(total).toBeLessThanOrEqual(now);
          last = total;
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('progressThrough', () => {
  it('is how much of the element lies above the bottom of the viewport', () => {
    expect(progressThrough(800, 2000, 800)).toBe(0);
    expect(progressThrough(-200, 2000, 800)).toBe(0.5);
    expect(progressThrough(-3000, 2000, 800)).toBe(1);
    expect(progressThrough(0, 0, 800)).toBe(0);
  });
});
