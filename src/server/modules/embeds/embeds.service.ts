import sharp from 'sharp';
import { MIXTAPE_THUMBNAIL } from '../../../shared/embeds';
import { sniffImageFormat } from '../../../shared/validation/uploads';
import type { ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import { consumeAttempt } from '../../security';
import { storeImage } from '../media';
import { insertMediaResource, mediaResourceByEmbedUrl, type MediaResourceModel } from './embeds.repo';
import { guardedFetch, type FetchLimits } from './guarded-fetch';
import { decodeHtml, headEnded, parseLinkPreview, type LinkPreview } from './link-preview';
import { providerEmbed } from './providers';

export const PREVIEW_FAILED_MESSAGE = "We couldn't make a preview for that link.";
export const EMBED_RATE_MESSAGE = 'You have embedded a lot of links in a short time. Please try again later.';

export interface PreviewLimits {
  /** For the whole preview: the page, its redirects and its image. */
  timeoutMs: number;
  pageBytes: number;
  imageBytes: number;
  imagePixels: number;
  maxRedirects: number;
}

export const PREVIEW_LIMITS: PreviewLimits = {
  timeoutMs: 5_000,
  pageBytes: 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  imagePixels: 40_000_000,
  maxRedirects: 3,
};

/** The time a preview has left: its signal aborts when the time is up. */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the countdown once the preview is done with it. */
  clear(): void;
}

/** Starts the countdown of one preview; tests pass their own and end it when they choose. */
export type StartDeadline = (ms: number) => Deadline;

export const wallClockDeadline: StartDeadline = (ms) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
};

/** Link previews one account may ask for per hour (each may fetch a page and an image). */
export const EMBEDS_PER_HOUR = 120;
const URL_MAX_LENGTH = 2048;

export interface MixtapeModel {
  href: string;
  title: string;
  description: string | null;
  thumbnailImageId: string | null;
}

export type ResolvedEmbed =
  | { kind: 'iframe'; resource: MediaResourceModel }
  | { kind: 'mixtape'; mixtape: MixtapeModel }
  | { kind: 'failed'; message: string };

/** A pasted link as a URL: http(s) only; a bare `example.com/page` is taken as https. */
export function parseLink(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || text.length > URL_MAX_LENGTH || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

async function iframeResource(ctx: ServiceContext, input: { viewerId: string; source: URL }): Promise<MediaResourceModel | null> {
  const { db } = ctx;
  const { viewerId, source } = input;
  const embed = providerEmbed(source);
  if (!embed) return null;
  const existing = await mediaResourceByEmbedUrl(db, embed.embedUrl);
  if (existing) return existing;
  const resource: MediaResourceModel = {
    id: newId(),
    provider: embed.provider,
    sourceUrl: source.href,
    embedUrl: embed.embedUrl,
    width: embed.width,
    height: embed.height,
    title: embed.title,
    creatorId: viewerId,
    createdAt: ctx.now(),
  };
  await insertMediaResource(db, resource);
  return resource;
}

function fetchLimits(ctx: ServiceContext, signal: AbortSignal, maxBytes: number, limits: PreviewLimits, accept: string): FetchLimits {
  return { signal, maxBytes, maxRedirects: limits.maxRedirects, allowLoopback: ctx.config.embedAllowLoopback, accept };
}

/** Fetches a page through the SSRF guard and reads its card; throws when there is nothing to show. */
export async function fetchLinkPreview(
  ctx: ServiceContext,
  input: { url: URL; deadline: AbortSignal; limits?: PreviewLimits },
): Promise<LinkPreview> {
  const { url, deadline, limits = PREVIEW_LIMITS } = input;
  const page = await guardedFetch(url, {
    ...fetchLimits(ctx, deadline, limits.pageBytes, limits, 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1'),
    enough: headEnded,
  });
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(page.contentType.trim())) throw new Error(`Not a web page (${page.contentType})`);
  const preview = parseLinkPreview(decodeHtml(page.body, page.contentType), page.url);
  if (!preview) throw new Error('The page has no title');
  return preview;
}

/** Downloads a card's image through the same guard and keeps it cropped to the thumbnail; null when that fails. */
export async function storeThumbnail(
  ctx: ServiceContext,
  input: { viewerId: string; imageUrl: string; deadline: AbortSignal; limits?: PreviewLimits },
): Promise<string | null> {
  const { viewerId, imageUrl, deadline, limits = PREVIEW_LIMITS } = input;
  try {
    const fetched = await guardedFetch(new URL(imageUrl), fetchLimits(ctx, deadline, limits.imageBytes, limits, 'image/webp,image/png,image/jpeg,image/gif;q=0.9'));
    if (fetched.truncated || !sniffImageFormat(fetched.body)) return null;
    const meta = await sharp(fetched.body).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > limits.imagePixels) return null;
    const crop = await sharp(fetched.body, { limitInputPixels: limits.imagePixels })
      .rotate()
      .resize(MIXTAPE_THUMBNAIL.width * 2, MIXTAPE_THUMBNAIL.height * 2, { fit: 'cover', position: 'attention', withoutEnlargement: false })
      .webp({ quality: 80 })
      .toBuffer();
    return (await storeImage(ctx, { bytes: crop, creatorId: viewerId })).id;
  } catch {
    return null;
  }
}

/**
 * A pasted link as an embed: an allow-listed provider becomes an iframe (nothing fetched); any other web
 * page becomes a link card made from its OpenGraph tags. A card that cannot be made is a failure the
 * editor reports while keeping the link as an ordinary link. The page and its image share one countdown.
 * It fetches the network between its writes (each a single row), so its caller runs it outside any
 * transaction rather than holding one open across a fetch.
 */
export async function resolveEmbed(
  ctx: ServiceContext,
  input: { viewerId: string; url: string; limits?: PreviewLimits; startDeadline?: StartDeadline },
): Promise<ResolvedEmbed> {
  const { viewerId, limits = PREVIEW_LIMITS, startDeadline = wallClockDeadline } = input;
  const url = parseLink(input.url);
  if (!url) return { kind: 'failed', message: PREVIEW_FAILED_MESSAGE };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `embed:${viewerId}`, [{ limit: EMBEDS_PER_HOUR, windowMs: 3_600_000 }]);
  if (!verdict.ok) return { kind: 'failed', message: EMBED_RATE_MESSAGE };

  const resource = await iframeResource(ctx, { viewerId, source: url });
  if (resource) return { kind: 'iframe', resource };

  const deadline = startDeadline(limits.timeoutMs);
  try {
    let preview: LinkPreview;
    try {
      preview = await fetchLinkPreview(ctx, { url, deadline: deadline.signal, limits });
    } catch {
      return { kind: 'failed', message: PREVIEW_FAILED_MESSAGE };
    }
    const thumbnailImageId = preview.imageUrl ? await storeThumbnail(ctx, { viewerId, imageUrl: preview.imageUrl, deadline: deadline.signal, limits }) : null;
    return { kind: 'mixtape', mixtape: { href: url.href, title: preview.title, description: preview.description, thumbnailImageId } };
  } finally {
    deadline.clear();
  }
}
