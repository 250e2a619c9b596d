import { describe, expect, it } from 'vitest';
import { FAN_MILESTONES, FOLLOWER_MILESTONES, highestMilestone } from './notifications.milestones';

describe('highestMilestone', () => {
  it('answers null below the first threshold', () => {
    expect(highestMilestone(0, FOLLOWER_MILESTONES)).toBeNull();
    expect(highestMilestone(4, FAN_MILESTONES)).toBeNull();
    expect(highestMilestone(9, FAN_MILESTONES)).toBe(5);
  });

  it('answers the highest threshold reached', () => {
    expect(highestMilestone(1, FOLLOWER_MILESTONES)).toBe(1);
    expect(highestMilestone(9, FOLLOWER_MILESTONES)).toBe(1);
    expect(highestMilestone(10, FAN_MILESTONES)).toBe(10);
    expect(highestMilestone(26, FAN_MILESTONES)).toBe(25);
    expect(highestMilestone(999, FAN_MILESTONES)).toBe(500);
  });

  it('counts in thousands past the last threshold', () => {
    expect(highestMilestone(1000, FAN_MILESTONES)).toBe(1000);
    expect(highestMilestone(1999, FOLLOWER_MILESTONES)).toBe(1000);
    expect(highestMilestone(2000, FOLLOWER_MILESTONES)).toBe(2000);
    expect(highestMilestone(12_345, FAN_MILESTONES)).toBe(12_000);
  });
});
