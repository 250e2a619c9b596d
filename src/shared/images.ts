/** Widths images are served at (spec 1 §9: 400 to 2000 in steps of 200). Server and client agree on these. */
export const IMAGE_WIDTHS: readonly number[] = Array.from({ length: 9 }, (_, i) => 400 + i * 200);
/** Full-width images are also served at 2400 px (spec 2 §9); every other image tops out at 2000. */
export const FULL_WIDTH_IMAGE_WIDTH = 2400;
/** Every width the media route renders. */
export const SERVED_IMAGE_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, FULL_WIDTH_IMAGE_WIDTH];
