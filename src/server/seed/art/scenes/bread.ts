import { mix, shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow, softShadow } from '../effects';
import { blob, lerp, poly, smooth } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { speckles, woodPlanks } from '../textures';

/** The outline of a loaf's cut face: a flat bottom and an uneven dome. */
function domePoints(random: Random, cx: number, bottom: number, halfW: number, height: number): Point[] {
  const points: Point[] = [];
  const count = 16;
  for (let i = 0; i <= count; i++) {
    const a = Math.PI - (i / count) * Math.PI;
    const k = 1 + random.range(-0.025, 0.025);
    const lift = Math.pow(Math.sin(a), 0.8);
    points.push([cx + Math.cos(a) * halfW * k, bottom - lift * height * k]);
  }
  points.push([cx + halfW * 0.92, bottom + height * 0.02], [cx - halfW * 0.92, bottom + height * 0.02]);
  return points;
}

/** Open crumb: irregular holes, each with a shadowed top and a lit floor, denser and larger towards the middle. */
function crumbHoles(d: Drawing, random: Random, cx: number, cy: number, rx: number, ry: number, base: string): void {
  const dark = mix(base, '#8a5a2b', 0.55);
  const mid = mix(base, '#b98a52', 0.5);
  const light = shade(base, 0.35);
  let darkPath = '';
  let floorPath = '';
  let rimPath = '';
  // Holes are placed so they do not merge: thin walls of crumb stay between them.
  const placed: [number, number, number][] = [];
  for (let attempt = 0; attempt < 1400 && placed.length < 230; attempt++) {
    const a = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next());
    const x = cx + Math.cos(a) * rx * dist;
    const y = cy + Math.sin(a) * ry * dist;
    const size = Math.pow(random.next(), 2.2) * rx * 0.13 * (1.2 - dist * 0.6) + rx * 0.007;
    const stretch = random.range(1, 1.7);
    if (placed.some(([px, py, pr]) => Math.hypot(px - x, (py - y) * 1.3) < (pr + size * stretch) * 0.95 + rx * 0.008)) continue;
    placed.push([x, y, size * stretch]);
    const shape = blob(x, y, size * stretch, size, random, 0.3, 8, random.range(-0.5, 0.5));
    darkPath += smooth(shape);
    floorPath += smooth(shape.map(([px, py]): Point => [lerp(x, px, 0.75), lerp(y, py, 0.7) + size * 0.25]));
    rimPath += smooth(shape.map(([px, py]): Point => [px, py + size * 0.12]));
  }
  d.path(rimPath, { fill: light, 'fill-opacity': 0.55 });
  d.path(darkPath, { fill: dark });
  d.path(floorPath, { fill: mid, 'fill-opacity': 0.8 });
}

