/** Limits and messages of image uploads (POST /_/upload), shared by the server and the editor. */

export const UPLOAD_PATH = '/_/upload';
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'image';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 100_000_000;
/** No side longer than this (WebP's own limit, and beyond any camera's single frame)… */
export const MAX_UPLOAD_SIDE = 16_383;
/** …and no side more than this many times the other: a 1 × 99,999,999 strip is not a picture. */
export const MAX_UPLOAD_ASPECT = 20;
/** Uploads one account may make per hour. */
export const UPLOADS_PER_HOUR = 60;

/** Decided from the file's bytes, never from its name or declared type. SVG is refused: it can carry script. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
/** For a file input's `accept`; only a hint to the browser, the server decides by content. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export const UPLOAD_MESSAGES = {
  signIn: 'Sign in to upload images.',
  noFile: 'Choose an image to upload.',
  notAnImage: 'That file is not an image we can use.',
  tooLarge: 'That image is larger than 25 MB.',
  tooManyPixels: 'That image is larger than 100 megapixels.',
  badShape: 'That image is too long or too narrow: each side must be at most 16,383 pixels and no more than 20 times the other.',
  tooSlow: 'That image took too long to process. Please try a smaller one.',
  tooMany: 'You have uploaded a lot of images in a short time. Please try again later.',
} as const;

/** The answer to a successful upload. */
export interface UploadedImage {
  id: string;
  originalWidth: number;
  originalHeight: number;
}

/** Messages for limits other than the defaults (tests use small ones). */
export function tooLargeMessage(maxBytes: number): string {
  return maxBytes === MAX_UPLOAD_BYTES ? UPLOAD_MESSAGES.tooLarge : `That image is larger than ${formatBytes(maxBytes)}.`;
}

export function tooManyPixelsMessage(maxPixels: number): string {
  return maxPixels === MAX_UPLOAD_PIXELS
    ? UPLOAD_MESSAGES.tooManyPixels
    : `That image is larger than ${Math.round((maxPixels / 1_000_000) * 100) / 100} megapixels.`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image format a file's first bytes announce, or null when it is none we take. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
