import sharp from 'sharp';
import type { Drawing } from './drawing';
import { Random } from './random';

export interface Finish {
  /** Film grain: the spread of the per-pixel noise, in 0–255 levels (0 for none). */
  grain?: number;
  /** How much the corners darken, 0–1. */
  vignette?: number;
  quality?: number;
}

const NOISE_SIZE = 1 << 16;
let noise: Float32Array | null = null;

/** A fixed table of roughly normal noise, shared by every picture so the same drawing always gets the same grain. */
function grainTable(): Float32Array {
  if (!noise) {
    const random = new Random('grain');
    noise = new Float32Array(NOISE_SIZE);
    for (let i = 0; i < NOISE_SIZE; i++) noise[i] = random.normal(1);
  }
  return noise;
}

/**
 * Grain and vignette are applied to the pixels directly: cheaper than drawing them as SVG gradients,
 * which the rasteriser evaluates per pixel, per layer.
 */
function finishPixels(data: Buffer, width: number, height: number, grain: number, vignette: number): void {
  const table = grainTable();
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  // A separable vignette (a falloff across times a falloff down) costs one multiply per pixel.
  const falloff = (size: number) => {
    const out = new Float32Array(size);
    for (let i = 0; i < size; i++) {
      const t = Math.max(0, Math.abs(i / (size - 1) - 0.5) * 2 - 0.35) / 0.65;
      out[i] = 1 - vignette * 0.6 * t * t * (3 - 2 * t);
    }
    return out;
  };
  const across = falloff(width);
  const down = falloff(height);
  let seed = 0x9e3779b9;
  let i = 0;
  for (let y = 0; y < height; y++) {
    const dy = down[y] as number;
    for (let x = 0; x < width; x++) {
      const dark = (across[x] as number) * dy;
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const g = (table[seed >>> 16] as number) * grain;
      pixels[i] = (pixels[i] as number) * dark + g;
      pixels[i + 1] = (pixels[i + 1] as number) * dark + g;
      pixels[i + 2] = (pixels[i + 2] as number) * dark + g;
      i += 3;
    }
  }
}

/** Rasterises a drawing, adds grain and vignette, and encodes a JPEG. */
export async function toJpeg(drawing: Drawing, finish: Finish = {}): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(drawing.svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  finishPixels(data, info.width, info.height, finish.grain ?? 8, finish.vignette ?? 0.3);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: finish.quality ?? 82 })
    .toBuffer();
}

/** Flat artwork (avatars) stays crisp as PNG. */
export async function toPng(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(drawing.svg())).png({ compressionLevel: 9 }).toBuffer();
}
