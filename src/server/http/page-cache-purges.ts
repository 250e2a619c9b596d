import type { AppDeps } from '../graphql/context';
import { clapsCacheTag } from '../modules/claps';

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
  // A new username's address was maybe a cached 404; an old one's now redirects.
  bus.subscribe('user.profileChanged', subscriber, (e) =>
    pageCache.purge([`user:${e.userId}`, ...(e.usernames ?? []).map((name) => `username:${name.toLowerCase()}`)]),
  );
  // Profiles and publication pages show follower and following counts.
  bus.subscribe('user.followed', subscriber, (e) => pageCache.purge([`user:${e.targetUserId}`, `user:${e.actorId}`]));
  bus.subscribe('user.unfollowed', subscriber, (e) => pageCache.purge([`user:${e.targetUserId}`, `user:${e.actorId}`]));
  bus.subscribe('collection.followed', subscriber, (e) => pageCache.purge([`collection:${e.collectionId}`, `user:${e.actorId}`]));
  bus.subscribe('collection.unfollowed', subscriber, (e) => pageCache.purge([`collection:${e.collectionId}`, `user:${e.actorId}`]));
  // Publications: what their pages show (about, people, navigation, design, domain) and the stories in them.
  const collection = (id: string) => [`collection:${id}`];
  bus.subscribe('collection.updated', subscriber, (e) => pageCache.purge(collection(e.collectionId)));
  bus.subscribe('collection.editorAdded', subscriber, (e) => pageCache.purge([...collection(e.collectionId), `user:${e.userId}`]));
  bus.subscribe('collection.writerAdded', subscriber, (e) => pageCache.purge([...collection(e.collectionId), `user:${e.userId}`]));
  bus.subscribe('collection.memberRemoved', subscriber, (e) => pageCache.purge([...collection(e.collectionId), `user:${e.userId}`]));
  bus.subscribe('newsletter.changed', subscriber, (e) => (e.collectionId ? pageCache.purge(collection(e.collectionId)) : undefined));
  bus.subscribe('post.approvedInCollection', subscriber, (e) => pageCache.purge(post(e.postId, e.authorId, e.collectionId)));
  // Pages showing a clap count (the story page, cards) carry its own tag: a clap leaves the kept story text alone.
  bus.subscribe('post.clapped', subscriber, (e) => pageCache.purge([clapsCacheTag('post', e.postId)]));
  bus.subscribe('post.unclapped', subscriber, (e) => pageCache.purge([clapsCacheTag('post', e.postId)]));
  bus.subscribe('catalog.clapped', subscriber, (e) => pageCache.purge([clapsCacheTag('catalog', e.catalogId)]));
  bus.subscribe('catalog.unclapped', subscriber, (e) => pageCache.purge([clapsCacheTag('catalog', e.catalogId)]));
  bus.subscribe('customDomain.changed', subscriber, (e) => pageCache.purge([`${e.ownerKind}:${e.ownerId}`, ...(e.ownerKind === 'user' ? [] : ['home'])]));
}
