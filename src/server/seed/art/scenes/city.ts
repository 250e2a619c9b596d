import { mix, shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow } from '../effects';
import { lerp, poly, quadCell, quadPoint } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { foliage, speckles } from '../textures';

type Quad = readonly [Point, Point, Point, Point];

const SKIN = ['#f1c7a5', '#e0ac85', '#c68a62', '#a06a48', '#7a4e34', '#5b3a27'];
const HAIR = ['#2a1d15', '#4a3020', '#7a5030', '#b58a4a', '#1c1c1c', '#8a8a8a', '#5a2a1a'];
const CLOTHES = ['#c4473a', '#2f5d8a', '#e3b341', '#3e7d5a', '#e8e2d6', '#7a4e8a', '#2b2b33', '#d97a4a', '#5a8ab0', '#9a3050'];

/** Windows on a facade: lit ones warm, dark ones holding a little sky. */
function windows(d: Drawing, random: Random, facade: Quad, columns: number, floors: number, options: { lit: number; top: number; bottom: number; sky: string }): void {
  const rowH = (options.bottom - options.top) / floors;
  for (let f = 0; f < floors; f++) {
    const v0 = options.top + f * rowH + rowH * 0.22;
    const v1 = options.top + (f + 1) * rowH - rowH * 0.18;
    d.path(quadCell(facade, 0, options.top + (f + 1) * rowH - 0.004, 1, options.top + (f + 1) * rowH + 0.004), { fill: '#000000', 'fill-opacity': 0.18 });
    for (let c = 0; c < columns; c++) {
      const u0 = (c + 0.28) / columns;
      const u1 = (c + 0.72) / columns;
      const lit = random.chance(options.lit);
      const cell = quadCell(facade, u0, v0, u1, v1);
      d.path(quadCell(facade, u0 - 0.01, v0 - 0.01, u1 + 0.01, v1 + 0.012), { fill: '#000000', 'fill-opacity': 0.25 });
      if (lit) {
        const warm = random.pick(['#ffd58a', '#ffc870', '#ffe3a8', '#f7b866']);
        d.path(cell, { fill: warm });
        const [x0, y0] = quadPoint(...facade, (u0 + u1) / 2, v0);
        const [x1, y1] = quadPoint(...facade, (u0 + u1) / 2, v1);
        glow(d, (x0 + x1) / 2, (y0 + y1) / 2, Math.abs(y1 - y0) * 1.1, warm, 0.25);
        if (random.chance(0.5)) d.path(quadCell(facade, u0, v0, lerp(u0, u1, random.range(0.25, 0.45)), v1), { fill: shade(warm, -0.35), 'fill-opacity': 0.6 });
      } else {
        d.path(cell, { fill: mix('#1c2038', options.sky, 0.25) });
        d.path(quadCell(facade, u0, v0, u1, lerp(v0, v1, 0.35)), { fill: options.sky, 'fill-opacity': 0.25 });
      }
      d.path(quadCell(facade, u0, lerp(v0, v1, 0.5) - 0.003, u1, lerp(v0, v1, 0.5) + 0.003), { fill: '#1a1622', 'fill-opacity': 0.6 });
    }
  }
}

function silhouette(d: Drawing, random: Random, x: number, ground: number, height: number, color: string): void {
  const s = height / 7.2;
  const lean = random.range(-0.3, 0.3) * s;
  const coat = `M${n(x - 1.1 * s)} ${n(ground - 2.6 * s)}L${n(x - 0.95 * s + lean)} ${n(ground - 5.4 * s)}Q${n(x)} ${n(ground - 6 * s)} ${n(x + 0.95 * s + lean)} ${n(ground - 5.4 * s)}L${n(x + 1.1 * s)} ${n(ground - 2.6 * s)}Z`;
  d.path(coat, { fill: color });
  d.circle(x + lean, ground - 6.4 * s, 0.68 * s, { fill: color });
  const stride = random.range(0.1, 0.7) * s;
  d.path(poly([[x - 0.6 * s, ground - 2.7 * s], [x - 0.1 * s, ground - 2.7 * s], [x - stride * 0.3, ground], [x - stride - 0.4 * s, ground]]), { fill: color });
  d.path(poly([[x + 0.1 * s, ground - 2.7 * s], [x + 0.6 * s, ground - 2.7 * s], [x + stride + 0.4 * s, ground], [x + stride * 0.3, ground]]), { fill: color });
}

