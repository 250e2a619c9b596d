import type { ServiceContext } from '../../core';
import type { CollectionModel } from '../collections';
import { postHref, type PostModel } from '../posts';
import type { UserModel } from '../users';

/** A story with what its address and byline need: its writer and publication, loaded in batches. */
export interface LinkedStory {
  post: PostModel;
  creator: UserModel;
  collection: CollectionModel | null;
  /** The story's canonical address (on its publication's or writer's custom domain when there is one). */
  url: string;
}

/**
 * The stories' writers, publications and custom domains through the request's loaders (one query each for the
 * whole list), their canonical addresses, and only those whose writer is in good standing.
 */
export async function linkStories(ctx: ServiceContext, posts: readonly PostModel[]): Promise<LinkedStory[]> {
  const [creators, collections, domains] = await Promise.all([
    ctx.loaders.userById.loadMany(posts.map((p) => p.creatorId)),
    ctx.loaders.collectionById.loadMany(posts.flatMap((p) => (p.collectionId ? [p.collectionId] : []))),
    ctx.loaders.userLiveDomain.loadMany(posts.flatMap((p) => (p.collectionId ? [] : [p.creatorId]))),
  ]);
  const userById = new Map(creators.flatMap((u) => (u && !(u instanceof Error) ? [[u.id, u] as const] : [])));
  const collectionById = new Map(collections.flatMap((c) => (c && !(c instanceof Error) ? [[c.id, c] as const] : [])));
  const uncollected = posts.filter((p) => !p.collectionId);
  const domainByUser = new Map(uncollected.map((p, i) => [p.creatorId, domains[i] instanceof Error ? null : (domains[i] ?? null)]));
  return posts.flatMap((post) => {
    const creator = userById.get(post.creatorId);
    if (!creator || creator.isSuspended || creator.deletedAt !== null) return [];
    const collection = post.collectionId ? (collectionById.get(post.collectionId) ?? null) : null;
    const url = postHref(ctx.config, post, creator, collection, collection ? null : (domainByUser.get(post.creatorId) ?? null));
    return [{ post, creator, collection, url }];
  });
}