/** Half a sourdough loaf on a board, cut face to the camera, with crumbs and a knife. */
export const breadCrumb: Scene = {
  grain: 11,
  vignette: 0.4,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#3b3430' }, { offset: 1, color: '#1f1b19' }], 0, 0, 0, h) });
    glow(d, w * 0.2, h * 0.12, w * 0.5, '#f3d9b0', 0.3);
    glow(d, w * 0.8, h * 0.3, w * 0.35, '#8a6a48', 0.25);
    const boardTop = h * 0.56;
    woodPlanks(d, random.fork('board'), { x: -w * 0.05, y: boardTop, w: w * 1.1, h: h * 0.5 }, { base: '#b07a46', board: h * 0.5, grain: 24 });
    d.rect(-w * 0.05, boardTop, w * 1.1, h * 0.025, { fill: '#e0b27a', 'fill-opacity': 0.45 });

    const cx = w * 0.47;
    const bottom = h * 0.77;
    const halfW = w * 0.37;
    const height = h * 0.5;
    contactShadow(d, cx + w * 0.02, bottom + h * 0.01, halfW * 1.2, h * 0.07, 0.65);
    const outer = domePoints(random.fork('dome'), cx, bottom, halfW, height);
    const crust = d.linear(
      [
        { offset: 0, color: '#4a250f' },
        { offset: 0.5, color: '#7d4219' },
        { offset: 1, color: '#5a2d12' },
      ],
      0,
      bottom - height,
      0,
      bottom,
    );
    d.path(smooth(outer), { fill: crust });
    // Flour on the crust and a few blisters.
    d.group({ 'clip-path': d.clip(smooth(outer)) }, () => {
      speckles(d, random.fork('flour'), { x: cx - halfW, y: bottom - height, w: halfW * 2, h: height * 0.35 }, 500, ['#f4ede0'], [1, 4], [0.35, 0.5]);
      speckles(d, random.fork('blisters'), { x: cx - halfW, y: bottom - height, w: halfW * 2, h: height }, 120, ['#2e1607'], [2, 5], [0.4, 0.6]);
    });
    const inner = outer.map(([x, y]): Point => [cx + (x - cx) * 0.93, bottom - (bottom - y) * 0.88 - h * 0.008]);
    const crumbColor = '#ecd6ac';
    const crumb = d.radial(
      [
        { offset: 0, color: '#f6e6c6' },
        { offset: 0.75, color: crumbColor },
        { offset: 1, color: '#cfa66c' },
      ],
      cx - halfW * 0.15,
      bottom - height * 0.45,
      halfW * 1.05,
      { ry: height * 0.8 },
    );
    const crumbPath = smooth(inner);
    d.path(crumbPath, { fill: crumb });
    d.group({ 'clip-path': d.clip(crumbPath) }, () => {
      crumbHoles(d, random.fork('holes'), cx, bottom - height * 0.42, halfW * 0.85, height * 0.42, crumbColor);
      d.rect(cx - halfW, bottom - height, halfW * 2, height, {
        fill: d.linear([{ offset: 0, color: '#ffffff', opacity: 0.18 }, { offset: 0.6, color: '#000000', opacity: 0 }, { offset: 1, color: '#000000', opacity: 0.22 }], cx - halfW, 0, cx + halfW, 0),
      });
    });
    // The ear: a lifted flap where the score opened.
    const earX = cx + halfW * 0.2;
    const earY = bottom - height * 0.99;
    const ear = `M${n(earX - halfW * 0.4)} ${n(earY + height * 0.07)}Q${n(earX)} ${n(earY - height * 0.12)} ${n(earX + halfW * 0.45)} ${n(earY + height * 0.1)}L${n(earX + halfW * 0.38)} ${n(earY + height * 0.14)}Q${n(earX)} ${n(earY + height * 0.0)} ${n(earX - halfW * 0.4)} ${n(earY + height * 0.07)}Z`;
    d.path(ear, { fill: d.linear([{ offset: 0, color: '#c07a38' }, { offset: 1, color: '#6b3512' }], 0, earY - height * 0.08, 0, earY + height * 0.14) });

    // Crumbs on the board.
    const crumbs = random.fork('crumbs');
    for (let i = 0; i < 26; i++) {
      const x = crumbs.range(w * 0.1, w * 0.95);
      const y = crumbs.range(bottom + h * 0.04, h * 0.98);
      const r = crumbs.range(3, 12);
      d.path(smooth(blob(x, y, r, r * 0.8, crumbs, 0.3, 6)), { fill: crumbs.chance(0.3) ? '#6e3a17' : mix(crumbColor, '#c9a06a', crumbs.next()) });
    }

    // A bread knife lying in front.
    d.group({ transform: `translate(${n(w * 0.62)} ${n(h * 0.93)}) rotate(-8)` }, () => {
      const blade = `M0 ${n(-h * 0.025)}H${n(w * 0.42)}Q${n(w * 0.47)} ${n(-h * 0.02)} ${n(w * 0.48)} ${n(h * 0.02)}H0Z`;
      softShadow(d, blade, 6, 10, 8, 0.35);
      d.path(blade, { fill: d.linear([{ offset: 0, color: '#e9ecef' }, { offset: 1, color: '#8e959c' }], 0, -h * 0.025, 0, h * 0.02) });
      let teeth = '';
      for (let x = w * 0.01; x < w * 0.46; x += w * 0.012) teeth += `M${n(x)} ${n(h * 0.02)}q${n(w * 0.006)} ${n(-h * 0.008)} ${n(w * 0.012)} 0`;
      d.path(teeth, { fill: 'none', stroke: '#6c737a', 'stroke-width': 2 });
      d.rect(-w * 0.2, -h * 0.03, w * 0.2, h * 0.06, { rx: h * 0.02, fill: d.linear([{ offset: 0, color: '#6b3f22' }, { offset: 1, color: '#3e2313' }], 0, -h * 0.03, 0, h * 0.03) });
      d.circle(-w * 0.05, 0, h * 0.008, { fill: '#c9c2b6' });
      d.circle(-w * 0.14, 0, h * 0.008, { fill: '#c9c2b6' });
    });
  },
};

