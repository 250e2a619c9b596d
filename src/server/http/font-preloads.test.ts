import { describe, expect, it } from 'vitest';
import { fontPreloadTags, PAGE_FONTS, PRELOADED_FONTS, preloadedFontUrls } from './font-preloads';

const manifest = {
  'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2': { file: 'assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': { file: 'assets/inter-latin-400-normal-C38fXH4l.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2': { file: 'assets/inter-latin-500-normal-Cerq10X2.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2': { file: 'assets/inter-latin-700-normal-Yt3aPRUw.woff2' },
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
