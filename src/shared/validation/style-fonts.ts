/** The fonts a custom style sheet may use (spec 2 §3), self-hosted; apart so a page wearing a design loads only this. */
export const STYLE_SHEET_FONTS = ['SERIF_1', 'SERIF_2', 'SANS_SERIF_1'] as const;
export type StyleSheetFont = (typeof STYLE_SHEET_FONTS)[number];

/**
 * What each font value is: the family a browser loads (self-hosted) and what the designer calls it. Each web font is
 * followed by its metric-matched local fallbacks (scripts/fonts.mjs), so text does not move when the web font arrives.
 */
export const FONT_FAMILIES: Readonly<Record<StyleSheetFont, { label: string; family: string }>> = {
  SERIF_1: { label: 'Source Serif', family: "'Source Serif 4', 'Source Serif 4 Fallback', 'Source Serif 4 Fallback Noto', 'Source Serif 4 Fallback Times', Georgia, serif" },
  SERIF_2: { label: 'Charis', family: "'Charis SIL', 'Charis SIL Fallback', 'Charis SIL Fallback Noto', 'Charis SIL Fallback Times', Charter, Georgia, serif" },
  SANS_SERIF_1: { label: 'Inter', family: "Inter, 'Inter Fallback', 'Inter Fallback Roboto', -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
};

/**
 * The web faces a page may have preloaded (server/http/font-preloads.ts): the site's Inter and Source Serif 4, and
 * Charis SIL, which only a design uses. A page names them in its head tags when they differ from its type's.
 */
export const PRELOAD_FACES = ['sans400', 'sans500', 'sans600', 'sans700', 'serif400', 'serif700', 'charis400', 'charis700'] as const;
export type PreloadFace = (typeof PRELOAD_FACES)[number];

const FACE_FAMILY: Readonly<Record<StyleSheetFont, 'serif' | 'charis' | 'sans'>> = { SERIF_1: 'serif', SERIF_2: 'charis', SANS_SERIF_1: 'sans' };

/** The face a design's font sets text in at a weight (400 or 700: every design font has both). */
export function designFace(font: StyleSheetFont, weight: 400 | 700): PreloadFace {
  return `${FACE_FAMILY[font]}${weight}`;
}
