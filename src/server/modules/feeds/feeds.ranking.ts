import type { FeedReasonKind } from '../../../shared/feeds';
import type { RankedRow } from './feeds.repo';

/**
 * How much each signal adds to a story's score. A story with several signals adds them up; its reason is
 * the one that added most (ties go to the order here, the more personal first).
 */
export const SIGNAL_WEIGHTS: Record<FeedReasonKind, number> = {
  FOLLOWED_USER: 3,
  FOLLOWED_COLLECTION: 2.5,
  FOLLOWED_TOPIC: 2,
  SIMILAR_READERS: 0.8,
  READ: 1.2,
  POPULAR: 1,
  NEW: 0.3,
};

/** Similar readers count once each, up to this many. */
export const MAX_SIMILAR_READERS_COUNTED = 3;
/** A story loses half its score every this many days after publication. */
export const HALF_LIFE_DAYS = 5;
/** Claps lift a story a little: 10 % per factor of ten. */
export const CLAPS_LIFT = 0.1;
/** Stories by a writer the reader asked to see less like. */
export const SHOWN_LESS_FACTOR = 0.25;
/** How many stories a reader's list keeps. */
export const FOR_YOU_SIZE = 200;
/** Scores are kept as integers (exact keyset comparisons on both databases). */
export const SCORE_SCALE = 1_000_000;

const REASON_ORDER: FeedReasonKind[] = ['FOLLOWED_USER', 'FOLLOWED_COLLECTION', 'FOLLOWED_TOPIC', 'SIMILAR_READERS', 'READ', 'POPULAR', 'NEW'];

export interface Signal {
  kind: FeedReasonKind;
  /** What the reason names: the person, publication, topic, tag or story. */
  label: string | null;
  /** What the signal came from (a user, publication, topic, reader or story id), to tell repeated signals apart. */
  sourceId: string | null;
}

export interface Candidate {
  postId: string;
  publishedAt: number;
  creatorId: string;
  clapCount: number;
  signals: Signal[];
}

const DAY = 86_400_000;

/** A story's score: its signals' weights, decayed by age, lifted by claps, lowered for writers shown less. */
export function scoreOf(candidate: Candidate, now: number, shownLessWriters: ReadonlySet<string>): { score: number; reason: Signal } | null {
  const byKind = new Map<FeedReasonKind, Signal[]>();
  for (const signal of candidate.signals) byKind.set(signal.kind, [...(byKind.get(signal.kind) ?? []), signal]);
  let total = 0;
  let reason: { signal: Signal; weight: number } | null = null;
  for (const kind of REASON_ORDER) {
    const signals = byKind.get(kind);
    if (!signals) continue;
    const distinct = new Set(signals.map((s) => s.sourceId)).size;
    const count = kind === 'SIMILAR_READERS' ? Math.min(distinct, MAX_SIMILAR_READERS_COUNTED) : 1;
    const weight = SIGNAL_WEIGHTS[kind] * count;
    total += weight;
    if (!reason || weight > reason.weight) reason = { signal: signals[0]!, weight };
  }
  if (!reason) return null;
  const ageDays = Math.max(0, now - candidate.publishedAt) / DAY;
  const decay = 0.5 ** (ageDays / HALF_LIFE_DAYS);
  const lift = 1 + CLAPS_LIFT * Math.log10(1 + candidate.clapCount);
  const shownLess = shownLessWriters.has(candidate.creatorId) ? SHOWN_LESS_FACTOR : 1;
  return { score: total * decay * lift * shownLess, reason: reason.signal };
}

/** The reader's list: the best `FOR_YOU_SIZE` candidates, best first, each with its reason. */
export function rankCandidates(candidates: readonly Candidate[], now: number, shownLessWriters: ReadonlySet<string> = new Set()): RankedRow[] {
  const ranked: RankedRow[] = [];
  for (const candidate of candidates) {
    const scored = scoreOf(candidate, now, shownLessWriters);
    if (!scored) continue;
    ranked.push({
      postId: candidate.postId,
      // At least 1, so that every listed story keeps a place after its score decays to almost nothing.
      score: Math.max(1, Math.round(scored.score * SCORE_SCALE)),
      reasonKind: scored.reason.kind,
      reasonId: scored.reason.sourceId,
      reasonLabel: scored.reason.label,
    });
  }
  ranked.sort((a, b) => b.score - a.score || (a.postId < b.postId ? 1 : a.postId > b.postId ? -1 : 0));
  return ranked.slice(0, FOR_YOU_SIZE);
}
