/** Widths images are served at (spec 1 §9: 400 to 2000 in steps of 200). Server and client agree on these. */
export const IMAGE_WIDTHS: readonly number[] = Array.from({ length: 9 }, (_, i) => 400 + i * 200);
/** Full-width images are also served at 2400 px (spec 2 §9); every other image tops out at 2000. */
export const FULL_WIDTH_IMAGE_WIDTH = 2400;
/**
 * Portraits show at 20 to 128 px: they are served at these widths too (twice their size on a sharp screen), so a
 * page of avatars does not fetch and decode 400-pixel pictures.
 */
export const AVATAR_IMAGE_WIDTHS: readonly number[] = [64, 128, 256];
/**
 * A story's thumbnail beside a card shows 80 to 160 px wide: the 256-pixel portrait rendering covers it on a phone
 * of up to three device pixels a pixel and on a desktop screen of one, instead of the 400-pixel story width.
 */
export const THUMBNAIL_IMAGE_WIDTH = 256;
/** Every width the media route renders, narrowest first. */
export const SERVED_IMAGE_WIDTHS: readonly number[] = [...AVATAR_IMAGE_WIDTHS, ...IMAGE_WIDTHS, FULL_WIDTH_IMAGE_WIDTH];

/** The served width for a portrait shown `size` pixels wide: enough for a screen of two device pixels a pixel. */
export function avatarImageWidth(size: number): number {
  return AVATAR_IMAGE_WIDTHS.find((width) => width >= size * 2) ?? IMAGE_WIDTHS[0]!;
}
