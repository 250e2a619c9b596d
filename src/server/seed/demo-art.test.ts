import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Drawing } from './art/drawing';
import { Random } from './art/random';
import { scenes } from './art/scenes';
import { demoPictureJpeg, illustrationPng } from './demo-art';
import { demoImages } from './stories/images';

describe('demo art', () => {
  it('draws a scene of its own for every demo image, with no text in it', () => {
    for (const image of demoImages) {
      const scene = scenes[image.key];
      expect(scene, image.key).toBeDefined();
      const d = new Drawing(image.width, image.height);
      scene?.draw(d, new Random(image.key));
      expect(d.svg(), image.key).not.toMatch(/<text|<tspan|font-family/);
    }
  });

  it('renders each picture as a JPEG at the size its metadata gives, with a sensible weight', async () => {
    const pictures = await Promise.all(demoImages.map((image) => demoPictureJpeg(image)));
    for (const [i, image] of demoImages.entries()) {
      const bytes = pictures[i] ?? Buffer.alloc(0);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], image.key).toEqual(['jpeg', image.width, image.height]);
      expect(image.width, image.key).toBeLessThanOrEqual(1600);
      expect(bytes.length, image.key).toBeLessThan(450_000);
      expect(image.alt.length, image.key).toBeGreaterThan(30);
    }
  });

  it('gives the same bytes on every run', async () => {
    const image = demoImages.find((i) => i.key === 'city-corner');
    if (!image) throw new Error('missing demo image');
    const [a, b] = await Promise.all([demoPictureJpeg(image), demoPictureJpeg(image)]);
    expect(a.equals(b)).toBe(true);
  });

  it('still draws a poster for a picture without a scene', async () => {
    const poster = await demoPictureJpeg({ key: 'no-such-scene', width: 800, height: 600, alt: 'An abstract poster of circles and stripes' });
    expect((await sharp(poster).metadata()).width).toBe(800);
    expect((await sharp(await illustrationPng(640, 480, 200, 'anything')).metadata()).format).toBe('png');
  });
});
