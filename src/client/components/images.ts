/** Widths the server renders images at (spec 1 §9: 400 to 2000 in steps of 200). */
export const IMAGE_WIDTHS = [400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000] as const;

export function imageUrl(id: string, width?: number): string {
  const base = `/media/${encodeURIComponent(id)}`;
  return width ? `${base}?w=${width}` : base;
}

export function imageSrcSet(id: string, maxWidth = 2000): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageUrl(id, w)} ${w}w`)
    .join(', ');
}
