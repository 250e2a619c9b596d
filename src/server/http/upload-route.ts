import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import sharp from 'sharp';
import {
  MAX_UPLOAD_ASPECT,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MAX_UPLOAD_SIDE,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  UPLOADS_PER_HOUR,
  sniffImageFormat,
  tooLargeMessage,
  tooManyPixelsMessage,
  type UploadedImage,
  type UploadFormat,
} from '../../shared/validation/uploads';
import type { AppDeps } from '../graphql/context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { consumeAttempt } from '../security';
import { defineRoute, type RouteDeclaration } from './web-routes';
import { storeImage } from '../modules/media';

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
  perHour: number;
}

const DEFAULT_LIMITS: UploadLimits = { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_UPLOAD_PIXELS, perHour: UPLOADS_PER_HOUR };
const HOUR_MS = 3_600_000;
/** Longest one image may take to re-encode. */
const PROCESSING_SECONDS = 20;
/**
 * Images re-encoded at once in this process: the rest wait their turn, so a burst of large uploads
 * cannot take every core from serving pages and images.
 */
const processing = pLimit(2);

class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Re-encodes the image so nothing but pixels survives: EXIF (camera, GPS), comments and any trailing
 * bytes are dropped, and the EXIF orientation is applied to the pixels first so the picture stays upright.
 */
async function normalizeImage(bytes: Buffer, format: UploadFormat, maxPixels: number): Promise<Buffer> {
  const animatable = format === 'gif' || format === 'webp';
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { animated: animatable }).metadata();
  } catch {
    throw new UploadRefused(415, UPLOAD_MESSAGES.notAnImage);
  }
  // The content must be what its first bytes claim (a PNG header on a JPEG body is refused).
  if (meta.format !== format || !meta.width || !meta.height) throw new UploadRefused(415, UPLOAD_MESSAGES.notAnImage);
  // With `animated`, height covers every frame: the pixels decoded are what costs memory.
  if (meta.width * meta.height > maxPixels) throw new UploadRefused(413, tooManyPixelsMessage(maxPixels));
  // Read from the header, before a single pixel is decoded: an absurd shape costs minutes of CPU.
  const frameHeight = meta.pageHeight ?? meta.height;
  const [short, long] = [Math.min(meta.width, frameHeight), Math.max(meta.width, frameHeight)];
  if (long > MAX_UPLOAD_SIDE || long > short * MAX_UPLOAD_ASPECT) throw new UploadRefused(413, UPLOAD_MESSAGES.badShape);

  const animated = animatable && (meta.pages ?? 1) > 1;
  const image = sharp(bytes, { animated, limitInputPixels: maxPixels }).timeout({ seconds: PROCESSING_SECONDS });
  if (!animated) image.rotate();
  try {
    switch (format) {
      case 'jpeg':
        return await image.jpeg({ quality: 90 }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch (error) {
    if (/timeout/i.test(String((error as Error).message))) throw new UploadRefused(422, UPLOAD_MESSAGES.tooSlow);
    throw new UploadRefused(415, UPLOAD_MESSAGES.notAnImage);
  }
}

async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
  let file;
  try {
    file = await request.file();
  } catch {
    throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(413, tooLargeMessage(maxBytes));
    throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/**
 * POST /_/upload: one image in the multipart field `image`, from a signed-in account whose request
 * carries the session's xsrf token. Answers `{ id, originalWidth, originalHeight }`; the image is then
 * served, resized, at /media/{id}?w=.
 */
export function registerUploads(app: FastifyInstance, deps: AppDeps, overrides: Partial<UploadLimits> = {}) {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  // Registered in its own scope so multipart bodies are parsed on this route only.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: limits.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 50 },
    });
    const declaration = {
      method: 'POST',
      url: UPLOAD_PATH,
      auth: 'signedIn',
      xsrf: 'header',
      // One row is stored once the image is re-encoded (slow work no transaction should wait for).
      writes: false,
      refuse: { signedOut: (_request, reply) => refuse(reply, 401, UPLOAD_MESSAGES.signIn), xsrf: (_request, reply) => refuse(reply, 403, XSRF_MESSAGE) },
    } as const satisfies RouteDeclaration;
    defineRoute(scope, deps, declaration, async ({ ctx, request, reply }) => {
      const verdict = await consumeAttempt(deps.rateLimits, `upload:${ctx.viewer.id}`, [{ limit: limits.perHour, windowMs: HOUR_MS }]);
      if (!verdict.ok) {
        reply.header('retry-after', String(Math.ceil(verdict.retryAfterMs / 1000)));
        return refuse(reply, 429, UPLOAD_MESSAGES.tooMany);
      }
      try {
        const bytes = await readUpload(request, limits.maxBytes);
        const format = sniffImageFormat(bytes);
        if (!format) throw new UploadRefused(415, UPLOAD_MESSAGES.notAnImage);
        const clean = await processing(() => normalizeImage(bytes, format, limits.maxPixels));
        const image = await storeImage(ctx, { bytes: clean, creatorId: ctx.viewer.id });
        const answer: UploadedImage = { id: image.id, originalWidth: image.width, originalHeight: image.height };
        return reply.header('cache-control', 'no-store').send(answer);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.status, error.message);
        throw error;
      }
    });
  });
}
