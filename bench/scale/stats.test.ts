import { describe, expect, it } from 'vitest';
import { percentile, ratio, summarize } from './stats';

describe('percentile', () => {
  it('takes the nearest rank, a value that was measured', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('does not depend on the order of the values', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
  });

  it('rounds the rank up on small samples', () => {
    expect(percentile([10, 20, 30], 95)).toBe(30);
    expect(percentile([10, 20, 30], 34)).toBe(20);
  });

  it('refuses no values and percentiles out of range', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });
});

describe('summarize', () => {
  it('gives the count, min, quartiles, p95, p99 and max', () => {
    const values = Array.from({ length: 300 }, (_, i) => 300 - i);
    expect(summarize(values)).toEqual({ count: 300, min: 1, p25: 75, p50: 150, p75: 225, p95: 285, p99: 297, max: 300 });
  });
});

describe('ratio', () => {
  it('is 1 when flat', () => {
    expect(ratio(2, 2)).toBe(1);
    expect(Number.isNaN(ratio(1, 0))).toBe(true);
  });
});
