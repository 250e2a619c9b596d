/**
 * Embeds from allow-listed providers are shown through our own frame page, /media/frame/{id}, which
 * reports its height to the story with a postMessage. Server and client agree on these.
 */

export const EMBED_FRAME_PREFIX = '/media/frame/';
/** The message a frame page posts to its parent: `{ type, id, height }`. */
export const EMBED_RESIZE_MESSAGE = 'quire:embed-resize';
/** What the story posts to a frame once it listens: "tell me your height again" (an earlier report may have come too soon). */
export const EMBED_MEASURE_MESSAGE = 'quire:embed-measure';
/** Heights outside this range are ignored (a broken or hostile frame cannot blow up the page). */
export const EMBED_MIN_HEIGHT = 40;
export const EMBED_MAX_HEIGHT = 8000;

/** Browser features an embed's frames may use (delegated from the story down to the provider's player). */
export const EMBED_PERMISSIONS = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';

const FRAME_PATH = /^\/media\/frame\/[0-9a-f]{12}$/;

export function embedFramePath(mediaResourceId: string): string {
  return `${EMBED_FRAME_PREFIX}${mediaResourceId}`;
}

/** True for the path of one of our own frame pages (the only relative iframe address a story may hold). */
export function isEmbedFramePath(src: unknown): src is string {
  return typeof src === 'string' && FRAME_PATH.test(src);
}

/** The height a resize message asks for, or null when the message is not one or the height is out of range. */
export function resizeMessageHeight(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_RESIZE_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  const rounded = Math.ceil(height);
  return rounded >= EMBED_MIN_HEIGHT && rounded <= EMBED_MAX_HEIGHT ? rounded : null;
}

/** Link cards show their thumbnail at 160×167 (spec 1 §9); it is stored cropped at twice that for sharp screens. */
export const MIXTAPE_THUMBNAIL = { width: 160, height: 167 } as const;
