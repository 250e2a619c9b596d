/**
 * Milestones tell a writer something grew: a story's fans (distinct clappers), a publication's followers.
 * Each threshold is told once (the notification's dedupe key names it); when a count jumps past several at
 * once (a burst, a late delivery), only the highest one reached is told.
 */

/** Fans of a story: the first fan is already told by 'post_recommended'; five is a small writer's first crowd. */
export const FAN_MILESTONES = [5, 10, 25, 50, 100, 250, 500, 1000] as const;
/** Followers of a publication: the first one matters to a new publication. */
export const FOLLOWER_MILESTONES = [1, 10, 50, 100, 500, 1000] as const;
/** Past the last listed threshold, every this many. */
export const MILESTONE_STEP_AFTER_LAST = 1000;

/** The highest threshold `count` has reached, or null below the first. */
export function highestMilestone(count: number, thresholds: readonly number[]): number | null {
  const last = thresholds[thresholds.length - 1] ?? 0;
  if (count >= last && last > 0) return Math.max(last, Math.floor(count / MILESTONE_STEP_AFTER_LAST) * MILESTONE_STEP_AFTER_LAST);
  let reached: number | null = null;
  for (const threshold of thresholds) if (count >= threshold) reached = threshold;
  return reached;
}
