import { mix, shade } from '../color';
import type { Drawing } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow, softShadow } from '../effects';
import { blob, poly, smooth } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { speckles, woodPlanks } from '../textures';

/** A pot of vegetable soup from above: cast iron, a glossy surface with vegetables and oil, a wooden spoon, steam. */
export const soupPot: Scene = {
  grain: 9,
  vignette: 0.45,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#2a2624' });
    speckles(d, random.fork('slate'), { x: 0, y: 0, w, h }, 1400, ['#3a3532', '#1e1b1a'], [1, 3], [0.4, 0.6]);
    // A linen cloth under the pot, off to one side.
    const cloth = poly([[w * 0.5, h * 0.55], [w * 1.05, h * 0.4], [w * 1.05, h * 1.05], [w * 0.62, h * 1.05]]);
    d.path(cloth, { fill: '#d8cfc0' });
    for (let i = 0; i < 10; i++) d.line(w * (0.52 + i * 0.05), h * (0.55 - i * 0.015), w * (0.64 + i * 0.045), h * 1.05, { stroke: '#b8a890', 'stroke-width': 3, 'stroke-opacity': 0.5 });
    d.line(w * 0.54, h * 0.62, w * 1.05, h * 0.48, { stroke: '#7a8aa0', 'stroke-width': 10, 'stroke-opacity': 0.6 });

    const cx = w * 0.44;
    const cy = h * 0.52;
    const r = h * 0.38;
    contactShadow(d, cx + r * 0.12, cy + r * 0.14, r * 1.35, r * 1.3, 0.6);
    // Handles, rim and the inside wall of the pot.
    for (const side of [-1, 1]) {
      d.path(smooth(blob(cx + side * r * 1.12, cy, r * 0.2, r * 0.12, random, 0.05, 10)), { fill: '#1a1a1c', stroke: '#3a3a3e', 'stroke-width': 4 });
    }
    d.circle(cx, cy, r * 1.04, { fill: d.linear([{ offset: 0, color: '#4a4a50' }, { offset: 1, color: '#141416' }], cx - r, cy - r, cx + r, cy + r) });
    d.circle(cx, cy, r * 0.97, { fill: '#202024' });
    const soup = d.radial(
      [
        { offset: 0, color: '#e68a3a' },
        { offset: 0.75, color: '#d06a28' },
        { offset: 1, color: '#9a4418' },
      ],
      cx - r * 0.1,
      cy - r * 0.1,
      r * 0.92,
    );
    const surface = `M${n(cx - r * 0.9)} ${n(cy)}a${n(r * 0.9)} ${n(r * 0.9)} 0 1 0 ${n(r * 1.8)} 0a${n(r * 0.9)} ${n(r * 0.9)} 0 1 0 ${n(-r * 1.8)} 0Z`;
    d.path(surface, { fill: soup });
    d.group({ 'clip-path': d.clip(surface) }, () => {
      const veg = random.fork('veg');
      // Carrot coins, beans, greens, then oil drops on top.
      for (let i = 0; i < 26; i++) {
        const a = veg.range(0, Math.PI * 2);
        const dist = Math.sqrt(veg.next()) * r * 0.85;
        const x = cx + Math.cos(a) * dist;
        const y = cy + Math.sin(a) * dist;
        const kind = veg.int(0, 3);
        if (kind === 0) {
          const s = r * veg.range(0.045, 0.07);
          d.ellipse(x, y, s, s * 0.9, { fill: '#f08a2a', stroke: '#c9651a', 'stroke-width': 2 });
          d.circle(x, y, s * 0.4, { fill: '#f7a54a' });
        } else if (kind === 1) {
          d.ellipse(x, y, r * 0.05, r * 0.03, { fill: '#efe6cf', transform: `rotate(${n(veg.range(0, 180))} ${n(x)} ${n(y)})` });
        } else if (kind === 2) {
          d.path(smooth(blob(x, y, r * 0.06, r * 0.035, veg, 0.35, 8, veg.range(0, 3))), { fill: veg.pick(['#3f6e2e', '#4f7f36', '#2f5a24']) });
        } else {
          const s = r * 0.04;
          d.path(`M${n(x - s)} ${n(y - s)}h${n(s * 2)}v${n(s * 2)}h${n(-s * 2)}Z`, { fill: '#e9d27a', transform: `rotate(${n(veg.range(0, 90))} ${n(x)} ${n(y)})` });
        }
      }
      let oil = '';
      for (let i = 0; i < 60; i++) {
        const a = veg.range(0, Math.PI * 2);
        const dist = Math.sqrt(veg.next()) * r * 0.88;
        const x = cx + Math.cos(a) * dist;
        const y = cy + Math.sin(a) * dist;
        const s = veg.range(2, 9);
        oil += `M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.8)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.8)} 0 1 0 ${n(-2 * s)} 0`;
      }
      d.path(oil, { fill: '#f7b24a', stroke: '#b8561a', 'stroke-width': 1, 'stroke-opacity': 0.5 });
      // A drizzle of cream, in drops that trail round the middle.
      let cream = '';
      for (let i = 0; i < 22; i++) {
        const a = i * 0.42;
        const dist = r * (0.08 + i * 0.016);
        const s = r * (0.03 - i * 0.0009);
        const x = cx + Math.cos(a) * dist;
        const y = cy + Math.sin(a) * dist;
        cream += `M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.8)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.8)} 0 1 0 ${n(-2 * s)} 0`;
      }
      d.path(cream, { fill: '#fbefdc', 'fill-opacity': 0.9 });
      glow(d, cx - r * 0.35, cy - r * 0.4, r * 0.35, '#fff0d8', 0.35);
      d.circle(cx, cy, r * 0.9, { fill: 'none', stroke: '#000000', 'stroke-width': r * 0.08, 'stroke-opacity': 0.2 });
    });
    d.path(`M${n(cx - r * 0.93)} ${n(cy - r * 0.2)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 1.0)}`, { fill: 'none', stroke: '#9a9aa2', 'stroke-width': 5, 'stroke-opacity': 0.6, 'stroke-linecap': 'round' });
    // The wooden spoon resting across the rim.
    d.group({ transform: `rotate(-28 ${n(cx)} ${n(cy)})` }, () => {
      const handle = `M${n(cx - r * 0.2)} ${n(cy - 14)}H${n(cx + r * 1.9)}Q${n(cx + r * 1.95)} ${n(cy)} ${n(cx + r * 1.9)} ${n(cy + 14)}H${n(cx - r * 0.2)}Z`;
      softShadow(d, handle, 10, 16, 10, 0.4);
      d.path(handle, { fill: d.linear([{ offset: 0, color: '#d9a86a' }, { offset: 1, color: '#9a6a3a' }], 0, cy - 14, 0, cy + 14) });
      d.ellipse(cx - r * 0.32, cy, r * 0.2, r * 0.12, { fill: '#c08a52' });
      d.ellipse(cx - r * 0.32, cy, r * 0.15, r * 0.08, { fill: '#c86a28' });
    });
    // Herbs and a dish of salt beside the pot.
    const herbs = random.fork('herbs');
    for (let i = 0; i < 7; i++) {
      const x = w * 0.86 + herbs.range(-60, 60);
      const y = h * 0.16 + herbs.range(-50, 50);
      d.path(smooth(blob(x, y, 34, 16, herbs, 0.2, 8, herbs.range(0, 3))), { fill: herbs.pick(['#3f6e2e', '#4f8a36', '#5a9a40']) });
    }
    contactShadow(d, w * 0.12, h * 0.2, h * 0.14, h * 0.13, 0.5);
    d.circle(w * 0.11, h * 0.18, h * 0.11, { fill: '#e8e2d8' });
    d.circle(w * 0.11, h * 0.18, h * 0.085, { fill: '#f8f6f2' });
    speckles(d, herbs, { x: w * 0.05, y: h * 0.12, w: h * 0.12, h: h * 0.12 }, 120, ['#d8d4cc'], [1.5, 3], [0.6, 0.9]);
    // Steam rising off the surface.
    const steam = random.fork('steam');
    for (let i = 0; i < 5; i++) {
      const x = cx + steam.range(-r * 0.5, r * 0.5);
      const y = cy + steam.range(-r * 0.3, r * 0.3);
      const path = `M${n(x)} ${n(y)}c${n(steam.range(-60, 60))} ${n(-80)} ${n(steam.range(-60, 60))} ${n(-140)} ${n(steam.range(-30, 30))} ${n(-240)}`;
      for (const [width, alpha] of [
        [80, 0.03],
        [40, 0.05],
        [16, 0.06],
      ] as const) {
        d.path(path, { fill: 'none', stroke: '#ffffff', 'stroke-width': width, 'stroke-opacity': alpha, 'stroke-linecap': 'round' });
      }
    }
  },
};

