import { FAN_MILESTONES, highestMilestone } from '../notifications.milestones';
import { notify } from '../notifications.notify';
import { ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';

/**
 * Claps: a reader's first clap on a story or list tells its writer (rolled up per story or list); the clap
 * count's milestones (decided by the claps module) and the story's fans (distinct clappers) reaching a
 * threshold are told once each. Taking claps back leaves what was told.
 */
export function subscribeClaps(deps: NotificationDeps): void {
  const { bus, db } = deps;

  bus.subscribe('post.clapped', SUBSCRIBER, async (e, meta) => {
    // More claps from a reader who had clapped already are not news.
    if (e.viewerClapCount === e.clapsAdded) {
      await notify(deps, {
        recipientId: e.authorId,
        type: 'post_recommended',
        actorId: e.actorId,
        dedupeKey: meta.eventId,
        rollup: { key: `post_recommended:${e.postId}`, windowMs: ROLLUP_WINDOW_MS },
        target: { postId: e.postId },
        occurredAt: meta.occurredAt,
      });
    }
    const counter = await db
      .selectFrom('clap_counts')
      .select('clapper_count')
      .where('target_type', '=', 'post')
      .where('target_id', '=', e.postId)
      .executeTakeFirst();
    const fans = highestMilestone(Number(counter?.clapper_count ?? 0), FAN_MILESTONES);
    if (fans === null) return;
    await notify(deps, {
      recipientId: e.authorId,
      type: 'post_recommended_milestone',
      actorId: null,
      dedupeKey: `post_recommended_milestone:${e.postId}:${fans}`,
      target: { postId: e.postId },
      milestoneArg: fans,
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('post.clapMilestone', SUBSCRIBER, async (e, meta) => {
    await notify(deps, {
      recipientId: e.authorId,
      type: 'post_clapped_milestone',
      actorId: null,
      dedupeKey: `post_clapped_milestone:${e.postId}:${e.milestone}`,
      target: { postId: e.postId },
      milestoneArg: e.milestone,
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('catalog.clapped', SUBSCRIBER, async (e, meta) => {
    if (e.viewerClapCount !== e.clapsAdded) return;
    await notify(deps, {
      recipientId: e.creatorId,
      type: 'catalog_recommended',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      rollup: { key: `catalog_recommended:${e.catalogId}`, windowMs: ROLLUP_WINDOW_MS },
      target: { catalogId: e.catalogId },
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('catalog.clapMilestone', SUBSCRIBER, async (e, meta) => {
    await notify(deps, {
      recipientId: e.creatorId,
      type: 'catalog_recommended_milestone',
      actorId: null,
      dedupeKey: `catalog_recommended_milestone:${e.catalogId}:${e.milestone}`,
      target: { catalogId: e.catalogId },
      milestoneArg: e.milestone,
      occurredAt: meta.occurredAt,
    });
  });
}
