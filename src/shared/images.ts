/** Widths images are served at (spec 1 §9: 400 to 2000 in steps of 200). Server and client agree on these. */
export const IMAGE_WIDTHS: readonly number[] = Array.from({ length: 9 }, (_, i) => 400 + i * 200);