/** A round loaf from above-front: a dome, its score and a flour dusting. */
function boule(d: Drawing, random: Random, cx: number, cy: number, rx: number, ry: number, tone: string): void {
  contactShadow(d, cx, cy + ry * 0.75, rx * 1.1, ry * 0.35, 0.6);
  const body = d.radial(
    [
      { offset: 0, color: shade(tone, 0.25) },
      { offset: 0.7, color: tone },
      { offset: 1, color: shade(tone, -0.45) },
    ],
    cx - rx * 0.2,
    cy - ry * 0.35,
    rx * 1.1,
    { ry: ry * 1.1 },
  );
  const outline = smooth(blob(cx, cy, rx, ry, random, 0.04, 14));
  d.path(outline, { fill: body });
  d.group({ 'clip-path': d.clip(outline) }, () => {
    speckles(d, random, { x: cx - rx, y: cy - ry, w: rx * 2, h: ry * 1.2 }, 260, ['#f3eadb'], [1.5, 4], [0.3, 0.45]);
  });
  // The score: a long slash that opened into a pale strip, the ear above it catching the light.
  const sx = cx - rx * 0.6;
  const sy = cy + ry * 0.05;
  const ex = cx + rx * 0.55;
  const ey = cy - ry * 0.45;
  const bend = ry * 0.3;
  d.path(`M${n(sx)} ${n(sy)}Q${n(cx)} ${n(cy - ry * 0.05 + bend)} ${n(ex)} ${n(ey)}Q${n(cx - rx * 0.05)} ${n(cy - ry * 0.05 - bend * 0.3)} ${n(sx)} ${n(sy)}Z`, { fill: '#ecd09a' });
  d.path(`M${n(sx)} ${n(sy)}Q${n(cx - rx * 0.05)} ${n(cy - ry * 0.05 - bend * 0.3)} ${n(ex)} ${n(ey)}`, {
    fill: 'none',
    stroke: shade(tone, 0.25),
    'stroke-width': rx * 0.05,
    'stroke-linecap': 'round',
  });
  d.path(`M${n(sx)} ${n(sy)}Q${n(cx)} ${n(cy - ry * 0.05 + bend)} ${n(ex)} ${n(ey)}`, {
    fill: 'none',
    stroke: shade(tone, -0.4),
    'stroke-width': rx * 0.015,
    'stroke-opacity': 0.6,
  });
}

