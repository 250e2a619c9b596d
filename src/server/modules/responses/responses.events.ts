import type { AppDeps } from '../../graphql/context';
import { factsByIds, setClapCount } from './responses.repo';

/**
 * What responses do when other things happen: a response's claps feed the most relevant order, and pages
 * a signed-out reader may have cached (the story with its count, the writer's profile) are purged.
 */
export function subscribeResponseEvents(deps: Pick<AppDeps, 'bus' | 'pageCache' | 'db'>) {
  const { bus, pageCache, db } = deps;
  const subscriber = 'responses';
  const keepClaps = async (e: { postId: string; clapCount: number; counterVersion?: number }) => {
    // An event written before it carried its version cannot be ordered: a later one brings the total.
    if (e.counterVersion === undefined) return;
    const [facts] = await factsByIds(db, [e.postId]);
    if (facts?.isResponse) await setClapCount(db, e.postId, { claps: e.clapCount, version: e.counterVersion });
  };
  bus.subscribe('post.clapped', subscriber, keepClaps);
  bus.subscribe('post.unclapped', subscriber, keepClaps);

  const purge = (rootPostId: string | null, ...userIds: string[]) =>
    pageCache.purge([...(rootPostId ? [`post:${rootPostId}`] : []), ...userIds.map((id) => `user:${id}`)]);
  bus.subscribe('response.created', subscriber, (e) => purge(e.rootPostId, e.actorId));
  bus.subscribe('response.hidden', subscriber, (e) => purge(e.rootPostId, e.writerId));
  bus.subscribe('response.unhidden', subscriber, (e) => purge(e.rootPostId, e.writerId));
  bus.subscribe('response.deleted', subscriber, (e) => purge(e.rootPostId, e.actorId));
  bus.subscribe('discussion.closed', subscriber, (e) => purge(e.postId));
}
