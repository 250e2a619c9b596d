import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRead, MIN_READ_ENGAGED_MS, readThresholdMs } from './reads';

describe('the read rule', () => {
  it('needs 30% of the reading time, never under the floor', () => {
    expect(readThresholdMs(10)).toBe(180_000);
    expect(readThresholdMs(0)).toBe(MIN_READ_ENGAGED_MS);
    expect(readThresholdMs(Number.NaN)).toBe(MIN_READ_ENGAGED_MS);
    expect(isRead({ engagedMs: 179_999, progress: 0.5, readingTime: 10 })).toBe(false);
    expect(isRead({ engagedMs: 180_000, progress: 0, readingTime: 10 })).toBe(true);
  });

  it('counts reaching the end only with a tenth of the reading time spent', () => {
    expect(isRead({ engagedMs: 59_999, progress: 1, readingTime: 10 })).toBe(false);
    expect(isRead({ engagedMs: 60_000, progress: 0.9, readingTime: 10 })).toBe(true);
    expect(isRead({ engagedMs: 60_000, progress: 0.89, readingTime: 10 })).toBe(false);
  });

  it('is monotonic: more time or further never un-reads a story', () => {
    fc.assert(
      fc.property(
        fc.nat(3_600_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.nat(600_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (engagedMs, progress, readingTime, moreMs, moreProgress) => {
          if (!isRead({ engagedMs, progress, readingTime })) return;
          expect(isRead({ engagedMs: engagedMs + moreMs, progress: Math.max(progress, moreProgress), readingTime })).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
