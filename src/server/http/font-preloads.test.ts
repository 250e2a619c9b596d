import { describe, expect, it } from 'vitest';
import { fontPreloadTags, PRELOADED_FONTS, preloadedFontUrls } from './font-preloads';

describe('font preloads', () => {
  it('finds the hashed files of the preloaded faces in the build manifest', () => {
    const manifest = {
      'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2': {
        file: 'assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2',
      },
      'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': { file: 'assets/inter-latin-400-normal-C38fXH4l.woff2' },
      'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2': { file: 'assets/inter-latin-700-normal-Yt3aPRUw.woff2' },
    };
    expect(preloadedFontUrls(manifest)).toEqual([
      '/assets/source-serif-4-latin-400-normal-DJ5YJwmz.woff2',
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
    ]);
  });

  it('preloads one or two faces, and skips a face the build does not have', () => {
    expect(PRELOADED_FONTS.length).toBeGreaterThan(0);
    expect(PRELOADED_FONTS.length).toBeLessThanOrEqual(2);
    expect(preloadedFontUrls({})).toEqual([]);
  });

  it('writes CORS-mode woff2 preload tags', () => {
    expect(fontPreloadTags(['/assets/a.woff2'])).toEqual(['<link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin>']);
  });
});
