import { FOLLOWER_MILESTONES, highestMilestone } from '../notifications.milestones';
import { publicationEditorIds } from '../../collections';
import { collectionFollowerCounts } from '../../relations';
import { deliver, removeActor, ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';

/** Follows of a person and of a publication; mutes and blocks take activity out of feeds. */
export function subscribeSocial(deps: NotificationDeps): void {
  const { bus, db } = deps;

  bus.subscribe('user.followed', SUBSCRIBER, async (e, meta) => {
    await deliver(deps, {
      recipientId: e.targetUserId,
      type: 'users_following_you',
      actorId: e.actorId,
      dedupeKey: meta.eventId,
      rollup: { key: 'users_following_you', windowMs: ROLLUP_WINDOW_MS },
      occurredAt: meta.occurredAt,
    });
  });

  bus.subscribe('collection.followed', SUBSCRIBER, async (e, meta) => {
    const counts = await collectionFollowerCounts(db, [e.collectionId]);
    const milestone = highestMilestone(counts.get(e.collectionId) ?? 0, FOLLOWER_MILESTONES);
    if (milestone === null) return;
    for (const recipientId of await publicationEditorIds(db, e.collectionId)) {
      await deliver(deps, {
        recipientId,
        type: 'collection_followed_milestone',
        actorId: null,
        dedupeKey: `collection_followed_milestone:${e.collectionId}:${milestone}`,
        target: { collectionId: e.collectionId },
        milestoneArg: milestone,
        occurredAt: meta.occurredAt,
      });
    }
  });

  // The muted person's activity leaves the reader's feed; a block takes each out of the other's.
  bus.subscribe('user.muted', SUBSCRIBER, async (e) => {
    await removeActor(deps, e.targetUserId, { recipientId: e.actorId });
  });
  bus.subscribe('user.blocked', SUBSCRIBER, async (e) => {
    await removeActor(deps, e.targetUserId, { recipientId: e.actorId });
    await removeActor(deps, e.actorId, { recipientId: e.targetUserId });
  });
}
