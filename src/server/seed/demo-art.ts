import { drawEmblem, drawPortrait, faceFor } from './art/avatars';
import { Drawing } from './art/drawing';
import { Random } from './art/random';
import { toJpeg, toPng } from './art/render';
import type { Scene } from './art/scene';
import { geometricPoster, scenes } from './art/scenes';
import type { DemoImage } from './stories/images';

/**
 * Portraits and pictures for demo content, drawn rather than downloaded (the product works offline).
 * Every drawing is seeded by its name or key, so the bytes are the same on every run; none has text in it.
 */

const AVATAR_SIZE = 400;

/** A flat illustrated portrait of a demo person (any other name gets a face derived from it). */
export async function avatarPng(name: string, hue: number): Promise<Buffer> {
  const d = new Drawing(AVATAR_SIZE, AVATAR_SIZE);
  drawPortrait(d, faceFor(name), hue);
  return toPng(d);
}

/** A publication's avatar: an emblem that suits its name, on a soft ground of its colour. */
export async function publicationAvatarPng(name: string, hue: number): Promise<Buffer> {
  const d = new Drawing(AVATAR_SIZE, AVATAR_SIZE);
  drawEmblem(d, name, hue);
  return toPng(d);
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
