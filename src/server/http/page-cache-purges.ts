import type { AppDeps } from '../graphql/context';

/** Every change a signed-out reader could see purges the cached pages that show it, in every process. */
export function subscribePageCachePurges(deps: Pick<AppDeps, 'bus' | 'pageCache'>) {
  const { bus, pageCache } = deps;
  const post = (postId: string, actorId: string, collectionId?: string | null) => [
    `post:${postId}`,
    `user:${actorId}`,
    ...(collectionId ? [`collection:${collectionId}`] : []),
    'home',
  ];
  const subscriber = 'page-cache';
  bus.subscribe('post.published', subscriber, (e) => pageCache.purge(post(e.postId, e.actorId, e.collectionId)));
  bus.subscribe('post.unpublished', subscriber, (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('post.deleted', subscriber, (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('post.removedFromCollection', subscriber, (e) => pageCache.purge(post(e.postId, e.actorId, e.collectionId)));
  bus.subscribe('post.settingsChanged', subscriber, (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('user.profileChanged', subscriber, (e) => pageCache.purge([`user:${e.userId}`]));
}
