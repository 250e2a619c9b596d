import { describe, expect, it } from 'vitest';
import { allocate, poolOf, splitPool, type MemberRead } from './earnings.split';

/** A small deterministic generator, so a failing run can be repeated. */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const sum = (shares: { cents: number }[]) => shares.reduce((a, s) => a + s.cents, 0);

describe('poolOf', () => {
  it('takes the partner share of a fee, rounded down to the cent', () => {
    expect(poolOf(500, 50)).toBe(250);
    expect(poolOf(499, 50)).toBe(249);
    expect(poolOf(417, 33)).toBe(137); // 137.61
    expect(poolOf(500, 0)).toBe(0);
    expect(poolOf(500, 100)).toBe(500);
    expect(poolOf(0, 50)).toBe(0);
  });
});

describe('splitPool', () => {
  it('gives a $5.00 pool read 1/1/1 ms as 167, 167, 166: the odd cent to the smaller story id', () => {
    const shares = splitPool(500, [
      { postId: 'cccccccccccc', engagedMs: 1 },
      { postId: 'aaaaaaaaaaaa', engagedMs: 1 },
      { postId: 'bbbbbbbbbbbb', engagedMs: 1 },
    ]);
    expect(Object.fromEntries(shares.map((s) => [s.postId, s.cents]))).toEqual({ aaaaaaaaaaaa: 167, bbbbbbbbbbbb: 167, cccccccccccc: 166 });
    expect(sum(shares)).toBe(500);
  });

  it('hands the leftover cents to the largest remainders', () => {
    // 100 × 2/7 = 28.57, 100 × 5/7 = 71.43: floors 28 + 71 = 99, the cent goes to the first.
    const shares = splitPool(100, [
      { postId: 'aaaaaaaaaaaa', engagedMs: 2 },
      { postId: 'bbbbbbbbbbbb', engagedMs: 5 },
    ]);
    expect(shares.map((s) => s.cents)).toEqual([29, 71]);
  });

  it('allocates nothing without engaged time, and leaves stories with none out', () => {
    expect(splitPool(500, [])).toEqual([]);
    expect(sum(splitPool(500, [{ postId: 'aaaaaaaaaaaa', engagedMs: 0 }]))).toBe(0);
    expect(splitPool(500, [{ postId: 'aaaaaaaaaaaa', engagedMs: 0 }, { postId: 'bbbbbbbbbbbb', engagedMs: 3 }])).toEqual([
      { postId: 'bbbbbbbbbbbb', engagedMs: 3, cents: 500 },
    ]);
  });

  it('is exact for huge engaged times and pools (no floating point)', () => {
    const shares = splitPool(9_999_999, [
      { postId: 'aaaaaaaaaaaa', engagedMs: 2 ** 40 + 1 },
      { postId: 'bbbbbbbbbbbb', engagedMs: 2 ** 40 - 1 },
      { postId: 'cccccccccccc', engagedMs: 3 },
    ]);
    expect(sum(shares)).toBe(9_999_999);
    expect(shares[2]!.cents).toBe(0);
  });

  it('adds up to the pool to the cent for many stories (property, bounded runs)', () => {
    const random = sequence(42);
    for (let run = 0; run < 300; run++) {
      const pool = Math.floor(random() * 100_000);
      const count = 1 + Math.floor(random() * 200);
      const reads = Array.from({ length: count }, (_, i) => ({
        postId: i.toString(16).padStart(12, '0'),
        engagedMs: random() < 0.1 ? 1 : Math.floor(random() * 3_600_000),
      }));
      const shares = splitPool(pool, reads);
      const total = reads.reduce((a, r) => a + r.engagedMs, 0);
      if (total === 0) continue;
      expect(sum(shares)).toBe(pool);
      for (const share of shares) {
        // Never more than one cent from the exact proportional share.
        const exact = (pool * share.engagedMs) / total;
        expect(Math.abs(share.cents - exact)).toBeLessThan(1 + 1e-6);
        expect(share.cents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is deterministic whatever the order of the reads', () => {
    const reads = Array.from({ length: 7 }, (_, i) => ({ postId: `00000000000${i}`, engagedMs: 1 }));
    const forward = splitPool(1000, reads);
    const backward = splitPool(1000, [...reads].reverse());
    const byId = (shares: { postId: string; cents: number }[]) => Object.fromEntries(shares.map((s) => [s.postId, s.cents]));
    expect(byId(backward)).toEqual(byId(forward));
  });
});

describe('allocate', () => {
  const read = (readerId: string, postId: string, creatorId: string, engagedMs: number): MemberRead => ({ readerId, postId, creatorId, engagedMs });

  it('splits each member’s pool among enrolled writers’ stories, never the member’s own, and records what went unallocated', () => {
    const result = allocate({
      fees: [
        { userId: 'm1', amountCents: 500, currency: 'USD' },
        // A $50 yearly fee shared monthly: 416 or 417 cents a month, as membership reports it.
        { userId: 'm2', amountCents: 417, currency: 'USD' },
        { userId: 'm3', amountCents: 500, currency: 'USD' },
      ],
      reads: [
        read('m1', 'p1', 'w1', 60_000),
        read('m1', 'p2', 'w2', 30_000),
        read('m1', 'p3', 'outsider', 90_000), // not enrolled
        read('m2', 'p1', 'w1', 1),
        read('m2', 'p4', 'm2', 99_000), // own story
        read('m3', 'p3', 'outsider', 10_000), // only ineligible reads
        read('nobody', 'p1', 'w1', 10_000), // no fee: not a member
      ],
      percent: 50,
      enrolled: new Set(['w1', 'w2', 'm2']),
      stateOf: (id) => (id === 'w2' ? 'WITHHELD' : 'EARNING'),
    });
    expect(result.pools).toEqual([
      { memberId: 'm1', feeCents: 500, currency: 'USD', poolCents: 250, allocatedCents: 250, engagedMs: 90_000 },
      { memberId: 'm2', feeCents: 417, currency: 'USD', poolCents: 208, allocatedCents: 208, engagedMs: 1 },
      { memberId: 'm3', feeCents: 500, currency: 'USD', poolCents: 250, allocatedCents: 0, engagedMs: 0 },
    ]);
    expect(result.shares).toEqual([
      { memberId: 'm1', postId: 'p1', writerId: 'w1', engagedMs: 60_000, cents: 167, state: 'EARNING' },
      { memberId: 'm1', postId: 'p2', writerId: 'w2', engagedMs: 30_000, cents: 83, state: 'WITHHELD' },
      { memberId: 'm2', postId: 'p1', writerId: 'w1', engagedMs: 1, cents: 208, state: 'EARNING' },
    ]);
    expect(result.stories).toEqual([
      { postId: 'p1', writerId: 'w1', memberCount: 2, engagedMs: 60_001, cents: 375, state: 'EARNING' },
      { postId: 'p2', writerId: 'w2', memberCount: 1, engagedMs: 30_000, cents: 83, state: 'WITHHELD' },
    ]);
    expect(result.writers).toEqual([
      { writerId: 'w1', storyCount: 1, engagedMs: 60_001, cents: 375, state: 'EARNING' },
      { writerId: 'w2', storyCount: 1, engagedMs: 30_000, cents: 83, state: 'WITHHELD' },
    ]);
    expect(result).toMatchObject({ poolCents: 708, allocatedCents: 458, unallocatedCents: 250 });
  });
});
