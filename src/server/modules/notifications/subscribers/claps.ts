import type { EventMeta } from '../../../jobs';
import { FAN_MILESTONES, highestMilestone } from '../notifications.milestones';
import { deliver, ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';

type ClapTarget = { postId: string } | { catalogId: string };

const targetId = (target: ClapTarget) => ('postId' in target ? target.postId : target.catalogId);

/**
 * Claps: a reader's first clap on a story or list tells its writer (rolled up per story or list); the clap
 * count's milestones (decided by the claps module) and the story's fans (distinct clappers) reaching a
 * threshold are told once each. Taking claps back leaves what was told.
 */
export function subscribeClaps(deps: NotificationDeps): void {
  const { bus } = deps;

  /** More claps from a reader who had clapped already are not news: only the first clap is told. */
  const firstClap = (
    e: { actorId: string; clapsAdded: number; viewerClapCount: number },
    recipientId: string,
    type: 'post_recommended' | 'catalog_recommended',
    target: ClapTarget,
    meta: EventMeta,
  ) =>
    e.viewerClapCount === e.clapsAdded
      ? deliver(deps, {
          recipientId,
          type,
          actorId: e.actorId,
          dedupeKey: meta.eventId,
          rollup: { key: `${type}:${targetId(target)}`, windowMs: ROLLUP_WINDOW_MS },
          target,
          occurredAt: meta.occurredAt,
        })
      : null;

  /** Each milestone is told once: its number is part of the dedupe key. */
  const milestone = (
    recipientId: string,
    type: 'post_recommended_milestone' | 'post_clapped_milestone' | 'catalog_recommended_milestone',
    target: ClapTarget,
    value: number,
    meta: EventMeta,
  ) =>
    deliver(deps, {
      recipientId,
      type,
      actorId: null,
      dedupeKey: `${type}:${targetId(target)}:${value}`,
      target,
      milestoneArg: value,
      occurredAt: meta.occurredAt,
    });

  bus.subscribe('post.clapped', SUBSCRIBER, async (e, meta) => {
    await firstClap(e, e.authorId, 'post_recommended', { postId: e.postId }, meta);
    // The clappers the story had right after this clap, as the event carries them (each milestone is told once).
    const fans = highestMilestone(e.clapperCount ?? 0, FAN_MILESTONES);
    if (fans !== null) await milestone(e.authorId, 'post_recommended_milestone', { postId: e.postId }, fans, meta);
  });

  bus.subscribe('post.clapMilestone', SUBSCRIBER, async (e, meta) => {
    await milestone(e.authorId, 'post_clapped_milestone', { postId: e.postId }, e.milestone, meta);
  });

  bus.subscribe('catalog.clapped', SUBSCRIBER, async (e, meta) => {
    await firstClap(e, e.creatorId, 'catalog_recommended', { catalogId: e.catalogId }, meta);
  });

  bus.subscribe('catalog.clapMilestone', SUBSCRIBER, async (e, meta) => {
    await milestone(e.creatorId, 'catalog_recommended_milestone', { catalogId: e.catalogId }, e.milestone, meta);
  });
}
