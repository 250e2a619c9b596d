import { mix, shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { glow } from '../effects';
import { lerp, poly, quadCell, quadPoint } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { speckles, woodPlanks } from '../textures';

type Quad = readonly [Point, Point, Point, Point];

const SPINES = ['#7a2e2a', '#2f4a6a', '#3e5a3a', '#8a6a3a', '#5a3a5a', '#c9b48a', '#6a2a3a', '#2a3a4a', '#9a5a2a', '#4a5a6a', '#b8a070', '#3a2a22'];

/**
 * One side of the aisle: a bookcase face in perspective (near edge first), its shelves filled
 * with spines that narrow towards the far end.
 */
function shelfFace(d: Drawing, random: Random, face: Quad, shelves: number, lamp: number): void {
  d.path(poly(face), { fill: '#3a2618' });
  for (let s = 0; s < shelves; s++) {
    const v0 = s / shelves + 0.02;
    const v1 = (s + 1) / shelves - 0.025;
    d.path(quadCell(face, 0, v0, 1, v1), { fill: '#1e130c' });
    let u = 0;
    while (u < 1) {
      // Perspective: spines get narrower as u goes towards the far end.
      const width = (0.012 + random.next() * 0.014) * (1 - u * 0.75);
      const top = v0 + (v1 - v0) * random.range(0, 0.25);
      const colour = shade(random.pick(SPINES), random.range(-0.1, 0.1) + (1 - u) * 0.05);
      d.path(quadCell(face, u, top, Math.min(1, u + width), v1), { fill: colour });
      d.path(quadCell(face, u, top + (v1 - top) * 0.12, Math.min(1, u + width), top + (v1 - top) * 0.17), { fill: '#e8d8a8', 'fill-opacity': 0.35 });
      d.path(quadCell(face, u, top, u + width * 0.2, v1), { fill: '#000000', 'fill-opacity': 0.25 });
      u += width + (random.chance(0.06) ? width * 1.5 : 0.0015);
    }
    d.path(quadCell(face, 0, v1, 1, v1 + 0.025), { fill: '#6a4428' });
    d.path(quadCell(face, 0, v1 + 0.018, 1, v1 + 0.025), { fill: '#000000', 'fill-opacity': 0.3 });
  }
  // Light falls off along the aisle, and the top shelves are already in shadow.
  const [nearX] = face[0];
  const [farX] = face[1];
  d.path(poly(face), { fill: d.linear([{ offset: 0, color: '#000000', opacity: 0.05 }, { offset: 1, color: '#000000', opacity: 0.55 }], nearX, 0, farX, 0) });
  d.path(quadCell(face, 0, 0, 1, 0.35), { fill: '#000000', 'fill-opacity': 0.35 * lamp });
}

/** A library aisle at closing time: tall stacks on both sides, the lamps dimming from the top, blue dusk in the end window. */
export const libraryStacks: Scene = {
  grain: 10,
  vignette: 0.45,
  draw(d, random) {
    const { width: w, height: h } = d;
    const vp: Point = [w * 0.5, h * 0.46];
    // End wall with a tall window onto the evening.
    d.rect(0, 0, w, h, { fill: '#2a1e16' });
    const far = { x0: w * 0.38, x1: w * 0.62, y0: h * 0.2, y1: h * 0.7 };
    d.rect(far.x0, far.y0, far.x1 - far.x0, far.y1 - far.y0, { fill: '#4a3626' });
    d.rect(w * 0.455, h * 0.26, w * 0.09, h * 0.34, { fill: d.linear([{ offset: 0, color: '#1e2c5a' }, { offset: 1, color: '#5a6aa0' }], 0, h * 0.26, 0, h * 0.6) });
    d.rect(w * 0.455, h * 0.26, w * 0.09, h * 0.34, { fill: 'none', stroke: '#2a1e16', 'stroke-width': 6 });
    d.line(w * 0.5, h * 0.26, w * 0.5, h * 0.6, { stroke: '#2a1e16', 'stroke-width': 4 });
    d.line(w * 0.455, h * 0.43, w * 0.545, h * 0.43, { stroke: '#2a1e16', 'stroke-width': 4 });
    glow(d, w * 0.5, h * 0.43, w * 0.12, '#8a9ad0', 0.25);
    // Floor and ceiling converging on the window.
    d.path(poly([[0, h], [far.x0, far.y1], [far.x1, far.y1], [w, h]]), { fill: '#5a3a24' });
    woodPlanks(d, random.fork('floor'), { x: 0, y: far.y1, w, h: h - far.y1 }, { base: '#6a4428', board: (h - far.y1) / 6, grain: 6 });
    d.path(`M0 ${n(far.y1)}H${w}V${h}L${n(far.x1)} ${n(far.y1)}H${n(far.x0)}L0 ${h}Z`, { fill: '#2a1e16' });
    d.path(poly([[0, 0], [w, 0], [far.x1, far.y0], [far.x0, far.y0]]), { fill: '#1c140e' });
    // Beams across the ceiling.
    for (let i = 1; i < 6; i++) {
      const t = 1 - Math.pow(0.62, i);
      const y = lerp(0, far.y0, t);
      d.path(poly([[lerp(0, far.x0, t), y], [lerp(w, far.x1, t), y], [lerp(w, far.x1, t), y + (1 - t) * h * 0.03], [lerp(0, far.x0, t), y + (1 - t) * h * 0.03]]), { fill: '#2e2016' });
    }
    // The two bookcases.
    const left: Quad = [
      [-w * 0.02, -h * 0.04],
      [far.x0, far.y0],
      [far.x0, far.y1],
      [-w * 0.02, h * 1.02],
    ];
    const right: Quad = [
      [w * 1.02, -h * 0.04],
      [far.x1, far.y0],
      [far.x1, far.y1],
      [w * 1.02, h * 1.02],
    ];
    shelfFace(d, random.fork('left'), left, 7, 1);
    shelfFace(d, random.fork('right'), right, 7, 1);
    // Pendant lamps down the aisle: the far ones already off.
    for (let i = 0; i < 3; i++) {
      const t = 1 - Math.pow(0.5, i + 1) + 0.1;
      const x = vp[0];
      const y = lerp(h * 0.02, far.y0, t);
      const s = (1 - t) * w * 0.06 + 6;
      d.line(x, lerp(0, far.y0, t * 0.9), x, y, { stroke: '#0e0a08', 'stroke-width': 2 });
      const on = i === 0;
      d.path(poly([[x - s * 0.35, y], [x + s * 0.35, y], [x + s, y + s * 0.7], [x - s, y + s * 0.7]]), { fill: on ? '#2f4a3a' : '#1e2a22' });
      if (on) {
        glow(d, x, y + s, w * 0.3, '#ffc870', 0.35, h * 0.3);
        d.ellipse(x, y + s * 0.72, s * 0.9, s * 0.15, { fill: '#fff0c0' });
        glow(d, x, h * 0.86, w * 0.3, '#ffb860', 0.25, h * 0.08);
      }
    }
    // A rolling ladder against the right-hand stack.
    const ladderAt = (u: number, v: number) => quadPoint(...right, u, v);
    const rails = [0.22, 0.3];
    for (const u of rails) {
      const [x0, y0] = ladderAt(u, 0.05);
      const [x1, y1] = ladderAt(u - 0.06, 1);
      d.line(x0, y0, x1 - w * 0.03, y1, { stroke: '#8a5a32', 'stroke-width': 10 * (1 - u) });
    }
    for (let k = 1; k < 10; k++) {
      const v = k / 10;
      const [ax, ay] = ladderAt(lerp(rails[0] ?? 0, (rails[0] ?? 0) - 0.06, v), lerp(0.05, 1, v));
      const [bx, by] = ladderAt(lerp(rails[1] ?? 0, (rails[1] ?? 0) - 0.06, v), lerp(0.05, 1, v));
      d.line(ax - w * 0.03 * v, ay, bx - w * 0.03 * v, by, { stroke: '#a06a3a', 'stroke-width': 6 });
    }
    // A book trolley waiting near the end.
    const cx = w * 0.42;
    const cy = h * 0.7;
    d.rect(cx - 30, cy - 50, 60, 40, { fill: '#4a3a2a' });
    for (let i = 0; i < 8; i++) d.rect(cx - 28 + i * 7, cy - 68 + (i % 3) * 3, 6, 20 - (i % 3) * 3, { fill: SPINES[(i * 5) % SPINES.length] ?? '#7a2e2a' });
    d.circle(cx - 22, cy - 6, 5, { fill: '#111111' });
    d.circle(cx + 22, cy - 6, 5, { fill: '#111111' });
    speckles(d, random.fork('dust'), { x: w * 0.3, y: h * 0.1, w: w * 0.4, h: h * 0.6 }, 120, ['#ffe0a0'], [0.8, 1.8], [0.2, 0.35]);
    d.rect(0, 0, w, h, { fill: '#ffb060', 'fill-opacity': 0.04 });
  },
};

/** One patch cable: plug, a sagging run and a highlight along it. */
function cable(d: Drawing, from: Point, to: Point, sag: number, colour: string, width: number): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const path = `M${n(x0)} ${n(y0)}C${n(x0)} ${n(y0 + sag)} ${n(x1)} ${n(y1 + sag)} ${n(x1)} ${n(y1)}`;
  d.path(path, { fill: 'none', stroke: '#000000', 'stroke-width': width + 4, 'stroke-opacity': 0.4, transform: 'translate(3 6)' });
  d.path(path, { fill: 'none', stroke: colour, 'stroke-width': width });
  d.path(path, { fill: 'none', stroke: '#ffffff', 'stroke-width': width * 0.22, 'stroke-opacity': 0.3, transform: `translate(${n(-width * 0.2)} ${n(-width * 0.2)})` });
}

