import sharp from 'sharp';
import { SERVED_IMAGE_WIDTHS } from '../../../shared/images';
import type { ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import { imagesByIds, insertImage, type ImageModel } from './media.repo';

/** Any requested width snaps up to the next served width, so each image has at most thirteen renderings. */
export function servedWidth(requested: number | null): number | null {
  if (requested === null || !Number.isFinite(requested) || requested <= 0) return null;
  return SERVED_IMAGE_WIDTHS.find((w) => w >= requested) ?? SERVED_IMAGE_WIDTHS[SERVED_IMAGE_WIDTHS.length - 1] ?? null;
}

/** Where an image's rendering at a served width is kept, beside the original: a cache, made again when missing. */
export function renditionKey(storageKey: string, width: number): string {
  return `${storageKey}.w${width}.webp`;
}

/** Whether a stored key is a rendering (`renditionKey`) rather than an uploaded original. */
export function isRenditionKey(key: string): boolean {
  return /\.w\d+\.webp$/.test(key);
}

/** Keeps a new image: its bytes in the app's storage, its row through `ctx.db`. */
export async function storeImage(ctx: ServiceContext, input: { bytes: Buffer; creatorId: string | null }): Promise<ImageModel> {
  const { storage } = ctx.deps;
  const { bytes, creatorId } = input;
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('Not an image');
  const mime = `image/${meta.format === 'jpg' ? 'jpeg' : meta.format}`;
  const id = newId();
  const image: ImageModel = {
    id,
    mime,
    width: meta.width,
    height: meta.height,
    bytes: bytes.length,
    storageKey: `images/${id.slice(0, 2)}/${id}.${meta.format}`,
    createdAt: ctx.now(),
  };
  await storage.put(image.storageKey, bytes);
  await insertImage(ctx.db, { ...image, creatorId });
  return image;
}

/** The image at a served width (never wider than the original), rendered once and then kept beside it. */
export async function imageBytes(
  ctx: ServiceContext,
  input: { id: string; width: number | null },
): Promise<{ image: ImageModel; bytes: Buffer; mime: string } | null> {
  const { db } = ctx;
  const { storage } = ctx.deps;
  const { id, width } = input;
  const [image] = await imagesByIds(db, [id]);
  if (!image) return null;
  const target = width !== null && width < image.width ? width : null;
  if (target === null || image.mime === 'image/svg+xml' || image.mime === 'image/gif') {
    const bytes = await storage.get(image.storageKey);
    return bytes ? { image, bytes, mime: image.mime } : null;
  }
  const key = renditionKey(image.storageKey, target);
  const cached = await storage.get(key);
  if (cached) return { image, bytes: cached, mime: 'image/webp' };
  const original = await storage.get(image.storageKey);
  if (!original) return null;
  const resized = await sharp(original).resize({ width: target }).webp({ quality: 82 }).toBuffer();
  await storage.put(key, resized);
  return { image, bytes: resized, mime: 'image/webp' };
}

/** Whether this image was uploaded by this person (only their own pictures may become their avatar or header). */
export async function isImageCreatedBy(ctx: ServiceContext, input: { imageId: string; creatorId: string }): Promise<boolean> {
  const row = await ctx.db.selectFrom('images').select('creator_id').where('id', '=', input.imageId).executeTakeFirst();
  return row !== undefined && row.creator_id === input.creatorId;
}

export type SquareCrop = { x: number; y: number; size: number };

/**
 * Cuts a square out of an image (in its own pixels) and keeps it as a new image of `outputSize` pixels (or the
 * square's own size when smaller), e.g. an avatar chosen in the browser's crop dialog. Null when the square is
 * not inside the picture or the bytes are gone.
 */
export async function cropImageSquare(
  ctx: ServiceContext,
  input: { imageId: string; crop: SquareCrop; outputSize: number; creatorId: string | null },
): Promise<ImageModel | null> {
  const [image] = await imagesByIds(ctx.db, [input.imageId]);
  if (!image) return null;
  const { x, y, size } = input.crop;
  const whole = [x, y, size].every(Number.isInteger);
  if (!whole || x < 0 || y < 0 || size < 1 || x + size > image.width || y + size > image.height) return null;
  const original = await ctx.deps.storage.get(image.storageKey);
  if (!original) return null;
  const side = Math.min(size, input.outputSize);
  // The first frame only: an avatar does not move.
  const bytes = await sharp(original, { animated: false })
    .extract({ left: x, top: y, width: size, height: size })
    .resize({ width: side, height: side })
    .webp({ quality: 88 })
    .toBuffer();
  return storeImage(ctx, { bytes, creatorId: input.creatorId });
}

/**
 * Whether this person may show this image on a page they run (a publication's avatar, logo or header): one they
 * uploaded, or one no one did (an image the instance itself keeps).
 */
export async function isImageUsableBy(ctx: ServiceContext, input: { imageId: string; userId: string }): Promise<boolean> {
  const row = await ctx.db.selectFrom('images').select('creator_id').where('id', '=', input.imageId).executeTakeFirst();
  return row !== undefined && (row.creator_id === input.userId || row.creator_id === null);
}
