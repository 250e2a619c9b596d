import { describe, expect, it } from 'vitest';
import { SERVED_IMAGE_WIDTHS, THUMBNAIL_IMAGE_WIDTH } from '../../shared/images';
import { imageSrcSet, thumbnailSrcSet } from './images';

const widths = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('image candidates', () => {
  it('offers a story image at the story widths, 400 to the largest asked for', () => {
    expect(widths(imageSrcSet('abc', 1200))).toEqual([400, 600, 800, 1000, 1200]);
    expect(widths(imageSrcSet('abc'))).toEqual([400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
    expect(imageSrcSet('abc', 600)).toBe('/media/abc?w=400 400w, /media/abc?w=600 600w');
  });

  it('offers a card thumbnail from its own served rendering, so a 80 to 160 px picture is not fetched at 400', () => {
    expect(SERVED_IMAGE_WIDTHS).toContain(THUMBNAIL_IMAGE_WIDTH);
    expect(widths(thumbnailSrcSet('abc'))).toEqual([THUMBNAIL_IMAGE_WIDTH, 400, 600, 800]);
  });
});
