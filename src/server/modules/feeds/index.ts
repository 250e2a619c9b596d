import * as v from 'valibot';
import type { AppDeps } from '../../graphql/context';
import { systemContext, withTransaction } from '../../core';
import { computeForYouList, REFRESH_FOR_YOU_JOB, signalChanged, storeForYou } from './feeds.service';

/** What other modules may use of this one. */
/** A reader's For you list as of now (demo content and the scale benchmark compute it ahead of the first visit). */
export { refreshForYou } from './feeds.service';

/**
 * Follows and claps change what shapes a reader's For you: the list is computed again on their next visit.
 * Mutes and blocks need nothing here (every page is filtered by them as it is read); nor do reads (a read
 * story is left out as the page is read, and the list is refreshed by the job within half an hour).
 */
export function subscribeFeedsEvents(deps: AppDeps): void {
  const subscriber = 'feeds';
  const stale = (readerId: string) => signalChanged(systemContext(deps), { readerId });
  deps.bus.subscribe('user.followed', subscriber, (e) => stale(e.actorId));
  deps.bus.subscribe('user.unfollowed', subscriber, (e) => stale(e.actorId));
  deps.bus.subscribe('collection.followed', subscriber, (e) => stale(e.actorId));
  deps.bus.subscribe('collection.unfollowed', subscriber, (e) => stale(e.actorId));
  deps.bus.subscribe('post.clapped', subscriber, (e) => stale(e.actorId));
  deps.bus.subscribe('post.unclapped', subscriber, (e) => stale(e.actorId));
  // The refresh job: the list is computed first, then stored in one transaction (a repeated delivery computes the same list).
  deps.jobs.register(REFRESH_FOR_YOU_JOB, v.object({ readerId: v.string() }), async ({ readerId }) => {
    const ctx = systemContext(deps);
    const list = await computeForYouList(ctx, { readerId });
    await withTransaction(ctx, (tx) => storeForYou(tx, { list }));
  });
}
