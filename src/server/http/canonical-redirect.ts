import { CAMPAIGN_LINK_MARKER, matchRoute, postIdFromParam, SHARE_KEY_PARAM } from '../../shared/routes';
import type { GraphQLContext } from '../graphql/context';
import { postUrl } from '../modules/posts/post-url';
import { findPost } from '../modules/posts/posts.service';

/** Query keys a redirect carries over: the Friend Link key and the campaign marker. */
const KEPT_KEYS = [SHARE_KEY_PARAM, CAMPAIGN_LINK_MARKER] as const;

function keptQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of KEPT_KEYS) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * Where a story address should permanently point instead, or null when it is already the canonical one
 * (or is not a readable story: those render their 404 or 410 page). A story has one address: under its
 * publication, else under its author, else /p/{id}; the slug always follows the current title.
 */
export async function canonicalStoryRedirect(ctx: GraphQLContext, pathname: string, search: string): Promise<string | null> {
  const match = matchRoute(pathname);
  if (match?.route.handler !== 'post') return null;
  const postId = postIdFromParam(match.params.postId ?? '');
  if (!postId) return null;
  const found = await findPost(ctx, postId);
  if (found.kind !== 'post') return null;
  const { post } = found;
  const [creator, collection] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
  ]);
  const canonical = postUrl(post, creator, collection);
  return canonical === pathname ? null : canonical + keptQuery(search);
}
