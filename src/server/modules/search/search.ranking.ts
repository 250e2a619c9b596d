/**
 * How search results are ordered, the same on both databases. The database gives each candidate a text
 * rank (SQLite: bm25; PostgreSQL: ts_rank_cd with weights A 1.0, B 0.4, C 0.1) and tells whether the
 * words are in its title or subtitle; the scales of the two ranks differ, so only products of them are
 * compared, never their absolute values.
 *
 *   score = text × headline × recency × popularity
 *   headline   = 10 when the title or subtitle matches, else 1
 *   recency    = 0.5 + 0.5 × 2^(−age / 1 year)      1 when new, 0.75 after a year, never below 0.5
 *   popularity = 1 + log10(1 + claps) / 4           1 with no claps, 1.5 at 99 claps, 2.5 at a million
 *
 * FTS5's column weights saturate (bm25 caps a column's weight near 2.2×), so the headline factor is
 * applied here, where it is the same for both databases. A title match (10×) outweighs both other boosts
 * together (at most 2 × 2.5): freshness and claps order stories that match about equally well and never
 * bury the story that is about the words.
 */
export const HEADLINE_BOOST = 10;
export const RECENCY_HALF_LIFE_MS = 365 * 24 * 60 * 60 * 1000;

export function recencyBoost(publishedAt: number, asOf: number): number {
  const age = Math.max(0, asOf - publishedAt);
  return 0.5 + 0.5 * 2 ** (-age / RECENCY_HALF_LIFE_MS);
}

export function popularityBoost(claps: number): number {
  return 1 + Math.log10(1 + Math.max(0, claps)) / 4;
}

export function storyScore(candidate: { textRank: number; inHeadline: boolean; publishedAt: number; claps: number }, asOf: number): number {
  const headline = candidate.inHeadline ? HEADLINE_BOOST : 1;
  return candidate.textRank * headline * recencyBoost(candidate.publishedAt, asOf) * popularityBoost(candidate.claps);
}

/** People, publications, tags and lists: how well the words match, then how many follow or use them. */
export function entityScore(candidate: { textRank: number; popularity: number }): number {
  return candidate.textRank * popularityBoost(candidate.popularity);
}

export interface Scored {
  id: string;
  score: number;
}

/** Best first; equal scores by id, so the order (and a cursor into it) is total. */
export function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * A cursor into a ranked list: the score and id of the last result shown, and the time the ranking was
 * made with, so the next page ranks with the same clock. No OFFSET: the next page starts after that pair.
 */
export interface RankCursor {
  asOf: number;
  score: number;
  id: string;
}

export function encodeRankCursor(cursor: RankCursor): string {
  return `${cursor.asOf}~${cursor.score}~${cursor.id}`;
}

export function decodeRankCursor(to: string | null | undefined): RankCursor | null {
  const match = /^(\d{1,15})~(-?[0-9.eE+-]{1,30})~([^~\s]{1,100})$/.exec(to ?? '');
  if (!match) return null;
  const score = Number(match[2]);
  return Number.isFinite(score) ? { asOf: Number(match[1]), score, id: match[3] ?? '' } : null;
}

/** Whether a result comes after the cursor in `byScore` order. */
export function isAfter(item: Scored, cursor: RankCursor): boolean {
  return item.score < cursor.score || (item.score === cursor.score && item.id < cursor.id);
}
