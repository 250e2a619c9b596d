import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarPng, demoPictureJpeg, publicationAvatarPng } from '../../src/server/seed/demo-art';
import { demoCollections, demoPeople } from '../../src/server/seed/demo-people';
import { demoImages } from '../../src/server/seed/stories/images';

// Every demo picture and avatar at full size: seconds of CPU, so here with the checks' budget, not in the unit suite.
describe('demo art, rendered in full', () => {
  it('renders each picture as a JPEG at the size its metadata gives, with a sensible weight', async () => {
    for (const image of demoImages) {
      const bytes = await demoPictureJpeg(image);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], image.key).toEqual(['jpeg', image.width, image.height]);
      expect(bytes.length, image.key).toBeLessThan(450_000);
    }
  });

  it('makes square PNG avatars, a different one for each person', async () => {
    const avatars = await Promise.all(demoPeople.map((p) => avatarPng(p.name, p.hue)));
    const marks = await Promise.all(demoCollections.map((c) => publicationAvatarPng(c.name, c.hue)));
    for (const png of [...avatars, ...marks]) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
    }
    expect(new Set(avatars.map((a) => a.toString('base64'))).size).toBe(avatars.length);
  });
});
