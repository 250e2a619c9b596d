import { IMAGE_WIDTHS } from '../../shared/images';

export function imageUrl(id: string, width?: number): string {
  const base = `/media/${encodeURIComponent(id)}`;
  return width ? `${base}?w=${width}` : base;
}

export function imageSrcSet(id: string, maxWidth = 2000): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageUrl(id, w)} ${w}w`)
    .join(', ');
}
