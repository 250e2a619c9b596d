import { buildPath } from '../../../shared/routes';
import type { Config } from '../../config';
import { collectionHref, userHref, type CollectionModel } from '../collections';
import type { UserModel } from '../../core';
import type { PostModel } from './posts.repo';

/** The canonical path of a story: under its publication, else under its author's username, else /p/{id}. */
export function postUrl(post: PostModel, creator: UserModel | null, collection: CollectionModel | null): string {
  const postId = post.slug ? `${post.slug}-${post.id}` : post.id;
  if (post.isSeries) return buildPath('ShowSeries', { postId });
  if (collection) return buildPath('ShowPostUnderCollection', { collectionSlug: collection.slug, postId });
  if (creator?.username) return buildPath('ShowPostUnderUser', { username: creator.username, postId });
  return buildPath('ShowPost', { postId: post.id });
}

/**
 * The absolute canonical address of a story: on its publication's custom domain, or its author's, when they have
 * a live one (custom domains change link hosts), else on the instance's own address.
 */
export function postHref(
  config: Pick<Config, 'publicUrl'>,
  post: PostModel,
  creator: UserModel | null,
  collection: CollectionModel | null,
  creatorLiveDomain: string | null,
): string {
  const postId = post.slug ? `${post.slug}-${post.id}` : post.id;
  // A series is read on its own page, on the instance's own address.
  if (post.isSeries) return config.publicUrl + postUrl(post, creator, collection);
  if (collection) return collectionHref(config, collection, 'ShowPostUnderCollection', { postId });
  if (creator?.username && creatorLiveDomain) return userHref(config, creator.username, creatorLiveDomain, 'ShowPostUnderUser', { postId });
  return config.publicUrl + postUrl(post, creator, collection);
}
