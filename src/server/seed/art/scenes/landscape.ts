import { mix, shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow } from '../effects';
import { blob, lerp, poly, smooth } from '../geometry';
import { noise1 } from '../noise';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { speckles } from '../textures';

/** A skyline of hills: the filled area under a noisy ridge between y0 (at the left) and y1 (at the right). */
function ridge(d: Drawing, random: Random, y0: number, y1: number, amp: number, scale: number, fill: string, octaves = 4): Point[] {
  const { width: w, height: h } = d;
  const noise = noise1(random, octaves);
  const phase = random.range(0, 100);
  const points: Point[] = [];
  const steps = 64;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    points.push([t * w, lerp(y0, y1, t) - noise(phase + t * scale) * amp]);
  }
  d.path(`${poly(points, false)}L${w} ${h}L0 ${h}Z`, { fill });
  return points;
}

/** A cumulus: a heap of puffs with a flat, shaded base, lit from the upper left. */
function cumulus(d: Drawing, random: Random, cx: number, base: number, width: number, height: number, haze: number, sky: string): void {
  const puffs: [number, number, number][] = [];
  const count = Math.round(10 + width / 40);
  for (let i = 0; i < count; i++) {
    const t = random.range(-1, 1);
    const x = cx + t * width * 0.45;
    const hump = 1 - t * t;
    const r = (random.range(0.35, 0.6) * height * (0.55 + hump * 0.6)) / 1.1;
    const y = base - r * 0.5 - random.range(0, hump * height * 0.55);
    puffs.push([x, y, r]);
  }
  puffs.sort((a, b) => b[1] - a[1]);
  const clip = d.clip(`M${n(cx - width)} ${n(base - height * 2)}H${n(cx + width)}V${n(base)}H${n(cx - width)}Z`);
  const shadow = mix('#9aa9bf', sky, haze);
  const body = mix('#e9eef5', sky, haze * 0.8);
  const lit = mix('#ffffff', sky, haze * 0.6);
  d.group({ 'clip-path': clip }, () => {
    let dark = '';
    let mid = '';
    let top = '';
    const circle = (x: number, y: number, r: number) => `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    for (const [x, y, r] of puffs) {
      dark += circle(x, y, r);
      mid += circle(x - r * 0.1, y - r * 0.2, r * 0.84);
      top += circle(x - r * 0.25, y - r * 0.38, r * 0.55);
    }
    d.path(dark, { fill: shadow });
    d.path(mid, { fill: body });
    d.path(top, { fill: lit });
  });
}

/** Fair-weather cumulus drifting over farmland: flat bases at one height, smaller towards the horizon, shadows on the fields. */
export const clouds: Scene = {
  grain: 6,
  vignette: 0.2,
  draw(d, random) {
    const { width: w, height: h } = d;
    const horizon = h * 0.66;
    d.rect(0, 0, w, horizon + 4, {
      fill: d.linear(
        [
          { offset: 0, color: '#2f6db5' },
          { offset: 0.6, color: '#74a8da' },
          { offset: 1, color: '#d6e6f0' },
        ],
        0,
        0,
        0,
        horizon,
      ),
    });
    // Clouds: far ones first, small and hazy near the horizon.
    const sky = '#b8d2ea';
    const rows: [number, number, number, number, number][] = [
      [horizon - h * 0.03, w * 0.07, h * 0.04, 0.6, 2.2],
      [horizon - h * 0.08, w * 0.11, h * 0.07, 0.45, 2.6],
      [horizon - h * 0.18, w * 0.18, h * 0.12, 0.25, 3],
      [h * 0.33, w * 0.32, h * 0.22, 0.05, 3.2],
    ];
    const cl = random.fork('clouds');
    for (const [base, width, height, haze, gap] of rows) {
      let x = cl.range(-width * 0.5, width * 1.5);
      while (x < w + width * 0.5) {
        cumulus(d, cl, x, base + cl.range(-h * 0.01, h * 0.01), width * cl.range(0.7, 1.2), height * cl.range(0.8, 1.2), haze, sky);
        x += width * cl.range(gap * 0.7, gap * 1.3);
      }
    }
    // Fields in perspective: bands that widen towards us, crossed by hedges.
    const land = random.fork('land');
    ridge(d, land, horizon, horizon - h * 0.01, h * 0.015, 6, '#6f8f6a', 3);
    const colours = ['#7fa04a', '#a9b85a', '#d6c26a', '#6a9444', '#c9a95a', '#8fb060', '#5f8a3c'];
    let y = horizon;
    let band = h * 0.02;
    while (y < h) {
      let x = -land.range(0, w * 0.2);
      while (x < w) {
        const fw = land.range(w * 0.12, w * 0.35) * (band / (h * 0.05));
        const colour = land.pick(colours);
        d.path(poly([[x, y], [x + fw, y], [x + fw + band * 0.6, y + band], [x - band * 0.2, y + band]]), { fill: colour });
        if (land.chance(0.5)) {
          for (let k = 1; k < 6; k++) d.line(x + (fw * k) / 6, y, x + (fw * k) / 6 + band * 0.3, y + band, { stroke: shade(colour, -0.15), 'stroke-width': 1 + band * 0.02, 'stroke-opacity': 0.4 });
        }
        d.line(x + fw, y, x + fw + band * 0.6, y + band, { stroke: '#3f5f2e', 'stroke-width': 2 + band * 0.05 });
        x += fw;
      }
      d.rect(0, y - band * 0.06, w, band * 0.12, { fill: '#3f5f2e' });
      // Hedgerow trees along the field edge.
      let tx = land.range(0, w * 0.1);
      while (tx < w) {
        const r = Math.min(band * land.range(0.2, 0.35), h * 0.035);
        d.path(smooth(blob(tx, y - r * 0.6, r, r * 0.85, land, 0.2, 8)), { fill: land.pick(['#355a2a', '#2c4d24', '#46703a']) });
        d.path(smooth(blob(tx - r * 0.25, y - r * 0.85, r * 0.5, r * 0.4, land, 0.2, 7)), { fill: '#6a9a4a', 'fill-opacity': 0.6 });
        tx += land.range(r * 1.2, w * 0.08);
      }
      y += band;
      band *= 1.45;
    }
    // Cloud shadows sliding over the fields.
    const shadows = random.fork('shadows');
    for (let i = 0; i < 5; i++) {
      const sy = shadows.range(horizon + h * 0.05, h);
      const depth = (sy - horizon) / (h - horizon);
      d.path(smooth(blob(shadows.range(0, w), sy, w * 0.1 * (0.5 + depth), h * 0.02 * (0.5 + depth * 2), shadows, 0.25, 10)), { fill: '#1e3a1a', 'fill-opacity': 0.22 });
    }
    d.rect(0, horizon - h * 0.02, w, h * 0.06, { fill: d.linear([{ offset: 0, color: '#d6e6f0', opacity: 0 }, { offset: 0.5, color: '#d6e6f0', opacity: 0.35 }, { offset: 1, color: '#d6e6f0', opacity: 0 }], 0, horizon - h * 0.02, 0, horizon + h * 0.04) });
  },
};

/** Low tide on a rocky shore: the sea breaking beyond, wet rocks with weed and barnacles, and a clear pool holding the sky. */
export const tidePool: Scene = {
  grain: 8,
  vignette: 0.3,
  draw(d, random) {
    const { width: w, height: h } = d;
    const horizon = h * 0.34;
    d.rect(0, 0, w, horizon + 2, { fill: d.linear([{ offset: 0, color: '#7fb2d8' }, { offset: 1, color: '#f1e2cc' }], 0, 0, 0, horizon) });
    glow(d, w * 0.72, horizon - h * 0.05, w * 0.3, '#fff3d6', 0.5, h * 0.2);
    const sky = random.fork('sky');
    for (let i = 0; i < 5; i++) {
      const cx = sky.range(0, w);
      const cy = sky.range(h * 0.06, horizon * 0.7);
      d.path(smooth(blob(cx, cy, w * sky.range(0.08, 0.16), h * 0.018, sky, 0.3, 10)), { fill: '#ffffff', 'fill-opacity': 0.45 });
    }
    // A headland far off on the right.
    d.path(smooth([[w * 0.62, horizon + 1], [w * 0.75, horizon - h * 0.045], [w * 0.88, horizon - h * 0.06], [w * 1.02, horizon - h * 0.04], [w * 1.02, horizon + 1]], false) + 'Z', { fill: '#8a9aa8' });
    // The sea: darker far out, swell lines, a line of surf.
    const shore = h * 0.56;
    d.rect(0, horizon, w, shore - horizon, { fill: d.linear([{ offset: 0, color: '#2f6a86' }, { offset: 1, color: '#5aa0a8' }], 0, horizon, 0, shore) });
    const sea = random.fork('sea');
    for (let i = 0; i < 40; i++) {
      const t = i / 40;
      const y = lerp(horizon + 3, shore - 10, t * t);
      const x = sea.range(-w * 0.1, w);
      const len = sea.range(w * 0.05, w * 0.3) * (0.4 + t);
      d.path(`M${n(x)} ${n(y)}q${n(len / 2)} ${n(-2 - t * 6)} ${n(len)} 0`, { fill: 'none', stroke: '#e8f4f4', 'stroke-width': 1 + t * 3, 'stroke-opacity': 0.25 + t * 0.3 });
    }
    const surf = noise1(random.fork('surf'), 3);
    const surfPts: Point[] = [];
    for (let i = 0; i <= 40; i++) surfPts.push([(i / 40) * w, shore - h * 0.035 + surf(i * 0.4) * h * 0.015]);
    d.path(`${smooth(surfPts, false)}L${w} ${n(shore + h * 0.02)}L0 ${n(shore + h * 0.02)}Z`, { fill: '#f4f8f6' });
    d.path(`${smooth(surfPts.map(([x, y]): Point => [x, y + h * 0.025]), false)}L${w} ${n(shore + h * 0.05)}L0 ${n(shore + h * 0.05)}Z`, { fill: '#cfe3df', 'fill-opacity': 0.8 });
    // Wet sand catching the light.
    d.rect(0, shore + h * 0.02, w, h, { fill: d.linear([{ offset: 0, color: '#b9a888' }, { offset: 1, color: '#8a7a62' }], 0, shore, 0, h) });
    d.rect(0, shore + h * 0.02, w, h * 0.05, { fill: '#e8eef0', 'fill-opacity': 0.35 });

    // Rocks, with the pool between them.
    const rocks = random.fork('rocks');
    const rock = (cx: number, cy: number, rx: number, ry: number) => {
      const shape = blob(cx, cy, rx, ry, rocks, 0.18, 12);
      contactShadow(d, cx + rx * 0.1, cy + ry * 0.6, rx * 1.1, ry * 0.45, 0.45);
      d.path(smooth(shape), { fill: d.linear([{ offset: 0, color: rocks.pick(['#6e6a62', '#7a7468', '#5e5a55']) }, { offset: 1, color: '#2e2b28' }], cx - rx * 0.5, cy - ry, cx + rx * 0.3, cy + ry) });
      // Facets catching the light, cracks, and a wet sheen at the foot.
      d.path(poly([[cx - rx * 0.7, cy - ry * 0.3], [cx - rx * 0.2, cy - ry * 0.85], [cx + rx * 0.3, cy - ry * 0.7], [cx + rx * 0.05, cy - ry * 0.25]]), { fill: '#ffffff', 'fill-opacity': 0.13 });
      d.path(poly([[cx + rx * 0.05, cy - ry * 0.25], [cx + rx * 0.3, cy - ry * 0.7], [cx + rx * 0.8, cy - ry * 0.2], [cx + rx * 0.5, cy + ry * 0.1]]), { fill: '#ffffff', 'fill-opacity': 0.06 });
      d.path(`M${n(cx - rx * 0.4)} ${n(cy - ry * 0.1)}l${n(rx * 0.2)} ${n(ry * 0.25)}l${n(rx * 0.1)} ${n(ry * 0.4)}M${n(cx + rx * 0.3)} ${n(cy - ry * 0.4)}l${n(rx * 0.15)} ${n(ry * 0.5)}`, { fill: 'none', stroke: '#1e1c1a', 'stroke-width': 3, 'stroke-opacity': 0.6 });
      d.path(smooth(blob(cx, cy + ry * 0.55, rx * 0.8, ry * 0.15, rocks, 0.2, 8)), { fill: '#9ab8c8', 'fill-opacity': 0.15 });
      // Weed at the foot, barnacles on top.
      for (let k = 0; k < 8; k++) {
        const wx = cx + rocks.range(-rx, rx) * 0.9;
        const wy = cy + ry * rocks.range(0.4, 0.8);
        d.path(`M${n(wx)} ${n(wy)}q${n(rocks.range(-20, 20))} ${n(ry * 0.2)} ${n(rocks.range(-30, 30))} ${n(ry * rocks.range(0.25, 0.5))}`, {
          fill: 'none',
          stroke: rocks.pick(['#5a5a22', '#6e6a2a', '#4a4a1a']),
          'stroke-width': rx * 0.04,
          'stroke-linecap': 'round',
        });
      }
      speckles(d, rocks, { x: cx - rx * 0.6, y: cy - ry * 0.6, w: rx * 1.2, h: ry }, Math.round(rx * 0.8), ['#e8e4d8', '#cfcabc'], [1.2, 3], [0.5, 0.8]);
    };
    rock(w * 0.12, h * 0.72, w * 0.2, h * 0.14);
    rock(w * 0.88, h * 0.7, w * 0.18, h * 0.12);
    rock(w * 0.55, h * 0.63, w * 0.08, h * 0.05);
    // The pool: the sky reflected, pebbles and weed seen through the water.
    const poolShape = smooth(blob(w * 0.5, h * 0.84, w * 0.3, h * 0.11, random.fork('pool'), 0.08, 14));
    d.path(poolShape, { fill: '#4a4238', stroke: '#3a342c', 'stroke-width': 10 });
    d.group({ 'clip-path': d.clip(poolShape) }, () => {
      d.rect(0, h * 0.7, w, h * 0.3, { fill: d.linear([{ offset: 0, color: '#3e7f90' }, { offset: 1, color: '#88b9c4' }], 0, h * 0.72, 0, h * 0.96) });
      const bed = random.fork('bed');
      for (let i = 0; i < 40; i++) {
        const px = bed.range(w * 0.2, w * 0.8);
        const py = bed.range(h * 0.75, h * 0.95);
        d.path(smooth(blob(px, py, bed.range(8, 26), bed.range(6, 16), bed, 0.2, 7)), { fill: bed.pick(['#9a8a70', '#7a6e5a', '#b0a48a', '#5e5448']), 'fill-opacity': 0.55 });
      }
      for (let i = 0; i < 12; i++) {
        const px = bed.range(w * 0.24, w * 0.76);
        const py = bed.range(h * 0.78, h * 0.94);
        d.path(`M${n(px)} ${n(py)}q${n(bed.range(-30, 30))} ${n(-30)} ${n(bed.range(-20, 20))} ${n(-bed.range(40, 80))}`, { fill: 'none', stroke: '#3f6a2a', 'stroke-width': 5, 'stroke-opacity': 0.6, 'stroke-linecap': 'round' });
      }
      // An anemone and a starfish under water.
      d.circle(w * 0.62, h * 0.86, 16, { fill: '#b3283a' });
      d.circle(w * 0.62, h * 0.86, 6, { fill: '#5a0f1a' });
      d.circle(w * 0.38, h * 0.9, 12, { fill: '#c0303c' });
      const star: Point[] = [];
      for (let k = 0; k < 10; k++) {
        const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
        const r = k % 2 ? 12 : 38;
        star.push([w * 0.45 + Math.cos(a) * r, h * 0.82 + Math.sin(a) * r]);
      }
      d.path(smooth(star), { fill: '#d9702e' });
      d.path(poly([[w * 0.2, h * 0.74], [w * 0.5, h * 0.74], [w * 0.35, h * 0.98], [w * 0.1, h * 0.98]]), { fill: '#ffffff', 'fill-opacity': 0.12 });
      d.path(poly([[w * 0.55, h * 0.74], [w * 0.62, h * 0.74], [w * 0.5, h * 0.98], [w * 0.44, h * 0.98]]), { fill: '#ffffff', 'fill-opacity': 0.1 });
    });
    speckles(d, random.fork('sand'), { x: 0, y: shore + h * 0.05, w, h: h * 0.45 }, 500, ['#5a4e3e', '#d8ccb0'], [1, 2.5], [0.3, 0.5]);
  },
};

/** A lowland river from the air: a meander about to cut through its neck, an old oxbow beside it, fields and hedges all round. */
export const riverBend: Scene = {
  grain: 7,
  vignette: 0.25,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#7d9a52' });
    // A patchwork of fields on a jittered grid.
    const fields = random.fork('fields');
    const cols = 9;
    const rows = 6;
    const grid: Point[][] = [];
    for (let j = 0; j <= rows; j++) {
      const row: Point[] = [];
      for (let i = 0; i <= cols; i++) {
        const edge = i === 0 || j === 0 || i === cols || j === rows;
        row.push([(i / cols) * w * 1.1 - w * 0.05 + (edge ? 0 : fields.range(-25, 25)), (j / rows) * h * 1.1 - h * 0.05 + (edge ? 0 : fields.range(-25, 25))]);
      }
      grid.push(row);
    }
    const palette = ['#8aa552', '#a7b45e', '#c9b870', '#6f9446', '#b49a62', '#93b36a', '#d2c58a', '#5f8640'];
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const a = grid[j]?.[i];
        const b = grid[j]?.[i + 1];
        const c = grid[j + 1]?.[i + 1];
        const e = grid[j + 1]?.[i];
        if (!a || !b || !c || !e) continue;
        const colour = fields.pick(palette);
        const cell = poly([a, b, c, e]);
        d.path(cell, { fill: colour, stroke: '#3f5a2a', 'stroke-width': 5 });
        if (fields.chance(0.55)) {
          const lines = 9;
          for (let k = 1; k < lines; k++) {
            const t = k / lines;
            d.line(lerp(a[0], e[0], t), lerp(a[1], e[1], t), lerp(b[0], c[0], t), lerp(b[1], c[1], t), { stroke: shade(colour, -0.12), 'stroke-width': 2.5, 'stroke-opacity': 0.5 });
          }
        }
        // Hedgerow trees along some edges.
        if (fields.chance(0.6)) {
          for (let k = 0; k < 6; k++) {
            const t = fields.next();
            d.circle(lerp(a[0], b[0], t), lerp(a[1], b[1], t), fields.range(6, 12), { fill: '#2f4a22' });
          }
        }
      }
    }
    // The river: a sine-generated meander, traced by integrating its changing direction.
    const river: Point[] = [];
    const steps = 240;
    let x = 0;
    let y = 0;
    const swing = 1.85;
    for (let i = 0; i <= steps; i++) {
      const s = i / steps;
      const angle = swing * Math.sin(s * Math.PI * 2 * 1.5);
      x += Math.cos(angle);
      y += Math.sin(angle);
      river.push([x, y]);
    }
    const xs = river.map((p) => p[0]);
    const ys = river.map((p) => p[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const scale = Math.min((w * 0.95) / (maxX - minX), (h * 0.78) / (maxY - minY));
    const placed = river.map(([px, py]): Point => [(px - (minX + maxX) / 2) * scale + w * 0.5, (py - (minY + maxY) / 2) * scale + h * 0.5]);
    // The river enters and leaves the frame level, continuing past both edges.
    const first = placed[0] ?? [0, h / 2];
    const last = placed[placed.length - 1] ?? [w, h / 2];
    const path = smooth([[-w * 0.2, first[1]], ...placed.filter((_, i) => i % 2 === 0), [w * 1.2, last[1]]], false);
    const width = h * 0.045;
    // Floodplain meadow and sandbars, then water.
    d.path(path, { fill: 'none', stroke: '#9cb870', 'stroke-width': width * 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'stroke-opacity': 0.6 });
    d.path(path, { fill: 'none', stroke: '#d8cba0', 'stroke-width': width * 1.7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    // An oxbow lake left behind by an older bend.
    const oxbow = random.fork('oxbow');
    const ox = w * 0.74;
    const oy = h * 0.2;
    d.path(`M${n(ox - w * 0.09)} ${n(oy + h * 0.1)}C${n(ox - w * 0.12)} ${n(oy - h * 0.16)} ${n(ox + w * 0.12)} ${n(oy - h * 0.16)} ${n(ox + w * 0.09)} ${n(oy + h * 0.1)}`, {
      fill: 'none',
      stroke: '#3e6a5a',
      'stroke-width': width * 0.8,
      'stroke-linecap': 'round',
    });
    for (let i = 0; i < 30; i++) {
      const t = oxbow.next();
      const a = Math.PI + t * Math.PI;
      d.circle(ox + Math.cos(a) * w * 0.1 + oxbow.range(-14, 14), oy + Math.sin(a) * h * 0.14 + oxbow.range(-14, 14) + h * 0.02, oxbow.range(5, 11), { fill: '#2f4a22' });
    }
    const water = d.linear([{ offset: 0, color: '#3f6f80' }, { offset: 0.5, color: '#5a8e9a' }, { offset: 1, color: '#36606e' }], 0, 0, w, h);
    d.path(path, { fill: 'none', stroke: water, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    d.path(path, { fill: 'none', stroke: '#cfe4ea', 'stroke-width': width * 0.18, 'stroke-opacity': 0.35, transform: 'translate(-3 -4)' });
    // Trees crowding the banks.
    const banks = random.fork('banks');
    for (let i = 0; i < placed.length; i += 2) {
      const p = placed[i];
      const q = placed[Math.min(placed.length - 1, i + 1)];
      if (!p || !q) continue;
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const len = Math.hypot(dx, dy) || 1;
      const side = banks.chance(0.5) ? 1 : -1;
      if (!banks.chance(0.45)) continue;
      const off = width * banks.range(1.0, 1.8) * side;
      d.circle(p[0] - (dy / len) * off, p[1] + (dx / len) * off, banks.range(7, 14), { fill: banks.pick(['#2f4a22', '#3c5a2a', '#253d1c']) });
    }
    // A lane, a farm and cloud shadows.
    d.path(`M${n(-10)} ${n(h * 0.9)}Q${n(w * 0.3)} ${n(h * 0.75)} ${n(w * 0.45)} ${n(h * 0.98)}`, { fill: 'none', stroke: '#d9d0b8', 'stroke-width': 7 });
    const farm = random.fork('farm');
    for (let i = 0; i < 4; i++) {
      const fx = w * 0.16 + i * 26;
      const fy = h * 0.82 + farm.range(-10, 10);
      d.rect(fx, fy, 22, 34, { fill: farm.pick(['#a0473a', '#8a8a8a', '#b65a40']), transform: `rotate(15 ${n(fx)} ${n(fy)})` });
    }
    const shadows = random.fork('shadows');
    for (let i = 0; i < 4; i++) {
      d.path(smooth(blob(shadows.range(0, w), shadows.range(0, h), w * shadows.range(0.08, 0.15), h * shadows.range(0.08, 0.14), shadows, 0.3, 10)), { fill: '#0f1f10', 'fill-opacity': 0.2 });
    }
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#fff8e0', opacity: 0.12 }, { offset: 1, color: '#fff8e0', opacity: 0 }], 0, 0, w, h) });
  },
};

/** Moonlit country seen from a sleeper compartment: the window frame, a curtain, hills and a far-off town going by. */
export const nightTrain: Scene = {
  grain: 10,
  vignette: 0.35,
  draw(d, random) {
    const { width: w, height: h } = d;
    const win = { x: w * 0.14, y: h * 0.1, w: w * 0.72, h: h * 0.66 };
    // Outside: sky, moon, three ranges of hills, a town's lights, telegraph poles rushing past.
    d.group({ 'clip-path': d.clip(`M${n(win.x)} ${n(win.y)}h${n(win.w)}v${n(win.h)}h${n(-win.w)}Z`) }, () => {
      d.rect(win.x, win.y, win.w, win.h, { fill: d.linear([{ offset: 0, color: '#0a1230' }, { offset: 0.7, color: '#22356a' }, { offset: 1, color: '#3a4a7a' }], 0, win.y, 0, win.y + win.h) });
      speckles(d, random.fork('stars'), { x: win.x, y: win.y, w: win.w, h: win.h * 0.5 }, 140, ['#ffffff', '#cfe0ff'], [0.8, 2.2], [0.5, 0.9]);
      const mx = win.x + win.w * 0.74;
      const my = win.y + win.h * 0.22;
      glow(d, mx, my, h * 0.28, '#cfdcff', 0.35);
      d.circle(mx, my, h * 0.045, { fill: '#f4f1e2' });
      d.circle(mx + h * 0.012, my - h * 0.008, h * 0.01, { fill: '#d8d4c0' });
      d.circle(mx - h * 0.014, my + h * 0.014, h * 0.007, { fill: '#dcd8c6' });
      const hills = random.fork('hills');
      ridge(d, hills, h * 0.5, h * 0.46, h * 0.06, 3, '#1f2a52');
      // The town on the middle hills.
      const town = random.fork('town');
      for (let i = 0; i < 60; i++) {
        const tx = town.range(win.x + win.w * 0.15, win.x + win.w * 0.5);
        const ty = h * 0.545 + town.range(-h * 0.015, h * 0.02);
        d.circle(tx, ty, town.range(1, 2.6), { fill: town.pick(['#ffd27a', '#ffe7b0', '#ffb860']) });
      }
      glow(d, win.x + win.w * 0.32, h * 0.55, w * 0.14, '#ffb860', 0.2, h * 0.04);
      ridge(d, hills, h * 0.57, h * 0.6, h * 0.04, 4, '#151d3c');
      // A river catching the moon.
      d.path(`M${n(win.x)} ${n(h * 0.66)}Q${n(w * 0.5)} ${n(h * 0.62)} ${n(win.x + win.w)} ${n(h * 0.665)}L${n(win.x + win.w)} ${n(h * 0.68)}Q${n(w * 0.5)} ${n(h * 0.64)} ${n(win.x)} ${n(h * 0.675)}Z`, { fill: '#5a6a9a', 'fill-opacity': 0.7 });
      d.rect(mx - w * 0.02, h * 0.635, w * 0.04, h * 0.012, { fill: '#e8ecff', 'fill-opacity': 0.6 });
      ridge(d, hills, h * 0.7, h * 0.68, h * 0.025, 8, '#0b1026');
      // Motion: streaks of nearby lights and a pole with its wires.
      const streaks = random.fork('streaks');
      for (let i = 0; i < 6; i++) {
        const sy = streaks.range(h * 0.66, h * 0.74);
        const sx = streaks.range(win.x, win.x + win.w);
        d.rect(sx, sy, streaks.range(w * 0.05, w * 0.15), 2.5, { fill: '#ffcf80', 'fill-opacity': 0.5, rx: 1 });
      }
      d.rect(win.x + win.w * 0.18, win.y, w * 0.012, win.h, { fill: '#05070f' });
      d.rect(win.x + win.w * 0.18 - w * 0.02, win.y + win.h * 0.12, w * 0.052, h * 0.008, { fill: '#05070f' });
      for (const k of [0, 1, 2]) {
        d.path(`M${n(win.x)} ${n(win.y + win.h * (0.08 + k * 0.03))}Q${n(win.x + win.w * 0.1)} ${n(win.y + win.h * (0.16 + k * 0.03))} ${n(win.x + win.w * 0.18)} ${n(win.y + win.h * (0.13 + k * 0.01))}Q${n(win.x + win.w * 0.6)} ${n(win.y + win.h * (0.3 + k * 0.03))} ${n(win.x + win.w)} ${n(win.y + win.h * (0.2 + k * 0.03))}`, {
          fill: 'none',
          stroke: '#05070f',
          'stroke-width': 2,
        });
      }
      // A faint reflection of the lamp-lit compartment on the glass.
      d.path(poly([[win.x + win.w * 0.5, win.y], [win.x + win.w * 0.62, win.y], [win.x + win.w * 0.35, win.y + win.h], [win.x + win.w * 0.23, win.y + win.h]]), { fill: '#ffffff', 'fill-opacity': 0.05 });
      glow(d, win.x + win.w * 0.1, win.y + win.h * 0.85, w * 0.12, '#ffb870', 0.12);
    });
    // The compartment: warm panelled wall round the window, a rounded frame, a curtain, a ledge with a water bottle.
    const wall = d.linear([{ offset: 0, color: '#5a3a28' }, { offset: 1, color: '#2e1c12' }], 0, 0, 0, h);
    d.path(`M0 0H${w}V${h}H0Z M${n(win.x)} ${n(win.y + 30)}V${n(win.y + win.h - 30)}Q${n(win.x)} ${n(win.y + win.h)} ${n(win.x + 30)} ${n(win.y + win.h)}H${n(win.x + win.w - 30)}Q${n(win.x + win.w)} ${n(win.y + win.h)} ${n(win.x + win.w)} ${n(win.y + win.h - 30)}V${n(win.y + 30)}Q${n(win.x + win.w)} ${n(win.y)} ${n(win.x + win.w - 30)} ${n(win.y)}H${n(win.x + 30)}Q${n(win.x)} ${n(win.y)} ${n(win.x)} ${n(win.y + 30)}Z`, {
      fill: wall,
      'fill-rule': 'evenodd',
    });
    glow(d, w * 0.05, h * 0.05, w * 0.35, '#ffc27a', 0.3);
    d.rect(win.x - 10, win.y - 10, win.w + 20, win.h + 20, { fill: 'none', stroke: '#b7a99a', 'stroke-width': 14, rx: 40 });
    d.rect(win.x - 16, win.y - 16, win.w + 32, win.h + 32, { fill: 'none', stroke: '#1e120b', 'stroke-width': 4, rx: 46 });
    d.line(win.x, win.y + win.h * 0.22, win.x + win.w, win.y + win.h * 0.22, { stroke: '#8a7c6e', 'stroke-width': 8 });
    // Curtain gathered on the left.
    const curtain = random.fork('curtain');
    const cx0 = win.x - w * 0.1;
    const cx1 = win.x + win.w * 0.12;
    const folds = 9;
    for (let i = 0; i < folds; i++) {
      const x0 = lerp(cx0, cx1, i / folds);
      const x1 = lerp(cx0, cx1, (i + 1) / folds);
      const tone = i % 2 ? '#6e2430' : '#8a3040';
      const sway = curtain.range(-8, 8);
      d.path(`M${n(x0)} ${n(win.y - h * 0.06)}L${n(x1)} ${n(win.y - h * 0.06)}Q${n(x1 + sway)} ${n(h * 0.5)} ${n(x1 - (x1 - cx0) * 0.35)} ${n(h * 0.88)}L${n(x0 - (x0 - cx0) * 0.35)} ${n(h * 0.88)}Q${n(x0 + sway)} ${n(h * 0.5)} ${n(x0)} ${n(win.y - h * 0.06)}Z`, {
        fill: d.linear([{ offset: 0, color: shade(tone, 0.1) }, { offset: 1, color: shade(tone, -0.3) }], x0, 0, x1, 0),
      });
    }
    d.rect(cx0, win.y - h * 0.08, cx1 - cx0 + w * 0.02, h * 0.025, { fill: '#c9a96a', rx: 6 });
    // The ledge and a small bottle of water.
    const ledge = h * 0.8;
    d.rect(0, ledge, w, h * 0.04, { fill: '#7a5a40' });
    d.rect(0, ledge + h * 0.04, w, h * 0.015, { fill: '#2a1a10' });
    contactShadow(d, w * 0.72, ledge + h * 0.005, w * 0.05, h * 0.012, 0.5);
    const bx = w * 0.7;
    d.path(`M${n(bx)} ${n(ledge)}V${n(ledge - h * 0.12)}Q${n(bx)} ${n(ledge - h * 0.15)} ${n(bx + w * 0.012)} ${n(ledge - h * 0.165)}V${n(ledge - h * 0.19)}H${n(bx + w * 0.028)}V${n(ledge - h * 0.165)}Q${n(bx + w * 0.04)} ${n(ledge - h * 0.15)} ${n(bx + w * 0.04)} ${n(ledge - h * 0.12)}V${n(ledge)}Z`, {
      fill: '#9fc0d8',
      'fill-opacity': 0.55,
      stroke: '#dbe8f0',
      'stroke-width': 2,
      'stroke-opacity': 0.6,
    });
    d.rect(bx + w * 0.011, ledge - h * 0.205, w * 0.018, h * 0.018, { fill: '#2f6fb0' });
    d.rect(bx, ledge - h * 0.09, w * 0.04, h * 0.035, { fill: '#e8eef2', 'fill-opacity': 0.85 });
    d.rect(bx + w * 0.006, ledge - h * 0.12, w * 0.006, h * 0.1, { fill: '#ffffff', 'fill-opacity': 0.5 });
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#ffb870', opacity: 0.06 }, { offset: 1, color: '#000000', opacity: 0.15 }], 0, 0, w, h) });
  },
};
