import { joinedLabel, relativeTime } from '../../../shared/format/dates';
import { followerCountLabel, HOVER_CARD_MIN_FOLLOWERS } from '../../../shared/validation/relations';

export interface HoverCardStats {
  followerCount: number;
  createdAt: number;
  lastPostCreatedAt: number | null | undefined;
}

/**
 * The card's lines (spec 2 §9): when the person last published, then their follower count, then when they
 * joined. Without a story yet, the follower count shows only from 100 followers.
 */
export function hoverCardLines(stats: HoverCardStats, productName: string, now: number = Date.now()): string[] {
  const lines: string[] = [];
  if (stats.lastPostCreatedAt != null) {
    const when = relativeTime(stats.lastPostCreatedAt, now);
    lines.push(`Last published ${when === 'Just now' ? 'just now' : when}`);
  }
  if (stats.lastPostCreatedAt != null || stats.followerCount >= HOVER_CARD_MIN_FOLLOWERS) lines.push(followerCountLabel(stats.followerCount));
  lines.push(joinedLabel(productName, stats.createdAt));
  return lines;
}
