import { canShareStory } from '../../../shared/validation/highlights';
import { IMAGE_WIDTHS } from '../../../shared/images';
import { postIdFromParam } from '../../../shared/routes';
import { resolveOnSite, type SiteState } from '../../../shared/site';
import type { ServiceContext } from '../../core';
import { collectionByDomainOrSlug, collectionHref, domainOrigin, liveDomainTarget, ownHost, userHref } from '../collections';
import { findPost } from '../posts';
import { userByUsername } from '../users';
import { linkStories } from './story-links';

/**
 * The oEmbed provider (oembed.com, version 1.0) for stories, profiles and publications. Quire has no page made to
 * be framed by other sites, so every answer is of type `link`: title, author, provider and a thumbnail another
 * site shows as a card. Only what anyone may open is described: a published public or member-only story (its
 * title and preview image are public), a writer in good standing, a publication.
 */
export interface OEmbedLink {
  version: '1.0';
  type: 'link';
  title: string;
  author_name?: string;
  author_url?: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

const CACHE_AGE_SECONDS = 3600;

/** The site an absolute address is on: the instance's own, a live custom domain, or none of ours. */
async function siteOfUrl(ctx: ServiceContext, url: URL): Promise<SiteState | null> {
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  if (url.origin === publicOrigin) return { origin: publicOrigin, publicOrigin, scope: null };
  if (url.hostname === ownHost(ctx.config)) return null;
  const target = await liveDomainTarget(ctx, { host: url.hostname });
  if (!target) return null;
  const origin = domainOrigin(ctx.config, url.hostname);
  if (origin !== url.origin) return null;
  return target.kind === 'collection'
    ? { origin, publicOrigin, scope: { kind: 'collection', collectionSlug: target.collectionSlug } }
    : { origin, publicOrigin, scope: { kind: 'user', username: target.username } };
}

/** A thumbnail no wider than `maxWidth` (one of the widths images are served at), with its height. */
async function thumbnail(ctx: ServiceContext, imageId: string | null, maxWidth: number | null) {
  if (!imageId) return {};
  const image = await ctx.loaders.imageById.load(imageId);
  if (!image || image.width <= 0) return {};
  const fits = IMAGE_WIDTHS.filter((w) => w <= Math.min(maxWidth ?? 800, 800, image.width));
  const width = fits.at(-1) ?? Math.min(image.width, maxWidth ?? image.width);
  if (width <= 0) return {};
  return {
    thumbnail_url: `${ctx.config.publicUrl}/media/${encodeURIComponent(imageId)}?w=${width}`,
    thumbnail_width: width,
    thumbnail_height: Math.round((image.height * width) / image.width),
  };
}

/** The oEmbed answer for an address of ours, or null when it names nothing we describe (a 404). */
export async function oembedFor(ctx: ServiceContext, { address, maxWidth }: { address: string; maxWidth: number | null }): Promise<OEmbedLink | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const site = await siteOfUrl(ctx, url);
  if (!site) return null;
  const resolved = resolveOnSite(url.pathname, site);
  if (resolved.kind !== 'page') return null;
  const { route, params } = resolved.match;
  const provider = { version: '1.0' as const, type: 'link' as const, provider_name: ctx.config.productName, provider_url: `${ctx.config.publicUrl}/`, cache_age: CACHE_AGE_SECONDS };

  if (route.handler === 'post' && params.postId) {
    const postId = postIdFromParam(params.postId);
    const found = postId ? await findPost(ctx, { id: postId }) : null;
    if (found?.kind !== 'post' || !canShareStory(found.post)) return null;
    const [story] = await linkStories(ctx, [found.post]);
    if (!story) return null;
    const author = story.creator.username ? userHref(ctx.config, story.creator.username, null, 'ShowUser') : undefined;
    return {
      ...provider,
      title: story.post.title || 'Untitled story',
      author_name: story.creator.name || story.creator.username || undefined,
      author_url: author,
      ...(await thumbnail(ctx, story.post.previewImageId, maxWidth)),
    };
  }
  if (route.name === 'ShowUser' && params.username) {
    const user = await userByUsername(ctx.db, params.username);
    if (!user?.username || user.isSuspended || user.deletedAt !== null) return null;
    const profile = userHref(ctx.config, user.username, await ctx.loaders.userLiveDomain.load(user.id), 'ShowUser');
    return { ...provider, title: user.name || user.username, author_name: user.name || user.username, author_url: profile, ...(await thumbnail(ctx, user.imageId, maxWidth)) };
  }
  if (route.name === 'ShowCollectionHome' && params.collectionSlug) {
    const collection = await collectionByDomainOrSlug(ctx.db, params.collectionSlug);
    if (!collection) return null;
    return {
      ...provider,
      title: collection.name,
      author_name: collection.name,
      author_url: collectionHref(ctx.config, collection, 'ShowCollectionHome'),
      ...(await thumbnail(ctx, collection.avatarImageId, maxWidth)),
    };
  }
  return null;
}
