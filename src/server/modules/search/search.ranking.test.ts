import { describe, expect, it } from 'vitest';
import { decodeRankCursor, encodeRankCursor, isAfter, popularityBoost, recencyBoost, storyScore } from './search.ranking';

const YEAR = 365 * 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

describe('story ranking', () => {
  it('puts a title match of an old quiet story above a body match of a new loved one', () => {
    const title = storyScore({ textRank: 1, inHeadline: true, publishedAt: NOW - 10 * YEAR, claps: 0 }, NOW);
    const body = storyScore({ textRank: 1, inHeadline: false, publishedAt: NOW, claps: 1_000_000 }, NOW);
    expect(title).toBeGreaterThan(body);
  });

  it('decays with age to half, and grows slowly with claps', () => {
    expect(recencyBoost(NOW, NOW)).toBe(1);
    expect(recencyBoost(NOW - YEAR, NOW)).toBeCloseTo(0.75);
    expect(recencyBoost(NOW - 50 * YEAR, NOW)).toBeGreaterThanOrEqual(0.5);
    expect(popularityBoost(0)).toBe(1);
    expect(popularityBoost(99)).toBeCloseTo(1.5);
  });

  it('round-trips a cursor and orders ties by id', () => {
    const cursor = { asOf: NOW, score: 0.000123456789, id: 'abc123def456' };
    expect(decodeRankCursor(encodeRankCursor(cursor))).toEqual(cursor);
    expect(decodeRankCursor('garbage')).toBeNull();
    expect(isAfter({ id: 'abc000000000', score: cursor.score }, cursor)).toBe(true);
    expect(isAfter({ id: 'abd000000000', score: cursor.score }, cursor)).toBe(false);
  });
});
