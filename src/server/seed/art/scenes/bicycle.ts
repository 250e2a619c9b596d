import { shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow } from '../effects';
import type { Scene } from '../scene';

/** A chainring's outline: flat-topped teeth round a circle. */
function teeth(cx: number, cy: number, r: number, count: number, depth: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const step = (Math.PI * 2) / count;
    const pts: [number, number][] = [
      [a0, r - depth],
      [a0 + step * 0.18, r - depth],
      [a0 + step * 0.32, r],
      [a0 + step * 0.58, r],
      [a0 + step * 0.72, r - depth],
    ];
    for (const [a, rr] of pts) d += `${d ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}

const circle = (x: number, y: number, r: number) => `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;

/** Chain links along a run of points: outer and inner plates alternating, a roller at every pin. */
function chain(d: Drawing, points: Point[], pitch: number): void {
  let outer = '';
  let inner = '';
  let rollers = '';
  let pins = '';
  let shine = '';
  for (let i = 0; i + 1 < points.length; i++) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[i + 1] as Point;
    const angle = Math.atan2(y1 - y0, x1 - x0);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const half = pitch * (i % 2 ? 0.36 : 0.42);
    const ext = pitch * 0.55;
    // A plate: a stadium from pin to pin, a little waisted.
    const nx = -sin * half;
    const ny = cos * half;
    const plate =
      `M${n(x0 + nx - cos * ext * 0.2)} ${n(y0 + ny - sin * ext * 0.2)}` +
      `Q${n((x0 + x1) / 2 + nx * 0.7)} ${n((y0 + y1) / 2 + ny * 0.7)} ${n(x1 + nx + cos * ext * 0.2)} ${n(y1 + ny + sin * ext * 0.2)}` +
      `A${n(half)} ${n(half)} 0 0 0 ${n(x1 - nx + cos * ext * 0.2)} ${n(y1 - ny + sin * ext * 0.2)}` +
      `Q${n((x0 + x1) / 2 - nx * 0.7)} ${n((y0 + y1) / 2 - ny * 0.7)} ${n(x0 - nx - cos * ext * 0.2)} ${n(y0 - ny - sin * ext * 0.2)}` +
      `A${n(half)} ${n(half)} 0 0 0 ${n(x0 + nx - cos * ext * 0.2)} ${n(y0 + ny - sin * ext * 0.2)}Z`;
    if (i % 2) inner += plate;
    else outer += plate;
    shine += `M${n(x0 + nx * 0.6)} ${n(y0 + ny * 0.6)}L${n(x1 + nx * 0.6)} ${n(y1 + ny * 0.6)}`;
  }
  for (const [x, y] of points) {
    rollers += circle(x, y, pitch * 0.3);
    pins += circle(x, y, pitch * 0.13);
  }
  d.path(inner, { fill: '#5a5e64', stroke: '#2a2c30', 'stroke-width': 2 });
  d.path(outer, { fill: '#9aa0a8', stroke: '#34373c', 'stroke-width': 2 });
  d.path(shine, { fill: 'none', stroke: '#ffffff', 'stroke-width': pitch * 0.08, 'stroke-opacity': 0.35, 'stroke-linecap': 'round' });
  d.path(rollers, { fill: '#c9ced4', stroke: '#3a3d42', 'stroke-width': 2 });
  d.path(pins, { fill: '#4a4d52' });
}

