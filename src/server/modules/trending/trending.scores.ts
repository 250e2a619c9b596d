import { ACTIVITY_WEIGHTS, TOP_PERIODS, TRENDING_MODES } from '../../../shared/trending';
import type { ActivityRow, ScoreRow } from './trending.repo';

export const HOUR_MS = 60 * 60_000;

/** The hour an activity is counted in. */
export function hourOf(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS;
}

/** A story's rows in the `trending_scores` table: top periods are stored as `top-week`, `top-month`. */
export function topModeKey(period: string): string {
  return `top-${period}`;
}

/** Whether an hour's activity counts at `now` in a window of `windowMs`: after the window's start, not in the future. */
function inWindow(hour: number, input: { now: number; windowMs: number }): boolean {
  return hour > input.now - input.windowMs && hour <= input.now;
}

/** Every key a story's scores are stored under: the trending modes and the top periods. */
export const SCORE_MODES: readonly string[] = [...TRENDING_MODES.map((m) => m.name), ...TOP_PERIODS.map((p) => topModeKey(p.name))];

/** Every distinct length of window a mode or period looks back over. */
export const WINDOWS_MS: readonly number[] = [...new Set([...TRENDING_MODES.map((m) => m.windowMs), ...TOP_PERIODS.map((p) => p.windowMs)])];

/**
 * The spans of hours (`[after, until]`: after < hour <= until) whose activity counts differently at `at` than
 * at `since`, when nothing else happened: the hours that came due (after `since`, up to `at`) and, for each
 * window, the hours that left it. Only stories with activity in these spans change score as time passes;
 * decay alone changes no score (see `decayedScore`). Hours are whole, so the window spans hold an hour only
 * in a run that crosses the hour: at most one run in six, over one hour's activity per window.
 */
export function spansCrossed(since: number, at: number): [after: number, until: number][] {
  if (at <= since) return [];
  return [[since, at], ...WINDOWS_MS.map((w): [number, number] => [since - w, at - w])];
}

function weight(row: ActivityRow): number {
  return row.reads * ACTIVITY_WEIGHTS.read + row.claps * ACTIVITY_WEIGHTS.clap + row.responses * ACTIVITY_WEIGHTS.response;
}

/**
 * The exponentially decayed sum of a story's activity inside the window, on a log scale measured from the
 * epoch: log2(Σ w · 2^(hour / halfLife)). Comparing two of these compares the decayed sums at any moment,
 * so the order only changes when activity is added or leaves the window. Null when nothing positive is left.
 */
export function decayedScore(rows: readonly ActivityRow[], input: { now: number; halfLifeMs: number; windowMs: number }): number | null {
  // Oldest hour first, whatever order the rows came in: the same rows always give the very same number.
  const inside = rows.filter((r) => inWindow(r.hour, input)).sort((a, b) => a.hour - b.hour);
  if (inside.length === 0) return null;
  // Factor out the newest hour's exponent so the sum never overflows.
  const top = Math.max(...inside.map((r) => r.hour / input.halfLifeMs));
  let sum = 0;
  for (const row of inside) sum += weight(row) * 2 ** (row.hour / input.halfLifeMs - top);
  return sum > 0 ? top + Math.log2(sum) : null;
}

/** Claps received inside the window (given minus taken back); null when none are left. */
export function clapsWithin(rows: readonly ActivityRow[], input: { now: number; windowMs: number }): number | null {
  let claps = 0;
  for (const row of rows) if (inWindow(row.hour, input)) claps += row.claps;
  return claps > 0 ? claps : null;
}

/** Every mode's and period's score of each story with activity. */
export function scoresOf(rows: readonly ActivityRow[], now: number): ScoreRow[] {
  const byPost = new Map<string, ActivityRow[]>();
  for (const row of rows) {
    const own = byPost.get(row.postId);
    if (own) own.push(row);
    else byPost.set(row.postId, [row]);
  }
  const scores: ScoreRow[] = [];
  for (const [postId, own] of byPost) {
    for (const mode of TRENDING_MODES) {
      const score = decayedScore(own, { now, halfLifeMs: mode.halfLifeMs, windowMs: mode.windowMs });
      if (score !== null) scores.push({ mode: mode.name, postId, score });
    }
    for (const period of TOP_PERIODS) {
      const score = clapsWithin(own, { now, windowMs: period.windowMs });
      if (score !== null) scores.push({ mode: topModeKey(period.name), postId, score });
    }
  }
  return scores;
}
