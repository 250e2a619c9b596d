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
  bus.subscribe('post.published', (e) => pageCache.purge(post(e.postId, e.actorId, e.collectionId)));
  bus.subscribe('post.unpublished', (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('post.deleted', (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('post.removedFromCollection', (e) => pageCache.purge(post(e.postId, e.actorId, e.collectionId)));
  bus.subscribe('post.settingsChanged', (e) => pageCache.purge(post(e.postId, e.actorId)));
  bus.subscribe('user.profileChanged', (e) => pageCache.purge([`user:${e.userId}`]));
}