/** Close up of a bicycle's drivetrain in a workshop: a polished chainring, its chain, the crank, a painted frame behind. */
export const bicycleChain: Scene = {
  grain: 9,
  vignette: 0.4,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#5a4a3a' }, { offset: 1, color: '#2a221c' }], 0, 0, w, h) });
    glow(d, w * 0.15, h * 0.1, w * 0.5, '#ffd9a0', 0.35);
    const bokeh = random.fork('bokeh');
    for (let i = 0; i < 14; i++) d.circle(bokeh.range(0, w), bokeh.range(0, h * 0.5), bokeh.range(20, 60), { fill: '#ffe0b0', 'fill-opacity': bokeh.range(0.05, 0.15) });
    // The frame's chainstay and seat tube, teal paint with a highlight.
    const paint = '#2f7f86';
    d.path(`M${n(w * 0.3)} ${n(-h * 0.1)}L${n(w * 0.48)} ${n(-h * 0.1)}L${n(w * 0.5)} ${n(h * 0.5)}L${n(w * 0.4)} ${n(h * 0.5)}Z`, { fill: d.linear([{ offset: 0, color: shade(paint, 0.2) }, { offset: 0.4, color: shade(paint, 0.45) }, { offset: 1, color: shade(paint, -0.35) }], w * 0.3, 0, w * 0.48, 0) });
    d.path(`M${n(w * 0.45)} ${n(h * 0.42)}L${n(w * 1.1)} ${n(h * 0.26)}L${n(w * 1.1)} ${n(h * 0.36)}L${n(w * 0.47)} ${n(h * 0.55)}Z`, { fill: d.linear([{ offset: 0, color: shade(paint, 0.35) }, { offset: 1, color: shade(paint, -0.4) }], 0, h * 0.28, 0, h * 0.52) });
    // The chainring.
    const cx = w * 0.42;
    const cy = h * 0.56;
    const r = h * 0.36;
    contactShadow(d, cx + r * 0.1, cy + r * 0.15, r * 1.25, r * 1.2, 0.5);
    const ring = `${teeth(cx, cy, r, 44, r * 0.07)}${circle(cx, cy, r * 0.74)}`;
    d.path(ring, { fill: d.linear([{ offset: 0, color: '#eef1f4' }, { offset: 0.45, color: '#a9b0b8' }, { offset: 0.55, color: '#d8dde2' }, { offset: 1, color: '#6a7078' }], cx - r, cy - r, cx + r, cy + r), 'fill-rule': 'evenodd', stroke: '#4a4e54', 'stroke-width': 2 });
    d.path(circle(cx, cy, r * 0.86), { fill: 'none', stroke: '#5a6068', 'stroke-width': 3, 'stroke-opacity': 0.6 });
    // Five spider arms to the centre, with bolts.
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 - Math.PI / 2;
      d.group({ transform: `rotate(${n((a * 180) / Math.PI)} ${n(cx)} ${n(cy)})` }, () => {
        d.path(`M${n(cx)} ${n(cy - r * 0.12)}L${n(cx + r * 0.8)} ${n(cy - r * 0.07)}L${n(cx + r * 0.8)} ${n(cy + r * 0.07)}L${n(cx)} ${n(cy + r * 0.12)}Z`, { fill: d.linear([{ offset: 0, color: '#3a3d42' }, { offset: 1, color: '#1e2024' }], 0, cy - r * 0.12, 0, cy + r * 0.12) });
        d.circle(cx + r * 0.78, cy, r * 0.05, { fill: '#c9ced4', stroke: '#2a2c30', 'stroke-width': 2 });
        d.circle(cx + r * 0.78, cy, r * 0.02, { fill: '#2a2c30' });
      });
    }
    d.circle(cx, cy, r * 0.2, { fill: '#222428' });
    d.circle(cx, cy, r * 0.12, { fill: '#8a9098' });
    // The crank arm down to the left, a pedal at its end.
    const crank = `M${n(cx)} ${n(cy - r * 0.09)}L${n(cx - r * 1.1)} ${n(cy + r * 0.7)}L${n(cx - r * 1.0)} ${n(cy + r * 0.85)}L${n(cx + r * 0.08)} ${n(cy + r * 0.1)}Z`;
    d.path(crank, { fill: d.linear([{ offset: 0, color: '#4a4e56' }, { offset: 0.5, color: '#1a1c20' }, { offset: 1, color: '#0e0f12' }], cx - r, cy, cx, cy + r) });
    d.circle(cx, cy, r * 0.1, { fill: '#b0b6be' });
    d.rect(cx - r * 1.35, cy + r * 0.68, r * 0.55, r * 0.22, { fill: '#222', rx: 8, transform: `rotate(20 ${n(cx - r * 1.05)} ${n(cy + r * 0.78)})` });
    // The chain wraps the top of the ring and runs off to the rear cog on the right.
    const pitch = r * 0.11;
    const wrapR = r * 0.95;
    const upper: Point[] = [];
    let a = Math.PI * 0.5;
    const stepA = pitch / wrapR;
    while (a < Math.PI * 1.62) {
      upper.push([cx + Math.cos(a) * wrapR, cy + Math.sin(a) * wrapR]);
      a += stepA;
    }
    const lastUpper = upper[upper.length - 1] ?? [cx, cy - wrapR];
    const tangent = a - stepA + Math.PI / 2;
    let [px, py] = lastUpper;
    while (px < w * 1.1) {
      px += Math.cos(tangent) * pitch;
      py += Math.sin(tangent) * pitch * 0.55;
      upper.push([px, py]);
    }
    chain(d, upper, pitch);
    const lower: Point[] = [[cx, cy + wrapR]];
    let [lx, ly] = [cx, cy + wrapR];
    while (lx < w * 1.1) {
      lx += pitch * 0.97;
      ly -= pitch * 0.24;
      lower.push([lx, ly]);
    }
    chain(d, lower, pitch);
    // Specular light across the ring and a few drops of oil.
    d.path(`M${n(cx - r * 0.7)} ${n(cy - r * 0.7)}A${n(r * 0.98)} ${n(r * 0.98)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.96)}`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-opacity': 0.45, 'stroke-linecap': 'round' });
    const oil = random.fork('oil');
    for (let i = 0; i < 10; i++) d.circle(cx + oil.range(-r, r), cy + oil.range(-r, r), oil.range(2, 5), { fill: '#1a140c', 'fill-opacity': 0.5 });
  },
};
