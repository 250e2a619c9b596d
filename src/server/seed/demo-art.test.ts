import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawEmblem, drawPortrait, faceFor } from './art/avatars';
import { Drawing } from './art/drawing';
import { Random } from './art/random';
import { scenes } from './art/scenes';
import { avatarPng, demoPictureJpeg, illustrationPng, publicationAvatarPng } from './demo-art';
import { demoCollections, demoPeople } from './demo-people';
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

  it('draws portraits and publication marks without lettering', () => {
    for (const person of demoPeople) {
      const d = new Drawing(400, 400);
      drawPortrait(d, faceFor(person.name), person.hue);
      expect(d.svg()).not.toMatch(/<text/);
    }
    for (const c of demoCollections) {
      const d = new Drawing(400, 400);
      drawEmblem(d, c.name, c.hue);
      expect(d.svg()).not.toMatch(/<text/);
    }
  });

  it('gives every picture a size of at most 1600 pixels and a description', () => {
    for (const image of demoImages) {
      expect(image.width, image.key).toBeLessThanOrEqual(1600);
      expect(image.alt.length, image.key).toBeGreaterThan(30);
    }
  });

  it('renders a picture as a JPEG at the size its metadata gives, with a sensible weight', async () => {
    // One picture here; every picture at full size is rendered by the checks project (test/checks/demo-art.test.ts).
    const image = demoImages.find((i) => i.key === 'city-corner');
    if (!image) throw new Error('missing demo image');
    const bytes = await demoPictureJpeg(image);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', image.width, image.height]);
    expect(bytes.length).toBeLessThan(450_000);
  });

  it('gives the same bytes on every run', async () => {
    const image = demoImages.find((i) => i.key === 'city-corner');
    if (!image) throw new Error('missing demo image');
    const [a, b] = await Promise.all([demoPictureJpeg(image), demoPictureJpeg(image)]);
    expect(a.equals(b)).toBe(true);
    expect((await avatarPng('Ada Lovelace', 280)).equals(await avatarPng('Ada Lovelace', 280))).toBe(true);
  });

  it('makes square PNG avatars, a different one for each person', async () => {
    const portraits = demoPeople.map((p) => {
      const d = new Drawing(400, 400);
      drawPortrait(d, faceFor(p.name), p.hue);
      return d.svg();
    });
    expect(new Set(portraits).size).toBe(portraits.length);
    for (const png of [await avatarPng(demoPeople[0]!.name, demoPeople[0]!.hue), await publicationAvatarPng(demoCollections[0]!.name, demoCollections[0]!.hue)]) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
    }
    expect((await sharp(await avatarPng('Someone Else', 42)).metadata()).width).toBe(400);
  });

  it('still draws a poster for a picture without a scene', async () => {
    const poster = await demoPictureJpeg({ key: 'no-such-scene', width: 800, height: 600, alt: 'An abstract poster of circles and stripes' });
    expect((await sharp(poster).metadata()).width).toBe(800);
    expect((await sharp(await illustrationPng(640, 480, 200, 'anything')).metadata()).format).toBe('png');
  });
});
