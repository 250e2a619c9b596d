import { CAMPAIGN_LINK_MARKER, matchRoute, postIdFromParam, SHARE_KEY_PARAM } from '../../shared/routes';
import type { ServiceContext } from '../graphql/context';
import { postHref } from '../modules/posts';
import { findPost } from '../modules/posts';

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
 * publication, else under its author, else /p/{id}; on the publication's or author's custom domain when they
 * have a live one; the slug always follows the current title. `pathname` is the address as the instance's own
 * route table reads it; `here` is where the reader is (the site's origin and the path they asked for), the
 * instance's own address by default.
 */
export async function canonicalStoryRedirect(
  ctx: ServiceContext,
  pathname: string,
  search: string,
  here: { origin: string; path: string } = { origin: ctx.config.publicUrl, path: pathname },
): Promise<string | null> {
  const match = matchRoute(pathname);
  if (match?.route.handler !== 'post') return null;
  const postId = postIdFromParam(match.params.postId ?? '');
  if (!postId) return null;
  const found = await findPost(ctx, { id: postId });
  if (found.kind !== 'post') return null;
  const { post } = found;
  const [creator, collection, creatorDomain] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
    post.collectionId ? null : ctx.loaders.userLiveDomain.load(post.creatorId),
  ]);
  const canonical = new URL(postHref(ctx.config, post, creator, collection, creatorDomain));
  const hereOrigin = new URL(here.origin).origin;
  if (canonical.origin === hereOrigin && canonical.pathname === here.path) return null;
  const target = canonical.origin === hereOrigin ? canonical.pathname : canonical.origin + canonical.pathname;
  return target + keptQuery(search);
}
