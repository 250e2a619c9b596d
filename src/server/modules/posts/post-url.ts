import { buildPath } from '../../../shared/routes';
import type { CollectionModel } from '../collections';
import type { UserModel } from '../users';
import type { PostModel } from './posts.repo';

/** The canonical path of a story: under its publication, else under its author's username, else /p/{id}. */
export function postUrl(post: PostModel, creator: UserModel | null, collection: CollectionModel | null): string {
  const postId = post.slug ? `${post.slug}-${post.id}` : post.id;
  if (collection) return buildPath('ShowPostUnderCollection', { collectionSlug: collection.slug, postId });
  if (creator?.username) return buildPath('ShowPostUnderUser', { username: creator.username, postId });
  return buildPath('ShowPost', { postId: post.id });
}
