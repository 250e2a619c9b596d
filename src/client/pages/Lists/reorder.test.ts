import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reordered } from './reorder';

describe('reordered', () => {
  it('moves up, down, to the top and to the end', () => {
    const ids = ['a', 'b', 'c', 'd'];
    expect(reordered(ids, 'c', 1)).toEqual({ order: ['a', 'c', 'b', 'd'], after: 'a' });
    expect(reordered(ids, 'b', 2)).toEqual({ order: ['a', 'c', 'b', 'd'], after: 'c' });
    expect(reordered(ids, 'd', 0)).toEqual({ order: ['d', 'a', 'b', 'c'], after: null });
    expect(reordered(ids, 'a', 9)).toEqual({ order: ['b', 'c', 'd', 'a'], after: 'd' });
    expect(reordered(ids, 'z', 1)).toEqual({ order: ids, after: null });
  });

  it('keeps every item once, puts the moved one at the index, right after the item it names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.integer({ min: -2, max: 14 }), (ids, pick, to) => {
        const itemId = ids[pick % ids.length]!;
        const { order, after } = reordered(ids, itemId, to);
        expect([...order].sort()).toEqual([...ids].sort());
        const at = order.indexOf(itemId);
        expect(at).toBe(Math.max(0, Math.min(to, ids.length - 1)));
        expect(after).toBe(at === 0 ? null : order[at - 1]);
      }),
      { numRuns: 200 },
    );
  });
});
