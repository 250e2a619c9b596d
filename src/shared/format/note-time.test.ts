import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noteTime } from './note-time';

const NOW = Date.UTC(2026, 10, 24, 15, 0);

describe('noteTime', () => {
  it('is relative under 24 hours, then a date', () => {
    expect(noteTime(NOW - 10_000, NOW)).toBe('Just now');
    expect(noteTime(NOW - 60_000, NOW)).toBe('1 minute ago');
    expect(noteTime(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(noteTime(NOW - 3_600_000, NOW)).toBe('1 hour ago');
    expect(noteTime(NOW - 23 * 3_600_000 - 59 * 60_000, NOW)).toBe('23 hours ago');
    expect(noteTime(NOW - 24 * 3_600_000, NOW)).toBe('Nov 23');
    expect(noteTime(Date.UTC(2025, 0, 2), NOW)).toBe('Jan 2, 2025');
  });

  it('never shows a date under a day nor a relative time from a day on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (elapsed) => {
        const label = noteTime(NOW - elapsed, NOW);
        expect(/ago$|^Just now$/.test(label)).toBe(elapsed < 86_400_000);
      }),
      { numRuns: 200 },
    );
  });
});
