import { shade } from '../color';
import type { Drawing, Point } from '../drawing';
import { n } from '../drawing';
import { glow } from '../effects';
import { blob, lerp, smooth } from '../geometry';
import { noise1, noise2 } from '../noise';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { speckles, woodPlanks } from '../textures';

/** Many small round lobes, where the noise field says a colony grows; one path per colour. */
function crust(
  d: Drawing,
  random: Random,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  colors: readonly string[],
  size: [number, number],
  where: (x: number, y: number) => number,
): void {
  const paths = colors.map(() => '');
  for (let i = 0; i < count; i++) {
    const x = box.x + random.next() * box.w;
    const y = box.y + random.next() * box.h;
    const density = where(x, y);
    if (density <= 0 || random.next() > density) continue;
    const r = random.range(size[0], size[1]) * (0.5 + density * 0.7);
    const c = random.int(0, colors.length - 1);
    paths[c] += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.85)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.85)} 0 1 0 ${n(-2 * r)} 0`;
  }
  paths.forEach((path, i) => {
    if (path) d.path(path, { fill: colors[i] });
  });
}

/** An old brick wall in stretcher bond, sunlit from the left, with grey-green and yellow lichen spreading over it. */
export const lichenWall: Scene = {
  grain: 8,
  vignette: 0.3,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#b3a690' });
    const rows = 22;
    const bh = h / rows;
    const bw = bh * 2.9;
    const mortar = bh * 0.1;
    const bricks = ['#9c4a32', '#a8583a', '#8a3f2c', '#b4664a', '#7a3a2a', '#a0503a', '#93513f'];
    const tone = random.fork('bricks');
    for (let r = 0; r < rows; r++) {
      const offset = r % 2 ? -bw / 2 : 0;
      for (let x = offset; x < w; x += bw) {
        const y = r * bh;
        const color = shade(tone.pick(bricks), tone.range(-0.08, 0.1));
        d.rect(x + mortar / 2, y + mortar / 2, bw - mortar, bh - mortar, { fill: color, rx: 3 });
        d.rect(x + mortar / 2, y + mortar / 2, bw - mortar, bh * 0.12, { fill: '#ffffff', 'fill-opacity': 0.08 });
        d.rect(x + mortar / 2, y + bh * 0.72, bw - mortar, bh * 0.24, { fill: '#000000', 'fill-opacity': 0.1 });
        if (tone.chance(0.25)) d.rect(x + mortar / 2, y + mortar / 2, bw - mortar, bh - mortar, { fill: '#d8c2a0', 'fill-opacity': tone.range(0.1, 0.25), rx: 3 });
      }
      d.rect(0, r * bh + bh - mortar / 2, w, mortar * 0.5, { fill: '#000000', 'fill-opacity': 0.12 });
    }
    speckles(d, random.fork('grit-dark'), { x: 0, y: 0, w, h }, 1500, ['#3a1a10', '#5a2a1a'], [0.8, 2.4], [0.3, 0.45]);
    speckles(d, random.fork('grit-light'), { x: 0, y: 0, w, h }, 1000, ['#e8c8a8', '#f0e0c8'], [0.8, 2], [0.25, 0.4]);

    const field = noise2(random.fork('colonies'), 3);
    const grey = (x: number, y: number) => (field(x / 260, y / 260) + 0.08) * 2.6;
    const yellow = (x: number, y: number) => (field(x / 180 + 40, y / 180 + 11) - 0.2) * 2.6;
    const box = { x: 0, y: 0, w, h };
    crust(d, random.fork('g-shadow'), box, 2600, ['#4d5443'], [4, 11], grey);
    crust(d, random.fork('g'), box, 3800, ['#a9b48e', '#b9c3a0', '#94a37f', '#c8cfb0'], [3, 10], grey);
    crust(d, random.fork('g-centres'), box, 1500, ['#6f7c5a', '#83906a'], [1.5, 4], grey);
    crust(d, random.fork('y'), box, 2500, ['#d9a43a', '#e3b84c', '#c98f2c'], [2, 7], yellow);
    crust(d, random.fork('y-discs'), box, 1200, ['#b8701e'], [1.5, 3.5], yellow);
    // Moss along the bottom courses.
    crust(d, random.fork('moss'), { x: 0, y: h * 0.86, w, h: h * 0.14 }, 1800, ['#4d6b2a', '#5f7f33', '#3c5522'], [3, 9], (x, y) => (y - h * 0.86) / (h * 0.14) + field(x / 120, 3) * 0.5);

    const sun = d.linear(
      [
        { offset: 0, color: '#fff0d0', opacity: 0.22 },
        { offset: 0.5, color: '#fff0d0', opacity: 0 },
        { offset: 1, color: '#000000', opacity: 0.3 },
      ],
      0,
      0,
      w,
      h,
    );
    d.rect(0, 0, w, h, { fill: sun });
  },
};

/** The outline of a lichen colony: lumpy, wider than a circle in places, with a scalloped edge of small lobes. */
function colonyOutline(random: Random, cx: number, cy: number, r: number): Point[] {
  const wobble = noise1(random, 3);
  const phase = random.range(0, 50);
  const points: Point[] = [];
  const count = 36;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + wobble(phase + i * 0.35) * 0.35 + (i % 2 ? 0.06 : -0.04);
    points.push([cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k * 0.9]);
  }
  return points;
}

/** A Xanthoria colony: an orange crust with crowded lobes at the rim and fruiting discs in the middle. */
function rosette(d: Drawing, random: Random, cx: number, cy: number, r: number): void {
  const outline = colonyOutline(random, cx, cy, r);
  d.path(smooth(outline.map(([x, y]): Point => [x + r * 0.04, y + r * 0.06])), { fill: '#000000', 'fill-opacity': 0.3 });
  d.path(smooth(outline), { fill: '#d9801f' });
  // Lobes along the rim, lit from the upper left.
  let lit = '';
  let mid = '';
  for (const [x, y] of outline) {
    const a = Math.atan2(y - cy, x - cx);
    for (let k = 0; k < 2; k++) {
      const lx = x + (cx - x) * random.range(0.02, 0.2);
      const ly = y + (cy - y) * random.range(0.02, 0.2);
      const lr = r * random.range(0.06, 0.11);
      const shape = smooth(blob(lx, ly, lr * 1.3, lr * 0.8, random, 0.15, 7, a));
      if (Math.cos(a + Math.PI * 0.75) > -0.1) lit += shape;
      else mid += shape;
    }
  }
  d.path(mid, { fill: '#e79a2c', stroke: '#a8560f', 'stroke-width': 1.2, 'stroke-opacity': 0.5 });
  d.path(lit, { fill: '#f6bd4a', stroke: '#b8651a', 'stroke-width': 1.2, 'stroke-opacity': 0.5 });
  // Fruiting discs: dark orange cups with a paler rim, packed towards the centre.
  const placed: [number, number, number][] = [];
  let rims = '';
  let cups = '';
  let shine = '';
  for (let k = 0; k < 300 && placed.length < 70; k++) {
    const a = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next()) * r * 0.72;
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist * 0.9;
    const s = r * random.range(0.03, 0.075) * (1.2 - dist / r);
    if (placed.some(([px, py, pr]) => Math.hypot(px - x, py - y) < (pr + s) * 0.85)) continue;
    placed.push([x, y, s]);
    rims += `M${n(x - s)} ${n(y)}a${n(s)} ${n(s)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s)} 0 1 0 ${n(-2 * s)} 0`;
    const c = s * 0.66;
    cups += `M${n(x - c)} ${n(y + s * 0.06)}a${n(c)} ${n(c)} 0 1 0 ${n(2 * c)} 0a${n(c)} ${n(c)} 0 1 0 ${n(-2 * c)} 0`;
    const g = s * 0.22;
    shine += `M${n(x - s * 0.35 - g)} ${n(y - s * 0.3)}a${n(g)} ${n(g)} 0 1 0 ${n(2 * g)} 0a${n(g)} ${n(g)} 0 1 0 ${n(-2 * g)} 0`;
  }
  d.path(rims, { fill: '#f3aa3c' });
  d.path(cups, { fill: '#c2561a' });
  d.path(shine, { fill: '#ffd98a', 'fill-opacity': 0.4 });
}

/** Close up: bright orange lichen rosettes on weathered grey stone, with pale crusts between. */
export const lichenOrange: Scene = {
  grain: 7,
  vignette: 0.45,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#8c8a84' }, { offset: 1, color: '#6a6762' }], 0, 0, w, h) });
    // Weathering: broad patches a shade lighter or darker than the stone.
    const mottle = random.fork('mottle');
    for (let i = 0; i < 14; i++) {
      const r = mottle.range(w * 0.08, w * 0.22);
      d.path(smooth(blob(mottle.range(0, w), mottle.range(0, h), r, r * 0.7, mottle, 0.3, 10, mottle.range(0, 3))), {
        fill: mottle.pick(['#b0aca4', '#5a5650', '#9a8f80', '#7a7f7a']),
        'fill-opacity': 0.22,
      });
    }
    speckles(d, random.fork('s1'), { x: 0, y: 0, w, h }, 1500, ['#2a2826', '#3a3835'], [0.8, 2.6], [0.4, 0.6]);
    speckles(d, random.fork('s2'), { x: 0, y: 0, w, h }, 1200, ['#e8e4dc', '#d8cfc4', '#c9b8a8'], [0.8, 2.4], [0.4, 0.6]);
    // A crack across the stone.
    let crack = `M${n(-10)} ${n(h * 0.72)}`;
    const cr = random.fork('crack');
    for (let x = 0; x <= w + 40; x += 40) crack += `L${n(x)} ${n(h * 0.72 - x * 0.18 + cr.range(-10, 10))}`;
    d.path(crack, { fill: 'none', stroke: '#2a2826', 'stroke-width': 7, 'stroke-linejoin': 'round' });
    d.path(crack, { fill: 'none', stroke: '#c9c4ba', 'stroke-width': 2, 'stroke-opacity': 0.5, transform: 'translate(-2 -5)' });

    const field = noise2(random.fork('crusts'), 3);
    crust(d, random.fork('pale'), { x: 0, y: 0, w, h }, 2600, ['#c9cdb8', '#b8c0a6', '#d8d6c8'], [2, 6], (x, y) => (field(x / 200, y / 200) - 0.1) * 2.5);
    crust(d, random.fork('black'), { x: 0, y: 0, w, h }, 1500, ['#1e1e1c'], [1.5, 4], (x, y) => (field(x / 90 + 30, y / 90) - 0.25) * 3);

    const spots: [number, number, number][] = [
      [0.3, 0.42, 0.15],
      [0.45, 0.3, 0.08],
      [0.64, 0.28, 0.1],
      [0.76, 0.66, 0.13],
      [0.12, 0.86, 0.08],
      [0.52, 0.8, 0.06],
      [0.92, 0.14, 0.07],
      [0.08, 0.14, 0.05],
      [0.95, 0.92, 0.06],
    ];
    const rosettes = random.fork('rosettes');
    for (const [x, y, r] of spots) rosette(d, rosettes, x * w, y * h, r * w * rosettes.range(0.9, 1.1));
    glow(d, w * 0.25, h * 0.2, w * 0.5, '#fff4dc', 0.25);
  },
};

/** A leafy (foliose) lichen: crowded, crinkled grey-green lobes, dark where their edges lift from the wood. */
function leafyRosette(d: Drawing, random: Random, cx: number, cy: number, r: number): void {
  const outline = colonyOutline(random, cx, cy, r);
  d.path(smooth(outline.map(([x, y]): Point => [x + r * 0.04, y + r * 0.06])), { fill: '#1f241c', 'fill-opacity': 0.45 });
  d.path(smooth(outline), { fill: '#56624c' });
  // Leaflets from the rim inwards, so the inner ones overlap the outer ones.
  const leaflets: { x: number; y: number; s: number; a: number }[] = [];
  for (const [x, y] of outline) leaflets.push({ x: lerp(x, cx, 0.1), y: lerp(y, cy, 0.1), s: r * random.range(0.1, 0.16), a: Math.atan2(y - cy, x - cx) });
  for (let i = 0; i < 36; i++) {
    const a = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next()) * r * 0.75;
    leaflets.push({ x: cx + Math.cos(a) * dist, y: cy + Math.sin(a) * dist * 0.9, s: r * random.range(0.08, 0.15) * (1.1 - dist / r), a });
  }
  leaflets.sort((p, q) => Math.hypot(q.x - cx, q.y - cy) - Math.hypot(p.x - cx, p.y - cy));
  const tones = ['#8e9d80', '#a6b396', '#bcc7ab', '#d0d9c0'];
  const edges = tones.map(() => '');
  const faces = tones.map(() => '');
  for (const leaf of leaflets) {
    const shape = blob(leaf.x, leaf.y, leaf.s * 1.3, leaf.s, random, 0.3, 8, leaf.a);
    const light = 0.5 - Math.cos(leaf.a + Math.PI / 4) * 0.3 + random.range(-0.2, 0.2);
    const tone = Math.max(0, Math.min(tones.length - 1, Math.floor(light * tones.length)));
    edges[tone] += smooth(shape.map(([x, y]): Point => [x + leaf.s * 0.08, y + leaf.s * 0.14]));
    faces[tone] += smooth(shape);
  }
  tones.forEach((tone, i) => {
    d.path(edges[i] ?? '', { fill: '#3a4434' });
    d.path(faces[i] ?? '', { fill: tone });
  });
}

/** Weathered oak of a field gate, silver with age, covered in leafy grey-green lichen; a green garden soft behind. */
export const lichenGrey: Scene = {
  grain: 8,
  vignette: 0.4,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#6f8f4a' }, { offset: 1, color: '#2f4526' }], 0, 0, 0, h) });
    // The garden behind, out of focus: a few broad lights and flat discs of bokeh.
    const bokeh = random.fork('bokeh');
    for (let i = 0; i < 5; i++) glow(d, bokeh.range(0, w), bokeh.range(0, h), bokeh.range(w * 0.2, w * 0.35), bokeh.pick(['#a9c878', '#2e4a24', '#d9e8a0']), 0.45);
    for (let i = 0; i < 26; i++) {
      const r = bokeh.range(w * 0.015, w * 0.05);
      const x = bokeh.range(0, w);
      const y = bokeh.pick([bokeh.range(0, h * 0.25), bokeh.range(h * 0.75, h)]);
      d.circle(x, y, r, { fill: bokeh.pick(['#e8f4c0', '#c8e08a', '#fff8d8']), 'fill-opacity': bokeh.range(0.12, 0.3) });
    }
    // One broad rail of the gate runs across the frame, slightly turned.
    const railTop = h * 0.22;
    const railH = h * 0.52;
    d.group({ transform: `rotate(-12 ${n(w / 2)} ${n(h / 2)})` }, () => {
      d.rect(-w * 0.2, railTop + railH * 0.95, w * 1.4, railH * 0.12, { fill: '#000000', 'fill-opacity': 0.35 });
      woodPlanks(d, random.fork('rail'), { x: -w * 0.2, y: railTop, w: w * 1.4, h: railH }, { base: '#9c988c', board: railH / 2, grain: 36 });
      d.rect(-w * 0.2, railTop, w * 1.4, railH * 0.08, { fill: '#ffffff', 'fill-opacity': 0.16 });
      d.rect(-w * 0.2, railTop + railH * 0.85, w * 1.4, railH * 0.15, { fill: '#000000', 'fill-opacity': 0.2 });
      // A rusted bolt and strap.
      d.rect(w * 0.66, railTop - h * 0.01, w * 0.1, railH * 1.02, { fill: '#6a4a32' });
      d.rect(w * 0.66, railTop - h * 0.01, w * 0.1, railH * 1.02, { fill: '#b0602a', 'fill-opacity': 0.35 });
      for (const y of [0.2, 0.8]) {
        d.circle(w * 0.71, railTop + railH * y, w * 0.018, { fill: '#4a3020' });
        d.circle(w * 0.705, railTop + railH * y - 3, w * 0.008, { fill: '#c08050', 'fill-opacity': 0.6 });
      }
      const field = noise2(random.fork('crust'), 3);
      crust(d, random.fork('crust-dots'), { x: -w * 0.2, y: railTop, w: w * 1.4, h: railH }, 2600, ['#b7c2a4', '#a3b08f', '#d2d8c2'], [2, 6], (x, y) => (field(x / 150, y / 150) + 0.1) * 1.5);
      const rosettes = random.fork('rosettes');
      const spots: [number, number, number][] = [
        [0.14, 0.36, 0.11],
        [0.36, 0.55, 0.14],
        [0.52, 0.32, 0.08],
        [0.58, 0.6, 0.06],
        [0.86, 0.42, 0.1],
        [0.03, 0.62, 0.07],
        [0.26, 0.3, 0.05],
        [0.97, 0.66, 0.06],
      ];
      for (const [x, y, r] of spots) leafyRosette(d, rosettes, x * w, y * h, r * w);
    });
    const light = d.linear([{ offset: 0, color: '#fff6df', opacity: 0.15 }, { offset: 1, color: '#000000', opacity: 0.2 }], 0, 0, w, h);
    d.rect(0, 0, w, h, { fill: light });
  },
};
