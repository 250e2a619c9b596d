/**
 * The arithmetic of partner earnings, pure and exact: a member's pool is their fee times the partner share,
 * rounded down to the cent; it is split among the stories they read in proportion to engaged time by the
 * largest-remainder method, so the shares always add up to the pool exactly. Integer arithmetic throughout
 * (BigInt where products could pass 2^53).
 */

export type EarningState = 'EARNING' | 'WITHHELD' | 'LIMITED' | 'FORFEITED';

/** The pool a member's fee gives their writers: fee × percent / 100, rounded down to the cent. */
export function poolOf(feeCents: number, percent: number): number {
  if (!Number.isInteger(feeCents) || feeCents <= 0) return 0;
  const p = Math.min(100, Math.max(0, Math.floor(percent)));
  return Number((BigInt(feeCents) * BigInt(p)) / 100n);
}

export interface Weighted {
  postId: string;
  engagedMs: number;
}

export interface Share extends Weighted {
  cents: number;
}

/**
 * Splits `poolCents` among the stories in proportion to engaged time: each gets the floor of its exact share,
 * and the cents left over go one each to the largest remainders (ties to the smaller story id). Stories with
 * no engaged time get nothing and are left out; with none at all, nothing is allocated (an empty list).
 */
export function splitPool(poolCents: number, reads: readonly Weighted[]): Share[] {
  const weighted = reads.filter((r) => r.engagedMs > 0);
  if (poolCents <= 0 || weighted.length === 0) return weighted.map((r) => ({ ...r, cents: 0 }));
  const pool = BigInt(poolCents);
  const total = weighted.reduce((sum, r) => sum + BigInt(Math.floor(r.engagedMs)), 0n);
  const parts = weighted.map((r) => {
    const exact = pool * BigInt(Math.floor(r.engagedMs));
    return { read: r, cents: exact / total, remainder: exact % total };
  });
  let left = pool - parts.reduce((sum, p) => sum + p.cents, 0n);
  const order = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? (a.read.postId < b.read.postId ? -1 : a.read.postId > b.read.postId ? 1 : 0) : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of order) {
    if (left <= 0n) break;
    part.cents += 1n;
    left -= 1n;
  }
  return parts.map((p) => ({ postId: p.read.postId, engagedMs: p.read.engagedMs, cents: Number(p.cents) }));
}

export interface MemberFee {
  userId: string;
  amountCents: number;
  currency: string;
}

export interface MemberRead {
  readerId: string;
  postId: string;
  creatorId: string;
  engagedMs: number;
}

export interface MemberPool {
  memberId: string;
  feeCents: number;
  currency: string;
  poolCents: number;
  allocatedCents: number;
  engagedMs: number;
}

export interface MemberShare {
  memberId: string;
  postId: string;
  writerId: string;
  engagedMs: number;
  cents: number;
  state: EarningState;
}

export interface StoryTotal {
  postId: string;
  writerId: string;
  memberCount: number;
  engagedMs: number;
  cents: number;
  state: EarningState;
}

export interface WriterTotal {
  writerId: string;
  storyCount: number;
  engagedMs: number;
  cents: number;
  state: EarningState;
}

export interface Allocation {
  pools: MemberPool[];
  shares: MemberShare[];
  stories: StoryTotal[];
  writers: WriterTotal[];
  poolCents: number;
  allocatedCents: number;
  unallocatedCents: number;
}

/**
 * A whole period: each member's pool split among the eligible stories they read (by enrolled writers, not
 * their own). Several fee rows for one member add up. Shares carry their writer's earning state.
 */
export function allocate(input: {
  fees: readonly MemberFee[];
  reads: readonly MemberRead[];
  percent: number;
  enrolled: ReadonlySet<string>;
  stateOf: (writerId: string) => EarningState;
}): Allocation {
  const feeByMember = new Map<string, { cents: number; currency: string }>();
  for (const fee of input.fees) {
    if (!Number.isInteger(fee.amountCents) || fee.amountCents <= 0) continue;
    const known = feeByMember.get(fee.userId);
    feeByMember.set(fee.userId, { cents: (known?.cents ?? 0) + fee.amountCents, currency: known?.currency ?? fee.currency });
  }
  const readsByMember = new Map<string, MemberRead[]>();
  for (const read of input.reads) {
    if (!feeByMember.has(read.readerId) || read.creatorId === read.readerId || !input.enrolled.has(read.creatorId) || read.engagedMs <= 0) continue;
    const list = readsByMember.get(read.readerId) ?? [];
    list.push(read);
    readsByMember.set(read.readerId, list);
  }

  const pools: MemberPool[] = [];
  const shares: MemberShare[] = [];
  const members = [...feeByMember.keys()].sort();
  for (const memberId of members) {
    const fee = feeByMember.get(memberId)!;
    const poolCents = poolOf(fee.cents, input.percent);
    // One row per story even if the reads query gave several (it groups by story already).
    const byStory = new Map<string, MemberRead>();
    for (const read of readsByMember.get(memberId) ?? []) {
      const known = byStory.get(read.postId);
      byStory.set(read.postId, known ? { ...known, engagedMs: known.engagedMs + read.engagedMs } : read);
    }
    const split = splitPool(poolCents, [...byStory.values()]);
    let allocated = 0;
    let engaged = 0;
    for (const share of split) {
      const read = byStory.get(share.postId)!;
      allocated += share.cents;
      engaged += share.engagedMs;
      shares.push({ memberId, postId: share.postId, writerId: read.creatorId, engagedMs: share.engagedMs, cents: share.cents, state: input.stateOf(read.creatorId) });
    }
    pools.push({ memberId, feeCents: fee.cents, currency: fee.currency, poolCents, allocatedCents: allocated, engagedMs: engaged });
  }

  const stories = new Map<string, StoryTotal>();
  for (const share of shares) {
    const total = stories.get(share.postId) ?? { postId: share.postId, writerId: share.writerId, memberCount: 0, engagedMs: 0, cents: 0, state: share.state };
    total.memberCount += 1;
    total.engagedMs += share.engagedMs;
    total.cents += share.cents;
    stories.set(share.postId, total);
  }
  const writers = new Map<string, WriterTotal>();
  for (const story of stories.values()) {
    const total = writers.get(story.writerId) ?? { writerId: story.writerId, storyCount: 0, engagedMs: 0, cents: 0, state: story.state };
    total.storyCount += 1;
    total.engagedMs += story.engagedMs;
    total.cents += story.cents;
    writers.set(story.writerId, total);
  }
  const poolCents = pools.reduce((sum, p) => sum + p.poolCents, 0);
  const allocatedCents = pools.reduce((sum, p) => sum + p.allocatedCents, 0);
  return {
    pools,
    shares,
    stories: [...stories.values()],
    writers: [...writers.values()],
    poolCents,
    allocatedCents,
    unallocatedCents: poolCents - allocatedCents,
  };
}
