import type { Random } from './random';

/** Smooth 1-D value noise in [-1, 1], summed over octaves: ridgelines, shorelines, river banks. */
export function noise1(random: Random, octaves = 4): (x: number) => number {
  const size = 256;
  const values = Array.from({ length: size }, () => random.range(-1, 1));
  const at = (i: number) => values[((i % size) + size) % size] ?? 0;
  const single = (x: number) => {
    const i = Math.floor(x);
    const f = x - i;
    const t = f * f * (3 - 2 * f);
    return at(i) + (at(i + 1) - at(i)) * t;
  };
  return (x: number) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += single(x * freq + o * 17.3) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2;
    }
    return sum / norm;
  };
}

/** Smooth 2-D value noise in [-1, 1], summed over octaves. */
export function noise2(random: Random, octaves = 3): (x: number, y: number) => number {
  const size = 64;
  const values = Array.from({ length: size * size }, () => random.range(-1, 1));
  const at = (i: number, j: number) => values[(((j % size) + size) % size) * size + (((i % size) + size) % size)] ?? 0;
  const single = (x: number, y: number) => {
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = x - i;
    const fy = y - j;
    const tx = fx * fx * (3 - 2 * fx);
    const ty = fy * fy * (3 - 2 * fy);
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * tx;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * tx;
    return top + (bottom - top) * ty;
  };
  return (x: number, y: number) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += single(x * freq + o * 7.1, y * freq - o * 3.7) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2;
    }
    return sum / norm;
  };
}
