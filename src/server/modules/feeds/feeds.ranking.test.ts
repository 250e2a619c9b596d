import { describe, expect, it } from 'vitest';
import { FOR_YOU_SIZE, HALF_LIFE_DAYS, rankCandidates, scoreOf, SIGNAL_WEIGHTS, type Candidate } from './feeds.ranking';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

function candidate(postId: string, overrides: Partial<Candidate> = {}): Candidate {
  return { postId, publishedAt: NOW, creatorId: 'w1', clapCount: 0, signals: [{ kind: 'NEW', label: null, sourceId: null }], ...overrides };
}

describe('For you ranking', () => {
  it('adds signal weights and names the strongest as the reason', () => {
    const scored = scoreOf(
      candidate('a', {
        signals: [
          { kind: 'POPULAR', label: 'Cooking', sourceId: null },
          { kind: 'FOLLOWED_TOPIC', label: 'Food', sourceId: 't1' },
        ],
      }),
      NOW,
      new Set(),
    );
    expect(scored?.score).toBeCloseTo(SIGNAL_WEIGHTS.POPULAR + SIGNAL_WEIGHTS.FOLLOWED_TOPIC);
    expect(scored?.reason).toEqual({ kind: 'FOLLOWED_TOPIC', label: 'Food', sourceId: 't1' });
  });

  it('counts similar readers once each, up to three, and lets them outweigh a single follow', () => {
    const similar = (n: number) =>
      candidate('s', { signals: Array.from({ length: n }, (_, i) => ({ kind: 'SIMILAR_READERS' as const, label: 'X', sourceId: `r${i}` })) });
    expect(scoreOf(similar(2), NOW, new Set())?.score).toBeCloseTo(2 * SIGNAL_WEIGHTS.SIMILAR_READERS);
    expect(scoreOf(similar(9), NOW, new Set())?.score).toBeCloseTo(3 * SIGNAL_WEIGHTS.SIMILAR_READERS);
  });

  it('halves a story’s score every half-life, lifts it by claps, and lowers writers shown less', () => {
    const fresh = scoreOf(candidate('a'), NOW, new Set())!.score;
    expect(scoreOf(candidate('a', { publishedAt: NOW - HALF_LIFE_DAYS * DAY }), NOW, new Set())!.score).toBeCloseTo(fresh / 2);
    expect(scoreOf(candidate('a', { clapCount: 9 }), NOW, new Set())!.score).toBeCloseTo(fresh * 1.1);
    expect(scoreOf(candidate('a'), NOW, new Set(['w1']))!.score).toBeCloseTo(fresh / 4);
  });

  it('orders best first with ties by id, keeps at most the list size, and gives every story a positive score', () => {
    const many = Array.from({ length: FOR_YOU_SIZE + 5 }, (_, i) => candidate(`p${String(i).padStart(4, '0')}`, { publishedAt: NOW - 400 * DAY }));
    const ranked = rankCandidates(many, NOW);
    expect(ranked).toHaveLength(FOR_YOU_SIZE);
    expect(ranked.every((row) => row.score >= 1)).toBe(true);
    expect(ranked[0]!.postId > ranked[1]!.postId).toBe(true);
  });
});