/** A street corner at dusk: a tall corner building with lit windows and a café, lamps coming on, people crossing. */
export const cityCorner: Scene = {
  grain: 10,
  vignette: 0.4,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, {
      fill: d.linear(
        [
          { offset: 0, color: '#161c44' },
          { offset: 0.35, color: '#3b3c78' },
          { offset: 0.7, color: '#b8657c' },
          { offset: 1, color: '#f4a266' },
        ],
        0,
        0,
        0,
        h * 0.5,
      ),
    });
    speckles(d, random.fork('stars'), { x: 0, y: 0, w, h: h * 0.15 }, 40, ['#ffffff'], [0.8, 1.8], [0.5, 0.7]);
    glow(d, w * 0.25, h * 0.45, w * 0.6, '#ffb070', 0.45, h * 0.22);

    // Distant towers, then the corner building.
    const far = random.fork('far');
    let x = -w * 0.02;
    while (x < w) {
      const bw = far.range(w * 0.05, w * 0.12);
      const top = far.range(h * 0.2, h * 0.4);
      d.rect(x, top, bw + 2, h - top, { fill: mix('#3a3766', '#5a4670', far.next()) });
      for (let wy = top + 12; wy < h * 0.78; wy += 22) {
        for (let wx = x + 8; wx < x + bw - 8; wx += 18) {
          if (far.chance(0.14)) d.rect(wx, wy, 7, 10, { fill: '#ffd58a', 'fill-opacity': far.range(0.5, 0.9) });
        }
      }
      x += bw + far.range(0, w * 0.02);
    }

    const ground = h * 0.8;
    const corner = w * 0.56;
    const left: Quad = [
      [-w * 0.02, h * 0.36],
      [corner, h * 0.27],
      [corner, ground],
      [-w * 0.02, h * 0.77],
    ];
    const right: Quad = [
      [corner, h * 0.27],
      [w * 1.02, h * 0.39],
      [w * 1.02, h * 0.765],
      [corner, ground],
    ];
    d.path(poly(left), { fill: d.linear([{ offset: 0, color: '#6a5670' }, { offset: 1, color: '#8a6a78' }], 0, 0, corner, 0) });
    d.path(poly(right), { fill: d.linear([{ offset: 0, color: '#43395a' }, { offset: 1, color: '#2e2a48' }], corner, 0, w, 0) });
    d.path(quadCell(left, 0, 0, 1, 0.05), { fill: '#3d3146' });
    d.path(quadCell(right, 0, 0, 1, 0.05), { fill: '#262238' });
    d.path(quadCell(left, 0, 0, 1, 0.5), { fill: d.linear([{ offset: 0, color: '#f0a070', opacity: 0.18 }, { offset: 1, color: '#f0a070', opacity: 0 }], 0, h * 0.27, 0, h * 0.55) });
    windows(d, random.fork('left'), left, 7, 4, { lit: 0.42, top: 0.08, bottom: 0.8, sky: '#d08a8a' });
    windows(d, random.fork('right'), right, 5, 4, { lit: 0.35, top: 0.08, bottom: 0.8, sky: '#7a6a9a' });

    // The café on the ground floor, its awning and the light it throws onto the pavement.
    d.path(quadCell(left, 0, 0.8, 1, 1), { fill: '#2a2030' });
    d.path(quadCell(right, 0, 0.8, 1, 1), { fill: '#1e1a2a' });
    for (let i = 0; i < 4; i++) {
      const u0 = 0.5 + i * 0.12;
      d.path(quadCell(left, u0, 0.84, u0 + 0.1, 0.99), { fill: d.linear([{ offset: 0, color: '#ffcf85' }, { offset: 1, color: '#e88a3a' }], 0, h * 0.7, 0, ground) });
    }
    for (let i = 0; i < 2; i++) d.path(quadCell(right, 0.05 + i * 0.14, 0.84, 0.16 + i * 0.14, 0.99), { fill: '#f2b060' });
    const diners = random.fork('diners');
    for (let i = 0; i < 5; i++) {
      const [px, py] = quadPoint(...left, diners.range(0.52, 0.96), 0.99);
      d.circle(px, py - h * 0.05, h * 0.011, { fill: '#3a2418', 'fill-opacity': 0.7 });
      d.rect(px - h * 0.012, py - h * 0.04, h * 0.024, h * 0.04, { fill: '#3a2418', 'fill-opacity': 0.7, rx: 4 });
    }
    const awning: Quad = [quadPoint(...left, 0.48, 0.79), quadPoint(...left, 1, 0.79), [corner + w * 0.005, ground - h * 0.1], quadPoint(...left, 0.48, 0.8).map((v, i) => v + (i === 1 ? h * 0.06 : -w * 0.01)) as unknown as Point];
    for (let i = 0; i < 12; i++) d.path(quadCell(awning, i / 12, 0, (i + 1) / 12, 1), { fill: i % 2 ? '#e9e0cf' : '#a8322c' });
    glow(d, w * 0.48, ground + h * 0.05, w * 0.28, '#ffb25a', 0.4, h * 0.1);

    // Pavement and road, lamps, people.
    d.path(poly([[-w * 0.02, h * 0.77], [corner, ground], [w * 1.02, h * 0.765], [w, h], [0, h]]), { fill: d.linear([{ offset: 0, color: '#4a3f58' }, { offset: 1, color: '#2a2436' }], 0, ground, 0, h) });
    d.path(poly([[0, h * 0.93], [w, h * 0.93], [w, h], [0, h]]), { fill: '#221d2e' });
    d.rect(0, h * 0.925, w, h * 0.008, { fill: '#8a7a8a', 'fill-opacity': 0.6 });
    for (let i = 0; i < 4; i++) {
      const [rx] = quadPoint(...left, 0.55 + i * 0.12, 1);
      glow(d, rx, ground + h * 0.06, w * 0.025, '#ffc070', 0.25, h * 0.08);
    }
    for (const [lx, top] of [
      [w * 0.08, h * 0.42],
      [w * 0.9, h * 0.48],
    ] as const) {
      const base = lx < w / 2 ? h * 0.93 : h * 0.95;
      d.rect(lx - 5, top, 10, base - top, { fill: '#15131d' });
      d.path(poly([[lx - 22, top], [lx + 22, top], [lx + 14, top - 34], [lx - 14, top - 34]]), { fill: '#15131d' });
      glow(d, lx, top - 10, h * 0.2, '#ffd27a', 0.7);
      d.circle(lx, top - 10, 9, { fill: '#fff2c8' });
    }
    const people = random.fork('people');
    for (let i = 0; i < 7; i++) {
      const px = people.range(w * 0.15, w * 0.95);
      const pg = people.range(h * 0.84, h * 0.92);
      silhouette(d, people, px, pg, h * people.range(0.085, 0.1), '#16121e');
    }
  },
};

