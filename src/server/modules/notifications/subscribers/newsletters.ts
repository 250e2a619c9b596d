import { SUBSCRIBER_MILESTONES } from '../../../../shared/validation/audience';
import { highestMilestone } from '../notifications.milestones';
import { deliver, ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';

/**
 * Newsletters: a writer hears when someone subscribes to their emails ('users_email_subscribed': people with an
 * account rolled up by day, like follows; an address alone as its own row, naming nobody), and when the
 * newsletter passes a subscriber milestone (10, 100, 1,000, 10,000, then every 1,000 past the last), told once
 * each, counting imported subscribers too. An import itself tells the writer nothing: they did it.
 */
export function subscribeNewsletters(deps: NotificationDeps): void {
  const { bus } = deps;

  // The count comes with the event (written in the subscription's transaction): this module reads no newsletter table.
  const milestone = async (newsletterId: string, writerId: string, subscriberCount: number, occurredAt: number) => {
    const reached = highestMilestone(subscriberCount, SUBSCRIBER_MILESTONES);
    if (reached === null) return;
    await deliver(deps, {
      recipientId: writerId,
      type: 'users_email_subscribed',
      actorId: null,
      dedupeKey: `users_email_subscribed_milestone:${newsletterId}:${reached}`,
      milestoneArg: reached,
      occurredAt,
    });
  };

  bus.subscribe('newsletter.subscribed', SUBSCRIBER, async (e, meta) => {
    if (!e.writerId) return;
    await deliver(deps, {
      recipientId: e.writerId,
      type: 'users_email_subscribed',
      actorId: e.subscriberUserId,
      dedupeKey: meta.eventId,
      ...(e.subscriberUserId ? { rollup: { key: 'users_email_subscribed', windowMs: ROLLUP_WINDOW_MS } } : {}),
      occurredAt: meta.occurredAt,
    });
    await milestone(e.newsletterId, e.writerId, e.subscriberCount, meta.occurredAt);
  });

  bus.subscribe('newsletter.imported', SUBSCRIBER, async (e, meta) => {
    if (!e.writerId) return;
    await milestone(e.newsletterId, e.writerId, e.subscriberCount, meta.occurredAt);
  });
}
