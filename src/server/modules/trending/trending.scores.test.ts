import { describe, expect, it } from 'vitest';
import { clapsWithin, decayedScore, HOUR_MS, hourOf, SCORE_MODES, scoresOf, spansCrossed, WINDOWS_MS } from './trending.scores';

const DAY = 24 * HOUR_MS;
const NOW = hourOf(1_800_000_000_000);
const row = (postId: string, hoursAgo: number, counts: Partial<{ reads: number; claps: number; responses: number }>) => ({
  postId,
  hour: NOW - hoursAgo * HOUR_MS,
  reads: 0,
  claps: 0,
  responses: 0,
  ...counts,
});

describe('trending scores', () => {
  it('halves an hour of activity every half-life', () => {
    const mode = { now: NOW, halfLifeMs: 6 * HOUR_MS, windowMs: 2 * DAY };
    const fresh = decayedScore([row('a', 0, { reads: 4 })], mode)!;
    const older = decayedScore([row('a', 6, { reads: 4 })], mode)!;
    expect(fresh - older).toBeCloseTo(1, 10);
    // Four reads six hours ago weigh as much as two reads now.
    expect(decayedScore([row('a', 0, { reads: 2 })], mode)).toBeCloseTo(older, 10);
  });

  it('ranks the same however late it is computed, until activity leaves the window', () => {
    const rows = [row('a', 30, { reads: 10 }), row('b', 2, { reads: 3 })];
    const at = (now: number) => ({ now, halfLifeMs: 36 * HOUR_MS, windowMs: 7 * DAY });
    const a = decayedScore(rows.filter((r) => r.postId === 'a'), at(NOW))!;
    const later = decayedScore(rows.filter((r) => r.postId === 'a'), at(NOW + 2 * DAY))!;
    expect(later).toBe(a);
    expect(decayedScore(rows.filter((r) => r.postId === 'a'), at(NOW + 7 * DAY))).toBeNull();
  });

  it('weighs responses over reads over claps, and leaves out stories whose claps were all taken back', () => {
    const mode = { now: NOW, halfLifeMs: DAY, windowMs: 7 * DAY };
    const response = decayedScore([row('a', 0, { responses: 1 })], mode)!;
    const read = decayedScore([row('a', 0, { reads: 1 })], mode)!;
    const clap = decayedScore([row('a', 0, { claps: 1 })], mode)!;
    expect(response).toBeGreaterThan(read);
    expect(read).toBeGreaterThan(clap);
    expect(decayedScore([row('a', 1, { claps: 5 }), row('a', 0, { claps: -5 })], mode)).toBeNull();
  });

  it('counts top stories as the claps inside the period', () => {
    const rows = [row('a', 24, { claps: 7 }), row('a', 9 * 24, { claps: 50 })];
    expect(clapsWithin(rows, { now: NOW, windowMs: 7 * DAY })).toBe(7);
    expect(clapsWithin(rows, { now: NOW, windowMs: 30 * DAY })).toBe(57);
  });

  it('scores every mode and period of each story', () => {
    const scores = scoresOf([row('a', 1, { reads: 1, claps: 2 }), row('b', 20 * 24, { reads: 1 })], NOW);
    expect(scores.filter((s) => s.postId === 'a').map((s) => s.mode).sort()).toEqual(['month', 'today', 'top-month', 'top-week', 'week']);
    expect(scores.filter((s) => s.postId === 'b').map((s) => s.mode)).toEqual(['month']);
    // A run replaces a story's scores under these keys only: every key a score is written under is one.
    expect(new Set(scores.map((s) => s.mode))).toEqual(new Set(SCORE_MODES));
  });

  it('gives the very same number whatever order the rows come in', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row('a', i * 7 % 40, { reads: 1 + (i % 3), claps: i % 11, responses: i % 2 }));
    const mode = { now: NOW, halfLifeMs: 36 * HOUR_MS, windowMs: 7 * DAY };
    expect(decayedScore([...rows].reverse(), mode)).toBe(decayedScore(rows, mode));
    expect(scoresOf([...rows].reverse(), NOW)).toEqual(scoresOf(rows, NOW));
  });
});

describe('what time alone changes', () => {
  /** Whether an hour's activity counts differently at `at` than at `since` in some mode or period. */
  const changes = (hour: number, since: number, at: number) =>
    WINDOWS_MS.some((w) => (hour > since - w && hour <= since) !== (hour > at - w && hour <= at));
  const inSpans = (hour: number, since: number, at: number) => spansCrossed(since, at).some(([after, until]) => hour > after && hour <= until);

  it('names every hour whose activity counts differently after the time between two runs', () => {
    const since = NOW + 20 * 60_000;
    for (const gap of [10 * 60_000, 40 * 60_000, HOUR_MS, 5 * HOUR_MS, DAY, 3 * DAY, 31 * DAY, 40 * DAY]) {
      const at = since + gap;
      for (let hour = since - 75 * DAY; hour <= at + 2 * HOUR_MS; hour += HOUR_MS) {
        if (changes(hour, since, at)) expect(inSpans(hour, since, at), `hour ${hour} after ${gap} ms`).toBe(true);
      }
    }
  });

  it('names no hour between two runs inside one hour, and one hour per window when a run crosses an hour', () => {
    const since = NOW + 20 * 60_000;
    const hoursIn = (at: number) => {
      const found = new Set<number>();
      for (const [after, until] of spansCrossed(since, at)) for (let h = hourOf(after) + HOUR_MS; h <= until; h += HOUR_MS) found.add(h);
      return found.size;
    };
    expect(hoursIn(since + 10 * 60_000)).toBe(0);
    expect(hoursIn(since + 40 * 60_000)).toBe(1 + WINDOWS_MS.length);
    expect(spansCrossed(since, since)).toEqual([]);
    expect(spansCrossed(since, since - HOUR_MS)).toEqual([]);
  });
});
