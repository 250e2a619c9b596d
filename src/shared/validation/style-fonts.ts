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