/** A network rack up close: patch panels and a switch, coloured cables looping between them, status lights glowing. */
export const networkCables: Scene = {
  grain: 9,
  vignette: 0.4,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#111318' });
    // Rails with their square holes.
    for (const x of [w * 0.03, w * 0.93]) {
      d.rect(x, 0, w * 0.04, h, { fill: '#2a2d34' });
      for (let y = 10; y < h; y += 26) d.rect(x + w * 0.014, y, w * 0.012, 12, { fill: '#0a0b0e' });
    }
    const unit = h * 0.09;
    const rows = [
      { y: h * 0.06, kind: 'panel' },
      { y: h * 0.06 + unit * 1.2, kind: 'ring' },
      { y: h * 0.06 + unit * 2.1, kind: 'switch' },
      { y: h * 0.06 + unit * 3.3, kind: 'panel' },
      { y: h * 0.06 + unit * 4.5, kind: 'ring' },
      { y: h * 0.06 + unit * 5.4, kind: 'switch' },
      { y: h * 0.06 + unit * 6.6, kind: 'panel' },
      { y: h * 0.06 + unit * 7.8, kind: 'blank' },
    ] as const;
    const x0 = w * 0.07;
    const x1 = w * 0.93;
    const ports: Point[][] = [];
    const lights = random.fork('lights');
    for (const row of rows) {
      const plate = d.linear([{ offset: 0, color: '#3a3e46' }, { offset: 1, color: '#23262c' }], 0, row.y, 0, row.y + unit);
      if (row.kind === 'ring') {
        d.rect(x0, row.y + unit * 0.2, x1 - x0, unit * 0.5, { fill: '#1e2026' });
        for (let i = 0; i < 6; i++) d.rect(x0 + w * 0.04 + i * (x1 - x0 - w * 0.08) / 5 - 20, row.y, 40, unit * 0.8, { fill: 'none', stroke: '#4a4e56', 'stroke-width': 8, rx: 10 });
        ports.push([]);
        continue;
      }
      d.rect(x0, row.y, x1 - x0, unit, { fill: plate, rx: 4 });
      d.rect(x0, row.y, x1 - x0, 3, { fill: '#ffffff', 'fill-opacity': 0.15 });
      for (const sx of [x0 + 12, x1 - 24]) d.circle(sx + 6, row.y + unit / 2, 6, { fill: '#8a8e96' });
      const rowPorts: Point[] = [];
      if (row.kind === 'blank') {
        for (let i = 0; i < 40; i++) d.rect(x0 + w * 0.05 + i * ((x1 - x0 - w * 0.1) / 40), row.y + unit * 0.3, 4, unit * 0.4, { fill: '#16181c' });
        ports.push(rowPorts);
        continue;
      }
      const count = 24;
      const span = (x1 - x0) * 0.82;
      const start = x0 + (x1 - x0) * 0.09;
      for (let i = 0; i < count; i++) {
        const gap = Math.floor(i / 6) * 14;
        const px = start + (i * (span - 42)) / count + gap;
        const pw = span / count - 10;
        const py = row.y + unit * (row.kind === 'switch' ? 0.42 : 0.3);
        const ph = unit * 0.42;
        d.rect(px, py, pw, ph, { fill: '#08090b', stroke: '#5a5e66', 'stroke-width': 1.5 });
        d.rect(px + pw * 0.3, py + ph * 0.7, pw * 0.4, ph * 0.3, { fill: '#2a2c30' });
        if (row.kind === 'switch') {
          const on = lights.chance(0.75);
          const colour = lights.chance(0.8) ? '#4af07a' : '#ffb83a';
          d.rect(px + 2, py - unit * 0.16, pw * 0.3, unit * 0.08, { fill: on ? colour : '#2a2c30' });
          if (on) glow(d, px + 2 + pw * 0.15, py - unit * 0.12, unit * 0.2, colour, 0.35);
        }
        rowPorts.push([px + pw / 2, py + ph / 2]);
      }
      if (row.kind === 'switch') {
        d.rect(x0 + (x1 - x0) * 0.015, row.y + unit * 0.2, w * 0.025, unit * 0.6, { fill: '#1a1c20' });
        d.circle(x0 + (x1 - x0) * 0.025, row.y + unit * 0.35, 5, { fill: '#4ab8f0' });
      }
      ports.push(rowPorts);
    }
    // Patch cables from each panel down to the switch below it.
    const cables = random.fork('cables');
    const colours = ['#2f7fd0', '#e8c43a', '#d8443a', '#3aa85a', '#e8e8e8', '#8a5ac8', '#f08a2a'];
    for (const [panel, sw] of [
      [0, 2],
      [3, 5],
    ] as const) {
      const from = ports[panel] ?? [];
      const to = ports[sw] ?? [];
      for (let i = 0; i < from.length; i++) {
        if (!cables.chance(0.72)) continue;
        const a = from[i];
        const b = to[Math.max(0, Math.min(to.length - 1, i + cables.int(-3, 3)))];
        if (!a || !b) continue;
        const colour = cables.pick(colours);
        const width = unit * 0.2;
        cable(d, a, b, unit * cables.range(0.6, 1.4), colour, width);
        for (const [px, py] of [a, b]) {
          d.rect(px - width * 0.75, py - width * 0.9, width * 1.5, width * 1.8, { fill: mix(colour, '#ffffff', 0.15), rx: 3 });
          d.rect(px - width * 0.75, py - width * 0.9, width * 1.5, width * 0.4, { fill: '#ffffff', 'fill-opacity': 0.3, rx: 3 });
        }
      }
    }
    // A bundle of cables falling down the left side.
    const bundle = random.fork('bundle');
    for (let i = 0; i < 9; i++) {
      const x = w * 0.1 + i * 9;
      d.path(`M${n(x)} ${n(-10)}C${n(x - 30)} ${n(h * 0.4)} ${n(x + 30)} ${n(h * 0.7)} ${n(x - 10)} ${n(h + 10)}`, { fill: 'none', stroke: bundle.pick(colours), 'stroke-width': 9 });
    }
    glow(d, w * 0.5, 0, w * 0.5, '#7aa0d0', 0.15, h * 0.4);
  },
};
