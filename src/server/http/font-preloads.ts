import type { PreloadFace } from '../../shared/validation/style-fonts';

/**
 * The web fonts worth fetching before the stylesheet asks for them: the faces a page shows above the fold, signed
 * out, in the site's own design (measured in Chromium at 390 and 1280 px). Every page shows the bar's (Inter 400 and
 * 500; the logo is an outline and needs none); each page type adds its own, and a page wearing a design names its own
 * instead (`HeadTags.fonts`: its design's faces where they replace the site's). Other faces load when a page uses them
 * (src/client/styles/fonts.css); none of them moves the text when it arrives (metric-matched fallbacks).
 */
const FACE: Readonly<Record<PreloadFace, string>> = {
  serif400: 'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2',
  serif700: 'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2',
  sans400: 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
  sans500: 'node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2',
  sans600: 'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2',
  sans700: 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2',
  charis400: 'node_modules/@fontsource/charis-sil/files/charis-sil-latin-400-normal.woff2',
  charis700: 'node_modules/@fontsource/charis-sil/files/charis-sil-latin-700-normal.woff2',
};

/** The bar's faces, on every page. */
export const PRELOADED_FONTS = [FACE.sans400, FACE.sans500] as const;

/** What each page handler adds (story: its title and text; home: the trending list and feed; …). */
export const PAGE_FONTS: Readonly<Record<string, readonly string[]>> = {
  post: [FACE.sans700, FACE.serif400],
  home: [FACE.sans600, FACE.sans700, FACE.serif400],
  profile: [FACE.sans600, FACE.sans700],
  publication: [FACE.sans600, FACE.serif400],
  tag: [FACE.sans700],
  search: [FACE.sans700, FACE.serif400, FACE.serif700],
};

/**
 * Their hashed addresses, from the client build's manifest, which keys an asset by its source path relative to the
 * project (`node_modules/@fontsource/…`, or a longer path when node_modules is a link elsewhere). `pageFaces`, when a
 * page named them, take the place of its type's.
 */
export function preloadedFontUrls(
  manifest: Readonly<Record<string, { file: string } | undefined>>,
  handler: string | null = null,
  pageFaces: readonly PreloadFace[] | null = null,
): string[] {
  const own = pageFaces ? pageFaces.map((face) => FACE[face]) : (handler && PAGE_FONTS[handler]) || [];
  const sources = [...new Set([...PRELOADED_FONTS, ...own])];
  const keys = Object.keys(manifest);
  return sources.flatMap((source) => {
    const key = source in manifest ? source : keys.find((candidate) => candidate.endsWith(`/${source}`));
    const asset = key ? manifest[key] : undefined;
    return asset ? [`/${asset.file}`] : [];
  });
}

/** Preload tags for font files: `crossorigin`, because a font is always fetched in CORS mode, even from our origin. */
export function fontPreloadTags(urls: readonly string[]): string[] {
  return urls.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);
}