/** Two loaves baking on a stone in a home oven: glowing element, rack, warm light, a breath of steam. */
export const breadOven: Scene = {
  grain: 12,
  vignette: 0.45,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#170d07' });
    // The cavity: back wall, sides, ceiling and floor in perspective.
    const back: Point[] = [
      [w * 0.2, h * 0.18],
      [w * 0.8, h * 0.18],
      [w * 0.8, h * 0.72],
      [w * 0.2, h * 0.72],
    ];
    const wall = d.radial([{ offset: 0, color: '#5a3318' }, { offset: 1, color: '#24140a' }], w * 0.5, h * 0.35, w * 0.45, { ry: h * 0.4 });
    d.path(poly(back), { fill: wall });
    d.path(poly([[0, 0], [w * 0.2, h * 0.18], [w * 0.2, h * 0.72], [0, h]]), { fill: '#2a1709' });
    d.path(poly([[w, 0], [w * 0.8, h * 0.18], [w * 0.8, h * 0.72], [w, h]]), { fill: '#24140a' });
    d.path(poly([[0, 0], [w, 0], [w * 0.8, h * 0.18], [w * 0.2, h * 0.18]]), { fill: '#3a200e' });
    d.path(poly([[0, h], [w * 0.2, h * 0.72], [w * 0.8, h * 0.72], [w, h]]), { fill: '#1e1108' });
    // Side rails for the shelves.
    for (const y of [0.34, 0.5]) {
      d.path(poly([[0, h * (y - 0.08)], [w * 0.2, h * y], [w * 0.2, h * (y + 0.012)], [0, h * (y - 0.06)]]), { fill: '#4a2a14' });
      d.path(poly([[w, h * (y - 0.08)], [w * 0.8, h * y], [w * 0.8, h * (y + 0.012)], [w, h * (y - 0.06)]]), { fill: '#3e2311' });
    }
    // The glowing element along the ceiling.
    let element = `M${n(w * 0.12)} ${n(h * 0.09)}`;
    for (let i = 0; i < 7; i++) {
      const x = w * 0.12 + ((i + 1) / 7) * w * 0.76;
      element += `L${n(x - w * 0.054)} ${n(h * (i % 2 ? 0.09 : 0.14))}L${n(x)} ${n(h * (i % 2 ? 0.14 : 0.09))}`;
    }
    glow(d, w * 0.5, h * 0.1, w * 0.55, '#ff7a1a', 0.55, h * 0.25);
    d.path(element, { fill: 'none', stroke: '#ff5a0a', 'stroke-width': 16, 'stroke-opacity': 0.35, 'stroke-linejoin': 'round' });
    d.path(element, { fill: 'none', stroke: '#ffb25a', 'stroke-width': 6, 'stroke-linejoin': 'round' });
    glow(d, w * 0.5, h * 0.55, w * 0.5, '#ffa048', 0.25, h * 0.35);

    // A baking stone on the rack, then the loaves.
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      d.line(lerp(w * 0.02, w * 0.2, 0) + t * w * 0.96, h * 0.92, w * 0.22 + t * w * 0.56, h * 0.74, { stroke: '#9a8a7c', 'stroke-width': 3, 'stroke-opacity': 0.5 });
    }
    d.line(w * 0.02, h * 0.92, w * 0.98, h * 0.92, { stroke: '#b8a898', 'stroke-width': 6 });
    const stoneTop = h * 0.72;
    d.path(poly([[w * 0.1, h * 0.84], [w * 0.25, stoneTop], [w * 0.75, stoneTop], [w * 0.9, h * 0.84]]), { fill: '#6a4a34' });
    d.path(poly([[w * 0.1, h * 0.84], [w * 0.9, h * 0.84], [w * 0.9, h * 0.87], [w * 0.1, h * 0.87]]), { fill: '#3f2a1c' });
    speckles(d, random.fork('stone'), { x: w * 0.15, y: stoneTop, w: w * 0.7, h: h * 0.12 }, 300, ['#2a1a10', '#8d6c52'], [1, 3], [0.3, 0.5]);
    boule(d, random.fork('a'), w * 0.34, h * 0.66, w * 0.155, h * 0.15, '#a0551f');
    boule(d, random.fork('b'), w * 0.66, h * 0.67, w * 0.145, h * 0.14, '#93491a');
    // Steam.
    const steam = random.fork('steam');
    for (let i = 0; i < 6; i++) {
      const x = w * steam.range(0.25, 0.75);
      let path = `M${n(x)} ${n(h * 0.55)}`;
      for (let s = 1; s <= 4; s++) path += `Q${n(x + steam.range(-60, 60))} ${n(h * (0.55 - s * 0.08 + 0.04))} ${n(x + steam.range(-40, 40))} ${n(h * (0.55 - s * 0.08))}`;
      for (const [width, alpha] of [
        [90, 0.025],
        [50, 0.035],
        [22, 0.04],
      ] as const) {
        d.path(path, { fill: 'none', stroke: '#fff3e0', 'stroke-width': width * steam.range(0.7, 1.2), 'stroke-opacity': alpha, 'stroke-linecap': 'round' });
      }
    }
    // The oven door's frame and a reflection on its glass.
    const frame = `M0 0H${w}V${h}H0Z M${n(w * 0.04)} ${n(h * 0.06)}V${n(h * 0.94)}H${n(w * 0.96)}V${n(h * 0.06)}Z`;
    d.path(frame, { fill: '#0d0a08', 'fill-rule': 'evenodd' });
    d.path(poly([[w * 0.55, h * 0.06], [w * 0.7, h * 0.06], [w * 0.45, h * 0.94], [w * 0.3, h * 0.94]]), { fill: '#ffffff', 'fill-opacity': 0.04 });
    d.rect(w * 0.04, h * 0.06, w * 0.92, h * 0.88, { fill: 'none', stroke: '#2d2520', 'stroke-width': 6, rx: 18 });
  },
};
