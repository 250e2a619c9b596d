import { describe, expect, it } from 'vitest';
import { AVATAR_IMAGE_WIDTHS, IMAGE_WIDTHS, SERVED_IMAGE_WIDTHS, avatarImageWidth } from './images';

describe('image widths', () => {
  it('serves a portrait at twice its shown size, snapped to the portrait widths', () => {
    expect(avatarImageWidth(20)).toBe(64);
    expect(avatarImageWidth(32)).toBe(64);
    expect(avatarImageWidth(48)).toBe(128);
    expect(avatarImageWidth(96)).toBe(256);
    expect(avatarImageWidth(128)).toBe(256);
    expect(avatarImageWidth(400)).toBe(IMAGE_WIDTHS[0]);
  });

  it('lists every served width once, narrowest first, story widths as the spec gives them', () => {
    expect([...SERVED_IMAGE_WIDTHS]).toEqual([...SERVED_IMAGE_WIDTHS].sort((a, b) => a - b));
    expect(new Set(SERVED_IMAGE_WIDTHS).size).toBe(SERVED_IMAGE_WIDTHS.length);
    expect(SERVED_IMAGE_WIDTHS.slice(0, AVATAR_IMAGE_WIDTHS.length)).toEqual(AVATAR_IMAGE_WIDTHS);
    expect(IMAGE_WIDTHS).toEqual([400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000]);
  });
});