/** A person sitting on a step, facing us; (x, edge) is the front edge of the step they sit on. */
function sitter(d: Drawing, random: Random, x: number, edge: number, s: number, riser: number): void {
  const skin = random.pick(SKIN);
  const top = random.pick(CLOTHES);
  const legs = random.pick(['#2d3a55', '#3b3b3b', '#6b5a48', '#27466b', '#8a7a66', '#c9b48a']);
  const knee = edge - 0.12 * s;
  const hip = edge - 0.5 * s;
  const shoulder = edge - 1.85 * s;
  // Shadow thrown to the right by the afternoon sun.
  d.path(poly([[x - 0.3 * s, hip], [x + 0.8 * s, shoulder], [x + 1.7 * s, shoulder + 0.2 * s], [x + 1.1 * s, edge]]), { fill: '#000000', 'fill-opacity': 0.1 });
  // Shins down the riser, feet on the step below.
  const foot = edge + riser * 0.96;
  for (const side of [-1, 1]) {
    d.rect(x + side * 0.34 * s - 0.17 * s, knee, 0.34 * s, foot - knee, { fill: shade(legs, side < 0 ? -0.05 : -0.15) });
    d.ellipse(x + side * 0.38 * s, foot - 0.04 * s, 0.26 * s, 0.12 * s, { fill: '#1f1a18' });
  }
  d.rect(x - 0.6 * s, foot - 0.02 * s, 1.2 * s, 0.08 * s, { fill: '#000000', 'fill-opacity': 0.15 });
  // Torso, lap (thighs seen end-on) and knees.
  d.path(`M${n(x - 0.55 * s)} ${n(hip)}L${n(x - 0.5 * s)} ${n(shoulder + 0.15 * s)}Q${n(x)} ${n(shoulder - 0.12 * s)} ${n(x + 0.5 * s)} ${n(shoulder + 0.15 * s)}L${n(x + 0.55 * s)} ${n(hip)}Z`, { fill: top });
  d.path(poly([[x - 0.58 * s, hip - 0.08 * s], [x + 0.58 * s, hip - 0.08 * s], [x + 0.66 * s, knee], [x - 0.66 * s, knee]]), { fill: legs });
  d.circle(x - 0.34 * s, knee, 0.2 * s, { fill: shade(legs, 0.08) });
  d.circle(x + 0.34 * s, knee, 0.2 * s, { fill: shade(legs, 0.02) });
  // Arms resting on the knees, or holding a book open in the lap.
  const reading = random.chance(0.5);
  const hands: Point = reading ? [x, hip - 0.25 * s] : [x, knee - 0.05 * s];
  for (const side of [-1, 1]) {
    const hx = hands[0] + side * (reading ? 0.3 : 0.34) * s;
    d.path(`M${n(x + side * 0.48 * s)} ${n(shoulder + 0.2 * s)}Q${n(x + side * 0.7 * s)} ${n((shoulder + hands[1]) / 2 + 0.2 * s)} ${n(hx)} ${n(hands[1])}`, {
      fill: 'none',
      stroke: shade(top, -0.12),
      'stroke-width': 0.24 * s,
      'stroke-linecap': 'round',
    });
    d.circle(hx, hands[1], 0.12 * s, { fill: skin });
  }
  if (reading) {
    const book = random.pick(['#c4473a', '#2f5d8a', '#e3b341', '#e8e2d6', '#3e7d5a']);
    d.path(poly([[x - 0.42 * s, hip - 0.45 * s], [x, hip - 0.35 * s], [x + 0.42 * s, hip - 0.45 * s], [x + 0.42 * s, hip - 0.1 * s], [x, hip], [x - 0.42 * s, hip - 0.1 * s]]), { fill: '#f4efe2' });
    d.path(poly([[x - 0.46 * s, hip - 0.08 * s], [x, hip + 0.03 * s], [x + 0.46 * s, hip - 0.08 * s], [x + 0.46 * s, hip - 0.02 * s], [x, hip + 0.08 * s], [x - 0.46 * s, hip - 0.02 * s]]), { fill: book });
  }
  // Neck, head (a little tilted down when reading) and hair.
  const headY = shoulder - 0.42 * s + (reading ? 0.05 * s : 0);
  d.rect(x - 0.1 * s, shoulder - 0.2 * s, 0.2 * s, 0.25 * s, { fill: shade(skin, -0.12) });
  d.ellipse(x, headY, 0.34 * s, 0.38 * s, { fill: skin });
  const hair = random.pick(HAIR);
  const style = random.int(0, 2);
  if (style === 0) {
    d.path(`M${n(x - 0.37 * s)} ${n(headY)}Q${n(x - 0.4 * s)} ${n(headY - 0.5 * s)} ${n(x)} ${n(headY - 0.47 * s)}Q${n(x + 0.4 * s)} ${n(headY - 0.5 * s)} ${n(x + 0.37 * s)} ${n(headY)}L${n(x + 0.42 * s)} ${n(headY + 0.5 * s)}L${n(x + 0.25 * s)} ${n(headY + 0.1 * s)}Q${n(x)} ${n(headY - 0.3 * s)} ${n(x - 0.25 * s)} ${n(headY + 0.1 * s)}L${n(x - 0.42 * s)} ${n(headY + 0.5 * s)}Z`, { fill: hair });
  } else if (style === 1) {
    d.path(`M${n(x - 0.35 * s)} ${n(headY - 0.02 * s)}Q${n(x - 0.38 * s)} ${n(headY - 0.48 * s)} ${n(x)} ${n(headY - 0.45 * s)}Q${n(x + 0.38 * s)} ${n(headY - 0.48 * s)} ${n(x + 0.35 * s)} ${n(headY - 0.02 * s)}Q${n(x + 0.1 * s)} ${n(headY - 0.28 * s)} ${n(x - 0.35 * s)} ${n(headY - 0.02 * s)}Z`, { fill: hair });
  } else {
    d.circle(x, headY - 0.22 * s, 0.4 * s, { fill: hair });
    d.ellipse(x, headY + 0.06 * s, 0.3 * s, 0.3 * s, { fill: skin });
  }
}

