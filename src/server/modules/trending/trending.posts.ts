import type { ServiceContext } from '../../graphql/context';
import { listedStoriesByIds, type PostModel } from '../posts';

/**
 * The stories of these ids that lists may show this reader, in the order given, read in one query and
 * handed to the request's loader so their fields need no second read.
 */
export async function listedPosts(ctx: ServiceContext, ids: readonly string[]): Promise<PostModel[]> {
  const posts = await listedStoriesByIds(ctx.db, { ids, viewerId: ctx.viewer?.id ?? null });
  for (const post of posts) ctx.loaders.postById.prime(post.id, post);
  return posts;
}
