import sharp from 'sharp';
import { escapeHtml } from '../../shared/format/html';
import { Drawing } from './art/drawing';
import { Random } from './art/random';
import { toJpeg, toPng } from './art/render';
import type { Scene } from './art/scene';
import { geometricPoster, scenes } from './art/scenes';
import type { DemoImage } from './stories/images';

/**
 * Portraits and pictures for demo content, drawn rather than downloaded (the product works offline).
 * Every picture is seeded by its key, so the bytes are the same on every run; none has text in it.
 */

/** Initials on a gradient of the person's colour. */
export async function avatarPng(name: string, hue: number): Promise<Buffer> {
  const initials = name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <text x="128" y="150" font-family="Georgia, serif" font-size="104" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function render(scene: Scene, width: number, height: number, seed: string): Promise<Buffer> {
  const d = new Drawing(width, height);
  scene.draw(d, new Random(seed));
  return toJpeg(d, { grain: scene.grain, vignette: scene.vignette });
}

/** The picture for a demo image: its own scene, or an abstract poster for a key without one. A JPEG at the image's size. */
export function demoPictureJpeg(image: DemoImage): Promise<Buffer> {
  const scene = scenes[image.key] ?? geometricPoster(new Random(image.key).int(0, 359));
  return render(scene, image.width, image.height, image.key);
}

/** An abstract geometric poster at any size, seeded by the label (which is not drawn). */
export async function illustrationPng(width: number, height: number, hue: number, label: string): Promise<Buffer> {
  const d = new Drawing(width, height);
  geometricPoster(hue).draw(d, new Random(label));
  return toPng(d);
}
