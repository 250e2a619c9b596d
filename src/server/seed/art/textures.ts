import { mix, shade } from './color';
import type { Drawing } from './drawing';
import { n, type Point } from './drawing';
import { smooth } from './geometry';
import { noise1 } from './noise';
import type { Random } from './random';

/** Wooden boards running across (or down) a rectangle: tone per board, grain lines, seams, the odd knot. */
export function woodPlanks(
  d: Drawing,
  random: Random,
  box: { x: number; y: number; w: number; h: number },
  options: { base: string; board: number; vertical?: boolean; grain?: number },
): void {
  const { x, y, w, h } = box;
  const vertical = options.vertical ?? false;
  const across = vertical ? w : h;
  const along = vertical ? h : w;
  const boards = Math.ceil(across / options.board);
  const lines = options.grain ?? 16;
  for (let b = 0; b < boards; b++) {
    const start = b * options.board;
    const size = Math.min(options.board, across - start);
    const tone = shade(options.base, random.range(-0.12, 0.1));
    const rect = vertical ? [x + start, y, size, along] : [x, y + start, along, size];
    const [rx = 0, ry = 0, rw = 0, rh = 0] = rect;
    const gradient = vertical
      ? d.linear([{ offset: 0, color: shade(tone, 0.05) }, { offset: 1, color: shade(tone, -0.06) }], rx, 0, rx + rw, 0)
      : d.linear([{ offset: 0, color: shade(tone, 0.05) }, { offset: 1, color: shade(tone, -0.06) }], 0, ry, 0, ry + rh);
    d.rect(rx, ry, rw, rh, { fill: gradient });
    const wave = noise1(random.fork(`board${b}`), 3);
    const dark = shade(tone, -0.35);
    const light = shade(tone, 0.18);
    for (let i = 0; i < lines; i++) {
      const offset = random.range(0.04, 0.96) * size;
      const amp = random.range(2, 9);
      const phase = random.range(0, 100);
      let path = '';
      const steps = 24;
      for (let s = 0; s <= steps; s++) {
        const t = (s / steps) * along;
        const o = start + offset + wave(phase + t / 260) * amp * 2;
        const px = vertical ? x + o : x + t;
        const py = vertical ? y + t : y + o;
        path += `${s === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`;
      }
      const isDark = random.chance(0.7);
      d.path(path, {
        fill: 'none',
        stroke: isDark ? dark : light,
        'stroke-opacity': random.range(0.08, isDark ? 0.28 : 0.2).toFixed(2),
        'stroke-width': random.range(0.8, 3.2),
      });
    }
    if (random.chance(0.4)) {
      const kt = random.range(0.15, 0.85) * along;
      const ko = start + random.range(0.3, 0.7) * size;
      const kx = vertical ? x + ko : x + kt;
      const ky = vertical ? y + kt : y + ko;
      const kr = random.range(6, 14);
      for (let ring = 3; ring >= 1; ring--) {
        d.ellipse(kx, ky, vertical ? kr * ring * 0.6 : kr * ring * 1.8, vertical ? kr * ring * 1.8 : kr * ring * 0.6, {
          fill: 'none',
          stroke: dark,
          'stroke-opacity': 0.18,
          'stroke-width': 1.5,
        });
      }
      d.ellipse(kx, ky, kr * (vertical ? 0.5 : 0.9), kr * (vertical ? 0.9 : 0.5), { fill: mix(dark, tone, 0.3), 'fill-opacity': 0.6 });
    }
    if (b > 0) {
      if (vertical) d.rect(x + start - 1.5, y, 3, along, { fill: shade(options.base, -0.55), 'fill-opacity': 0.55 });
      else d.rect(x, y + start - 1.5, along, 3, { fill: shade(options.base, -0.55), 'fill-opacity': 0.55 });
    }
  }
}

/** Small dots scattered over a rectangle: stone grain, flour, dust, distant leaves. */
export function speckles(
  d: Drawing,
  random: Random,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  colors: readonly string[],
  size: [number, number],
  opacity: [number, number] = [0.2, 0.6],
): void {
  // One path per colour keeps the markup (and the rasteriser's work) small.
  const paths = colors.map(() => '');
  for (let i = 0; i < count; i++) {
    const c = random.int(0, colors.length - 1);
    const r = random.range(size[0], size[1]);
    const cx = box.x + random.next() * box.w;
    const cy = box.y + random.next() * box.h;
    paths[c] += `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
  }
  const alpha = random.range(opacity[0], opacity[1]);
  paths.forEach((path, i) => {
    if (path) d.path(path, { fill: colors[i], 'fill-opacity': alpha.toFixed(2) });
  });
}

/**
 * Leafy foliage in an elliptical crown: a dark mass, then many small clusters shaded by where
 * they sit relative to the light (upper left), grouped into a few tones so it stays cheap to draw.
 */
export function foliage(
  d: Drawing,
  random: Random,
  crown: { cx: number; cy: number; rx: number; ry: number },
  palette: { dark: string; mid: string; light: string },
  clusters = 240,
): void {
  const { cx, cy, rx, ry } = crown;
  const outline: Point[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const k = 1 + random.range(-0.12, 0.08);
    outline.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  d.path(smooth(outline), { fill: palette.dark });
  const tones = [shade(palette.dark, 0.08), palette.mid, mix(palette.mid, palette.light, 0.5), palette.light];
  const paths = tones.map(() => '');
  const size = Math.min(rx, ry);
  for (let i = 0; i < clusters; i++) {
    const a = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next()) * 0.95;
    const x = cx + Math.cos(a) * rx * dist;
    const y = cy + Math.sin(a) * ry * dist;
    const r = size * random.range(0.05, 0.11);
    // Lit from the upper left: tone from the position along that direction, plus some noise.
    const lit = (-(x - cx) / rx - (y - cy) / ry) * 0.35 + 0.5 + random.range(-0.25, 0.25);
    const tone = Math.max(0, Math.min(tones.length - 1, Math.floor(lit * tones.length)));
    paths[tone] += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.9)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.9)} 0 1 0 ${n(-2 * r)} 0`;
  }
  paths.forEach((path, i) => {
    if (path) d.path(path, { fill: tones[i] });
  });
}
