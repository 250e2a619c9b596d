import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MESSAGES, UPLOAD_PATH, type UploadedImage } from '../../../shared/validation/uploads';

export type { UploadedImage };
export const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Check your connection and try again.';

export class UploadError extends Error {}

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** The server's answer: the stored image, or the reason it refused (a message for the writer). */
export function readUploadAnswer(status: number, body: string): UploadedImage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  const answer = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300) {
    const { id, originalWidth, originalHeight } = answer;
    if (typeof id === 'string' && typeof originalWidth === 'number' && typeof originalHeight === 'number') {
      return { id, originalWidth, originalHeight };
    }
    throw new UploadError(UPLOAD_FAILED_MESSAGE);
  }
  if (typeof answer.message === 'string' && answer.message) throw new UploadError(answer.message);
  if (status === 413) throw new UploadError(UPLOAD_MESSAGES.tooLarge);
  if (status === 415 || status === 422) throw new UploadError(UPLOAD_MESSAGES.notAnImage);
  throw new UploadError(UPLOAD_FAILED_MESSAGE);
}

export interface UploadOptions {
  xsrf: string | null;
  /** Share of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** Sends one image file as multipart field `image`; progress comes from the request's upload events. */
export function uploadImage(file: File, options: UploadOptions): Promise<UploadedImage> {
  if (!isImageFile(file)) return Promise.reject(new UploadError(UPLOAD_MESSAGES.notAnImage));
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new UploadError(UPLOAD_MESSAGES.tooLarge));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.withCredentials = true;
    if (options.xsrf) request.setRequestHeader('x-xsrf-token', options.xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readUploadAnswer(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    request.onabort = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    request.send(form);
  });
}

export function filesOf(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []);
}

/** Files larger than this upload without a preview (a data URL of it would cost more than it shows). */
const MAX_PREVIEW_BYTES = 8 * 1024 * 1024;

/** The picture shown while it uploads, as a data URL (the page's policy allows data: images, not blob:). */
export function previewOf(file: File): Promise<string | null> {
  if (file.size > MAX_PREVIEW_BYTES || typeof FileReader === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
