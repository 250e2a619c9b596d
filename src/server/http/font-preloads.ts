/**
 * The web fonts worth fetching before the stylesheet asks for them: the regular faces of the story text (Source
 * Serif 4) and of the interface (Inter), both above the fold on every page. The other faces load when a page uses
 * them (src/client/styles/fonts.css).
 */
export const PRELOADED_FONTS = [
  'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2',
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
] as const;

/** Their hashed addresses, from the client build's manifest (which keys an asset by its source path). */
export function preloadedFontUrls(manifest: Readonly<Record<string, { file: string } | undefined>>): string[] {
  return PRELOADED_FONTS.flatMap((source) => {
    const asset = manifest[source];
    return asset ? [`/${asset.file}`] : [];
  });
}

/** Preload tags for font files: `crossorigin`, because a font is always fetched in CORS mode, even from our origin. */
export function fontPreloadTags(urls: readonly string[]): string[] {
  return urls.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);
}