/** One fermenting jar: glass, brine, the vegetables packed in, bubbles rising, a weight and a lid. */
function jar(d: Drawing, random: Random, x: number, base: number, jw: number, jh: number, fill: { colour: string; strands: string[]; kind: 'shreds' | 'sticks' | 'slices' }): void {
  const top = base - jh;
  const body = `M${n(x - jw / 2)} ${n(top + jh * 0.12)}Q${n(x - jw / 2)} ${n(top + jh * 0.06)} ${n(x - jw * 0.42)} ${n(top + jh * 0.06)}H${n(x + jw * 0.42)}Q${n(x + jw / 2)} ${n(top + jh * 0.06)} ${n(x + jw / 2)} ${n(top + jh * 0.12)}V${n(base - jh * 0.04)}Q${n(x + jw / 2)} ${n(base)} ${n(x + jw * 0.44)} ${n(base)}H${n(x - jw * 0.44)}Q${n(x - jw / 2)} ${n(base)} ${n(x - jw / 2)} ${n(base - jh * 0.04)}Z`;
  contactShadow(d, x + jw * 0.1, base, jw * 0.7, jh * 0.05, 0.55);
  d.path(body, { fill: '#d8e4dc', 'fill-opacity': 0.35 });
  const brineTop = top + jh * 0.22;
  const packed = top + jh * 0.3;
  d.group({ 'clip-path': d.clip(body) }, () => {
    d.rect(x - jw, brineTop, jw * 2, base - brineTop, { fill: mix(fill.colour, '#f4efd8', 0.35), 'fill-opacity': 0.75 });
    d.rect(x - jw, packed, jw * 2, base - packed, { fill: fill.colour });
    // What is packed inside.
    const strands = fill.strands.map(() => '');
    for (let i = 0; i < (fill.kind === 'sticks' ? 34 : 120); i++) {
      const c = random.int(0, strands.length - 1);
      const sx = x + random.range(-jw * 0.55, jw * 0.55);
      const sy = random.range(packed, base);
      if (fill.kind === 'shreds') {
        strands[c] += `M${n(sx)} ${n(sy)}q${n(random.range(-30, 30))} ${n(random.range(-12, 12))} ${n(random.range(-60, 60))} ${n(random.range(-8, 8))}`;
      } else if (fill.kind === 'sticks') {
        strands[c] += `M${n(sx)} ${n(packed + random.range(0, jh * 0.1))}L${n(sx + random.range(-10, 10))} ${n(base - random.range(0, jh * 0.05))}`;
      } else {
        const s = random.range(jw * 0.06, jw * 0.12);
        strands[c] += `M${n(sx - s)} ${n(sy)}a${n(s)} ${n(s * 0.5)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.5)} 0 1 0 ${n(-2 * s)} 0`;
      }
    }
    strands.forEach((path, i) => {
      const colour = fill.strands[i] ?? '#ffffff';
      if (fill.kind === 'slices') d.path(path, { fill: colour, stroke: shade(colour, -0.3), 'stroke-width': 2 });
      else d.path(path, { fill: 'none', stroke: colour, 'stroke-width': fill.kind === 'sticks' ? jw * 0.07 : 4, 'stroke-linecap': 'round' });
    });
    // Bubbles clinging to the glass and rising through the brine.
    let bubbles = '';
    for (let i = 0; i < 40; i++) {
      const bx = x + random.range(-jw * 0.45, jw * 0.45);
      const by = random.range(brineTop + 6, base - 10);
      const br = random.range(2, 7);
      bubbles += `M${n(bx - br)} ${n(by)}a${n(br)} ${n(br)} 0 1 0 ${n(2 * br)} 0a${n(br)} ${n(br)} 0 1 0 ${n(-2 * br)} 0`;
    }
    d.path(bubbles, { fill: '#ffffff', 'fill-opacity': 0.35, stroke: '#ffffff', 'stroke-width': 1.5, 'stroke-opacity': 0.8 });
    d.rect(x - jw, brineTop, jw * 2, 5, { fill: '#ffffff', 'fill-opacity': 0.5 });
    // A glass weight holding everything under.
    d.ellipse(x, packed - jh * 0.01, jw * 0.38, jh * 0.03, { fill: '#e8f0ec', 'fill-opacity': 0.45, stroke: '#ffffff', 'stroke-width': 2, 'stroke-opacity': 0.6 });
  });
  // Glass highlights and edges.
  d.path(body, { fill: d.linear([{ offset: 0, color: '#ffffff', opacity: 0.28 }, { offset: 0.2, color: '#ffffff', opacity: 0.05 }, { offset: 0.8, color: '#000000', opacity: 0.05 }, { offset: 1, color: '#000000', opacity: 0.25 }], x - jw / 2, 0, x + jw / 2, 0), stroke: '#ffffff', 'stroke-width': 3, 'stroke-opacity': 0.55 });
  d.rect(x - jw * 0.38, top + jh * 0.14, jw * 0.06, jh * 0.7, { fill: '#ffffff', 'fill-opacity': 0.45, rx: jw * 0.03 });
  // The lid: a clamp-top lid in glass with a rubber seal.
  d.rect(x - jw * 0.44, top + jh * 0.02, jw * 0.88, jh * 0.05, { fill: '#d8602a', rx: 4 });
  d.path(`M${n(x - jw * 0.42)} ${n(top + jh * 0.03)}Q${n(x)} ${n(top - jh * 0.06)} ${n(x + jw * 0.42)} ${n(top + jh * 0.03)}Z`, { fill: '#e4ece8', 'fill-opacity': 0.8, stroke: '#ffffff', 'stroke-width': 2 });
  d.path(`M${n(x - jw * 0.46)} ${n(top + jh * 0.09)}L${n(x - jw * 0.2)} ${n(top - jh * 0.02)}M${n(x + jw * 0.46)} ${n(top + jh * 0.09)}L${n(x + jw * 0.2)} ${n(top - jh * 0.02)}`, { fill: 'none', stroke: '#9aa0a6', 'stroke-width': 5 });
}

