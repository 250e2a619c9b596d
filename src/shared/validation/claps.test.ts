import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampClaps, clapsLabel, isValidClapDelta, MAX_CLAPS_PER_READER, milestoneAtOrBelow, milestoneCrossed } from './claps';

describe('clap milestones', () => {
  it('are 10, 50, 100, 250, 500, 1000, then every thousand', () => {
    expect([9, 10, 49, 50, 99, 100, 249, 250, 999, 1000, 1999, 2000, 12_345].map(milestoneAtOrBelow)).toEqual([
      0, 10, 10, 50, 50, 100, 100, 250, 500, 1000, 1000, 2000, 12_000,
    ]);
  });

  it('a change crosses the highest milestone it passes going up, and none going down or staying below', () => {
    expect(milestoneCrossed(8, 58)).toBe(50);
    expect(milestoneCrossed(9, 10)).toBe(10);
    expect(milestoneCrossed(10, 12)).toBeNull();
    expect(milestoneCrossed(60, 40)).toBeNull();
    expect(milestoneCrossed(1990, 2005)).toBe(2000);
  });

  it('splitting a rise into steps announces the same highest milestone as the rise in one go', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 40 }), (start, steps) => {
        let total = start;
        const seen: number[] = [];
        for (const step of steps) {
          const crossed = milestoneCrossed(total, total + step);
          if (crossed !== null) seen.push(crossed);
          total += step;
        }
        // Each milestone is passed once, in order, and the last one is what the whole rise crosses.
        expect([...seen].sort((a, b) => a - b)).toEqual(seen);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.at(-1) ?? null).toBe(milestoneCrossed(start, total));
      }),
      { numRuns: 200 },
    );
  });
});

describe('a reader’s claps', () => {
  it('stay between 0 and 50 whatever is added or taken back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 60 }), (deltas) => {
        let claps = 0;
        for (const delta of deltas) {
          claps = clampClaps(claps, delta);
          expect(claps).toBeGreaterThanOrEqual(0);
          expect(claps).toBeLessThanOrEqual(MAX_CLAPS_PER_READER);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('come 1 to 50 at a time, either way', () => {
    expect([1, 50, -50, -1].every(isValidClapDelta)).toBe(true);
    expect([0, 51, -51, 1.5, Number.NaN].some(isValidClapDelta)).toBe(false);
  });

  it('read as a count of claps, shortened with K and M', () => {
    expect(clapsLabel(1)).toBe('1 clap');
    expect(clapsLabel(12)).toBe('12 claps');
    expect(clapsLabel(1234)).toBe('1.2K claps');
  });
});

describe('enumerations and counts as schemas', () => {
  it('clap deltas, report reasons and quote types', async () => {
    const { isValidClapDelta } = await import('./claps');
    const { isReportReason } = await import('./relations');
    const { isQuoteType } = await import('./highlights');
    expect([1, -1, 50, -50].every(isValidClapDelta)).toBe(true);
    expect([0, 51, -51, 1.5, Number.NaN, Infinity].some(isValidClapDelta)).toBe(false);
    expect(isReportReason('spam') && !isReportReason('SPAM') && !isReportReason(1)).toBe(true);
    expect(isQuoteType('HIGHLIGHT') && !isQuoteType('highlight') && !isQuoteType(null)).toBe(true);
  });
});
