import { SERVED_IMAGE_WIDTHS, THUMBNAIL_IMAGE_WIDTH } from '../../shared/images';

export function imageUrl(id: string, width?: number): string {
  const base = `/media/${encodeURIComponent(id)}`;
  return width ? `${base}?w=${width}` : base;
}

/** The served widths from `minWidth` to `maxWidth`; a thumbnail's list starts at its own narrower rendering. */
export function imageSrcSet(id: string, maxWidth = 2000, minWidth = 400): string {
  return SERVED_IMAGE_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${imageUrl(id, w)} ${w}w`)
    .join(', ');
}

/** A story's thumbnail beside a card (80 to 160 px wide): from the thumbnail rendering up to 800 px. */
export function thumbnailSrcSet(id: string): string {
  return imageSrcSet(id, 800, THUMBNAIL_IMAGE_WIDTH);
}
