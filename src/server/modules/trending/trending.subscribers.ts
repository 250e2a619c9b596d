import { BROWSE_CACHE_TAG } from '../../../shared/trending';
import type { AppDeps } from '../../graphql/context';
import { systemContext, withTransaction } from '../../core';
import type { EventMeta } from '../../jobs';
import { browseSlugOf, recordActivity, type ActivityKind } from './trending.repo';
import { hourOf } from './trending.scores';

const SUBSCRIBER = 'trending';

/**
 * Reads, claps and responses are counted into their story's hour as they happen (once per event, however
 * often it is delivered); the recurring job turns the counts into scores.
 */
export function subscribeActivity(deps: AppDeps): void {
  const count = async (postId: string | null, kind: ActivityKind, amount: number, meta: EventMeta): Promise<void> => {
    if (!postId || amount === 0) return;
    await withTransaction(systemContext(deps), (ctx) =>
      recordActivity(ctx.db, { eventId: meta.eventId, postId, hour: hourOf(meta.occurredAt), kind, amount, now: ctx.now() }),
    );
  };
  deps.bus.subscribe('post.read', SUBSCRIBER, (e, meta) => count(e.postId, 'reads', 1, meta));
  deps.bus.subscribe('post.clapped', SUBSCRIBER, (e, meta) => count(e.postId, 'claps', e.clapsAdded, meta));
  deps.bus.subscribe('post.unclapped', SUBSCRIBER, (e, meta) => count(e.postId, 'claps', -e.clapsRemoved, meta));
  deps.bus.subscribe('response.created', SUBSCRIBER, (e, meta) => count(e.rootPostId, 'responses', 1, meta));
  deps.bus.subscribe('response.deleted', SUBSCRIBER, (e, meta) => count(e.rootPostId, 'responses', -1, meta));
}

/** A list shown under /browse gained a story or went away: signed-out copies of browse pages are purged. */
export function subscribeBrowseLists(deps: Pick<AppDeps, 'bus' | 'db' | 'pageCache'>): void {
  deps.bus.subscribe('catalog.itemAdded', SUBSCRIBER, async (e) => {
    if (await browseSlugOf(deps.db, e.catalogId)) await deps.pageCache.purge([BROWSE_CACHE_TAG]);
  });
  deps.bus.subscribe('catalog.deleted', SUBSCRIBER, () => deps.pageCache.purge([BROWSE_CACHE_TAG]));
}
