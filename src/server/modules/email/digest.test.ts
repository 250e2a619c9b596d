import { describe, expect, it } from 'vitest';
import { latestDigestSlot } from './digest';

describe('latestDigestSlot', () => {
  it("is today's digest hour once it has come, else yesterday's", () => {
    expect(latestDigestSlot(Date.UTC(2026, 2, 2, 10), 8)).toEqual({ day: '2026-03-02', at: Date.UTC(2026, 2, 2, 8) });
    expect(latestDigestSlot(Date.UTC(2026, 2, 2, 8), 8)).toEqual({ day: '2026-03-02', at: Date.UTC(2026, 2, 2, 8) });
    expect(latestDigestSlot(Date.UTC(2026, 2, 2, 7, 59), 8)).toEqual({ day: '2026-03-01', at: Date.UTC(2026, 2, 1, 8) });
    expect(latestDigestSlot(Date.UTC(2026, 0, 1, 0, 30), 23)).toEqual({ day: '2025-12-31', at: Date.UTC(2025, 11, 31, 23) });
  });
});
