import { describe, expect, it } from 'vitest';
import { designFace, PRELOAD_FACES } from '../../shared/validation/style-fonts';
import { fontPreloadTags, PAGE_FONTS, PRELOADED_FONTS, preloadedFontUrls } from './font-preloads';

const manifest = {
  'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2': { file: 'assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': { file: 'assets/inter-latin-400-normal-C38fXH4l.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2': { file: 'assets/inter-latin-500-normal-Cerq10X2.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2': { file: 'assets/inter-latin-700-normal-Yt3aPRUw.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2': { file: 'assets/inter-latin-600-normal-LgqL8muc.woff2' },
  'node_modules/@fontsource/charis-sil/files/charis-sil-latin-400-normal.woff2': { file: 'assets/charis-sil-latin-400-normal-BoW7QV_k.woff2' },
  'node_modules/@fontsource/charis-sil/files/charis-sil-latin-700-normal.woff2': { file: 'assets/charis-sil-latin-700-normal-ChAsMzFa.woff2' },
};

describe('font preloads', () => {
  it("finds the hashed files of the bar's faces in the build manifest, on every page", () => {
    expect(preloadedFontUrls(manifest)).toEqual(['/assets/inter-latin-400-normal-C38fXH4l.woff2', '/assets/inter-latin-500-normal-Cerq10X2.woff2']);
    expect(preloadedFontUrls(manifest, 'settings')).toEqual(preloadedFontUrls(manifest));
  });

  it("adds a page's own faces: the story's title and text", () => {
    expect(preloadedFontUrls(manifest, 'post')).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/inter-latin-500-normal-Cerq10X2.woff2',
      '/assets/inter-latin-700-normal-Yt3aPRUw.woff2',
      '/assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2',
    ]);
  });

  it("preloads the faces a designed page names instead of its type's", () => {
    // A story in Charis SIL (titles and text): its title and text faces, not Inter Bold and Source Serif 4.
    expect(preloadedFontUrls(manifest, 'post', [designFace('SERIF_2', 700), designFace('SERIF_2', 400)])).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/inter-latin-500-normal-Cerq10X2.woff2',
      '/assets/charis-sil-latin-700-normal-ChAsMzFa.woff2',
      '/assets/charis-sil-latin-400-normal-BoW7QV_k.woff2',
    ]);
    // A publication named in Charis SIL, its tagline in Source Serif 4; a face the bar has already is not repeated.
    expect(preloadedFontUrls(manifest, 'publication', [designFace('SERIF_2', 700), designFace('SERIF_1', 400), 'sans600'])).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/inter-latin-500-normal-Cerq10X2.woff2',
      '/assets/charis-sil-latin-700-normal-ChAsMzFa.woff2',
      '/assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2',
      '/assets/inter-latin-600-normal-LgqL8muc.woff2',
    ]);
    expect(preloadedFontUrls(manifest, 'post', ['sans400', 'sans700'])).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/inter-latin-500-normal-Cerq10X2.woff2',
      '/assets/inter-latin-700-normal-Yt3aPRUw.woff2',
    ]);
  });

  it("maps every design font and weight to a face it can preload", () => {
    expect(designFace('SERIF_1', 700)).toBe('serif700');
    expect(designFace('SERIF_2', 400)).toBe('charis400');
    expect(designFace('SANS_SERIF_1', 700)).toBe('sans700');
    for (const face of PRELOAD_FACES) expect(preloadedFontUrls({}, null, [face])).toEqual([]);
  });

  it('finds a face when node_modules is a link and the manifest keys it by a longer path', () => {
    const linked = Object.fromEntries(Object.entries(manifest).map(([key, value]) => [`../../elsewhere/${key}`, value]));
    expect(preloadedFontUrls(linked, 'post')).toEqual(preloadedFontUrls(manifest, 'post'));
  });

  it('skips a face the build does not have, and names only woff2 files', () => {
    expect(preloadedFontUrls({})).toEqual([]);
    for (const source of [...PRELOADED_FONTS, ...Object.values(PAGE_FONTS).flat()]) expect(source).toMatch(/^node_modules\/@fontsource\/.+\.woff2$/);
  });

  it('writes CORS-mode woff2 preload tags', () => {
    expect(fontPreloadTags(['/assets/a.woff2'])).toEqual(['<link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin>']);
  });
});