function tree(d: Drawing, random: Random, cx: number, cy: number, r: number): void {
  d.path(poly([[cx - r * 0.05, cy], [cx + r * 0.05, cy], [cx + r * 0.08, cy + r * 1.7], [cx - r * 0.08, cy + r * 1.7]]), { fill: '#4a3a2c' });
  foliage(d, random, { cx, cy, rx: r, ry: r * 0.85 }, { dark: '#23401f', mid: '#3f6e35', light: '#7fae5a' });
}

/** The front of a public library on a sunny afternoon: columns, wide stone steps, people sitting and reading. */
export const citySteps: Scene = {
  grain: 8,
  vignette: 0.25,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#8fb8dc' }, { offset: 1, color: '#e2edf3' }], 0, 0, 0, h * 0.5) });
    const stone = '#dccfb6';
    const base = h * 0.5;
    // Portico: back wall with a door and windows, columns, entablature, pediment.
    d.rect(w * 0.1, h * 0.2, w * 0.8, base - h * 0.2, { fill: shade(stone, -0.22) });
    d.rect(w * 0.44, h * 0.28, w * 0.12, base - h * 0.28, { fill: '#3b3129' });
    d.rect(w * 0.455, h * 0.3, w * 0.09, base - h * 0.3, { fill: '#5a4632' });
    for (const wx of [0.2, 0.32, 0.62, 0.74]) {
      d.rect(w * wx, h * 0.29, w * 0.06, h * 0.14, { fill: '#2f3540' });
      d.rect(w * wx, h * 0.29, w * 0.06, h * 0.05, { fill: '#9ab6cc', 'fill-opacity': 0.35 });
    }
    const cols = 8;
    for (let i = 0; i < cols; i++) {
      const cx = w * (0.13 + (i / (cols - 1)) * 0.74);
      const cw = w * 0.042;
      d.path(poly([[cx + cw * 0.5, h * 0.22], [cx + cw * 2.6, h * 0.22], [cx + cw * 1.8, base], [cx + cw * 0.5, base]]), { fill: '#000000', 'fill-opacity': 0.13 });
      const column = d.linear(
        [
          { offset: 0, color: shade(stone, 0.05) },
          { offset: 0.35, color: shade(stone, 0.18) },
          { offset: 1, color: shade(stone, -0.3) },
        ],
        cx - cw / 2,
        0,
        cx + cw / 2,
        0,
      );
      d.rect(cx - cw / 2, h * 0.22, cw, base - h * 0.22, { fill: column });
      for (let f = 1; f < 5; f++) d.line(cx - cw / 2 + (f * cw) / 5, h * 0.235, cx - cw / 2 + (f * cw) / 5, base - h * 0.02, { stroke: '#000000', 'stroke-opacity': 0.08, 'stroke-width': 2 });
      d.rect(cx - cw * 0.7, h * 0.215, cw * 1.4, h * 0.02, { fill: shade(stone, 0.05) });
      d.rect(cx - cw * 0.7, base - h * 0.02, cw * 1.4, h * 0.02, { fill: shade(stone, -0.05) });
    }
    d.rect(w * 0.08, h * 0.15, w * 0.84, h * 0.07, { fill: stone });
    d.rect(w * 0.08, h * 0.2, w * 0.84, h * 0.02, { fill: shade(stone, -0.15) });
    for (let i = 0; i < 60; i++) d.rect(w * (0.085 + i * 0.014), h * 0.152, w * 0.007, h * 0.012, { fill: shade(stone, -0.2) });
    d.path(poly([[w * 0.06, h * 0.15], [w * 0.5, h * 0.02], [w * 0.94, h * 0.15]]), { fill: shade(stone, 0.08) });
    d.path(poly([[w * 0.13, h * 0.135], [w * 0.5, h * 0.045], [w * 0.87, h * 0.135]]), { fill: shade(stone, -0.12) });
    d.circle(w * 0.5, h * 0.1, h * 0.025, { fill: shade(stone, -0.2) });

    // Steps: treads catch the sun, risers are in shade; nearer steps are deeper.
    const steps: { edge: number; riser: number }[] = [];
    let y = base;
    let depth = h * 0.022;
    for (let i = 0; i < 11 && y < h; i++) {
      const riser = depth * 0.85;
      d.rect(0, y, w, depth, { fill: shade(stone, 0.1 - i * 0.005) });
      d.rect(0, y + depth, w, riser, { fill: shade(stone, -0.22) });
      d.rect(0, y + depth, w, riser * 0.12, { fill: '#000000', 'fill-opacity': 0.12 });
      steps.push({ edge: y + depth, riser });
      y += depth + riser;
      depth *= 1.16;
    }
    speckles(d, random.fork('stone'), { x: 0, y: base, w, h: h - base }, 700, ['#8a7f6a', '#f2ead8'], [0.8, 2.2], [0.2, 0.35]);

    tree(d, random.fork('tree-l'), -w * 0.02, h * 0.22, h * 0.3);
    tree(d, random.fork('tree-r'), w * 1.03, h * 0.26, h * 0.28);

    // People, back rows first.
    const people = random.fork('people');
    const seats: [number, number][] = [];
    for (let i = 0; i < 13; i++) seats.push([people.int(2, steps.length - 2), people.range(0.05, 0.95)]);
    seats.sort((a, b) => a[0] - b[0]);
    for (const [row, u] of seats) {
      const step = steps[row];
      if (!step) continue;
      sitter(d, people, u * w, step.edge, step.riser * 1.15, step.riser);
    }
    // Pigeons on the bottom step.
    const pigeons = random.fork('pigeons');
    const last = steps[steps.length - 1];
    if (last) {
      for (let i = 0; i < 4; i++) {
        const px = pigeons.range(w * 0.2, w * 0.8);
        const py = last.edge - pigeons.range(4, last.riser * 0.4);
        const s = last.riser * 0.18;
        contactShadow(d, px, py + s * 0.7, s * 1.4, s * 0.3, 0.3);
        d.ellipse(px, py, s * 1.2, s * 0.65, { fill: '#8a8d96' });
        d.circle(px + s * 0.9, py - s * 0.55, s * 0.38, { fill: '#5e6270' });
        d.path(poly([[px + s * 1.25, py - s * 0.6], [px + s * 1.5, py - s * 0.5], [px + s * 1.25, py - s * 0.45]]), { fill: '#d9a040' });
        d.path(`M${n(px - s * 1.1)} ${n(py - s * 0.1)}L${n(px - s * 1.8)} ${n(py + s * 0.1)}L${n(px - s * 1)} ${n(py + s * 0.25)}Z`, { fill: '#4a4d58' });
      }
    }
  },
};