/** Three jars fermenting on a kitchen counter by the window: sauerkraut, red cabbage with beetroot, carrots with dill. */
export const fermentJars: Scene = {
  grain: 8,
  vignette: 0.35,
  draw(d, random) {
    const { width: w, height: h } = d;
    // Tiled wall with window light across it.
    d.rect(0, 0, w, h, { fill: '#e9e6de' });
    const tw = w / 11;
    const th = tw / 2;
    for (let row = 0; row * th < h * 0.7; row++) {
      for (let col = -1; col * tw < w; col++) {
        const x = col * tw + (row % 2 ? tw / 2 : 0);
        const y = row * th;
        d.rect(x + 2, y + 2, tw - 4, th - 4, { fill: '#f4f2ec', rx: 3 });
        d.rect(x + 2, y + th - 8, tw - 4, 6, { fill: '#000000', 'fill-opacity': 0.05 });
      }
    }
    d.path(poly([[w * 0.05, 0], [w * 0.45, 0], [w * 0.62, h * 0.7], [w * 0.22, h * 0.7]]), { fill: '#fff6d8', 'fill-opacity': 0.35 });
    d.path(poly([[w * 0.5, 0], [w * 0.7, 0], [w * 0.87, h * 0.7], [w * 0.67, h * 0.7]]), { fill: '#fff6d8', 'fill-opacity': 0.3 });
    d.rect(0, 0, w, h * 0.7, { fill: d.linear([{ offset: 0, color: '#000000', opacity: 0.12 }, { offset: 1, color: '#000000', opacity: 0 }], 0, 0, 0, h * 0.7) });
    // The counter.
    const counter = h * 0.7;
    woodPlanks(d, random.fork('counter'), { x: 0, y: counter, w, h: h - counter }, { base: '#b3834f', board: (h - counter) / 2, grain: 16 });
    d.rect(0, counter, w, h * 0.015, { fill: '#d9aa72' });
    d.rect(0, counter + h * 0.015, w, h * 0.02, { fill: '#000000', 'fill-opacity': 0.15 });
    const base = h * 0.86;
    jar(d, random.fork('kraut'), w * 0.24, base, w * 0.2, h * 0.56, { colour: '#d8d08a', strands: ['#eee6a8', '#c8c078', '#f4efc8'], kind: 'shreds' });
    jar(d, random.fork('beet'), w * 0.5, base + h * 0.02, w * 0.22, h * 0.62, { colour: '#8a1f4a', strands: ['#b0306a', '#6a1438', '#d45a8a'], kind: 'shreds' });
    jar(d, random.fork('carrot'), w * 0.76, base, w * 0.18, h * 0.5, { colour: '#e0873a', strands: ['#f08a2a', '#f4a040', '#d86e1e'], kind: 'sticks' });
    // Dill fronds in the carrot jar and a head of garlic on the counter.
    const dill = random.fork('dill');
    for (let i = 0; i < 4; i++) {
      const x = w * 0.76 + dill.range(-w * 0.05, w * 0.05);
      const y = base - h * 0.3;
      const tipX = x + dill.range(-w * 0.04, w * 0.04);
      const tipY = base - h * 0.5 - dill.range(0, h * 0.05);
      d.path(`M${n(x)} ${n(y)}Q${n(x)} ${n((y + tipY) / 2)} ${n(tipX)} ${n(tipY)}`, { fill: 'none', stroke: '#5a7a3a', 'stroke-width': 3 });
      let fronds = '';
      for (let k = 0; k < 14; k++) {
        const t = k / 14;
        const px = x + (tipX - x) * t * t;
        const py = y + (tipY - y) * t;
        for (let f = 0; f < 5; f++) {
          const a = dill.range(0, Math.PI * 2);
          const len = dill.range(8, 22) * (1 - t * 0.4);
          fronds += `M${n(px)} ${n(py)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
        }
      }
      d.path(fronds, { fill: 'none', stroke: '#4f7f36', 'stroke-width': 1.6, 'stroke-opacity': 0.85 });
    }
    const gx = w * 0.9;
    const gy = base + h * 0.06;
    contactShadow(d, gx, gy + 20, 70, 16, 0.4);
    for (let i = -2; i <= 2; i++) d.ellipse(gx + i * 16, gy, 26, 38, { fill: mix('#f4efe4', '#d8c8b0', Math.abs(i) * 0.2), stroke: '#c9b9a0', 'stroke-width': 2 });
    d.path(`M${n(gx)} ${n(gy - 36)}q4 -20 -4 -34`, { fill: 'none', stroke: '#b8a888', 'stroke-width': 5 });
    glow(d, w * 0.35, h * 0.2, w * 0.4, '#fff8e0', 0.25);
    const cabbage = random.fork('leaf');
    d.path(smooth(blob(w * 0.07, base + h * 0.05, w * 0.08, h * 0.05, cabbage, 0.2, 10)), { fill: '#b9c98a' });
    d.path(`M${n(w * 0.02)} ${n(base + h * 0.05)}Q${n(w * 0.07)} ${n(base + h * 0.03)} ${n(w * 0.13)} ${n(base + h * 0.06)}`, { fill: 'none', stroke: '#e8eccf', 'stroke-width': 4 });
  },
};

