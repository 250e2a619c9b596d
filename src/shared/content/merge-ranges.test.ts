import { describe, expect, it } from 'vitest';
import { mergeRanges } from './merge-ranges';

describe('mergeRanges', () => {
  it('merges overlapping ranges', () => {
    expect(mergeRanges([{ start: 0, end: 5 }, { start: 3, end: 9 }])).toEqual([{ start: 0, end: 9 }]);
  });

  it('merges ranges that touch or are one character apart', () => {
    expect(mergeRanges([{ start: 0, end: 5 }, { start: 5, end: 7 }])).toEqual([{ start: 0, end: 7 }]);
    expect(mergeRanges([{ start: 0, end: 5 }, { start: 6, end: 7 }])).toEqual([{ start: 0, end: 7 }]);
  });

  it('keeps ranges two or more characters apart', () => {
    expect(mergeRanges([{ start: 7, end: 9 }, { start: 0, end: 5 }])).toEqual([
      { start: 0, end: 5 },
      { start: 7, end: 9 },
    ]);
  });

  it('handles contained ranges, duplicates and chains', () => {
    expect(
      mergeRanges([
        { start: 10, end: 12 },
        { start: 0, end: 20 },
        { start: 0, end: 20 },
        { start: 21, end: 25 },
        { start: 26, end: 30 },
      ]),
    ).toEqual([{ start: 0, end: 30 }]);
  });

  it('does not mutate its input and drops invalid ranges', () => {
    const input = [{ start: 0, end: 2 }, { start: 1, end: 4 }, { start: 5, end: 3 }];
    expect(mergeRanges(input)).toEqual([{ start: 0, end: 4 }]);
    expect(input[0]).toEqual({ start: 0, end: 2 });
  });

  it('accepts a custom gap', () => {
    expect(mergeRanges([{ start: 0, end: 2 }, { start: 3, end: 4 }], 0)).toHaveLength(2);
  });

  it('returns nothing for nothing', () => {
    expect(mergeRanges([])).toEqual([]);
  });
});
