import type { ServiceContext } from '../../graphql/context';
import { toPost, type PostModel } from '../posts';
import { notHiddenFrom } from '../relations';
import { listable } from './trending.repo';

/**
 * The stories of these ids that lists may show this reader, in the order given, read in one query and
 * handed to the request's loader so their fields need no second read.
 */
export async function listedPosts(ctx: ServiceContext, ids: readonly string[]): Promise<PostModel[]> {
  if (ids.length === 0) return [];
  let query = ctx.db.selectFrom('posts').selectAll().where('posts.id', 'in', ids).where(listable);
  if (ctx.viewer) query = query.where(notHiddenFrom(ctx.viewer.id));
  const byId = new Map((await query.execute()).map((row) => [row.id, toPost(row)]));
  const posts: PostModel[] = [];
  for (const id of ids) {
    const post = byId.get(id);
    if (!post) continue;
    ctx.loaders.postById.prime(post.id, post);
    posts.push(post);
  }
  return posts;
}
