import { shade } from '../color';
import type { Drawing } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow } from '../effects';
import { blob, lerp, poly, smooth } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { foliage, speckles } from '../textures';

/** A lavender spike: a grey-green stem with whorls of small purple florets towards the top. */
function lavender(d: Drawing, random: Random, x0: number, y0: number, x1: number, y1: number, size: number, florets = true): void {
  d.path(`M${n(x0)} ${n(y0)}Q${n(lerp(x0, x1, 0.6) + random.range(-20, 20))} ${n(lerp(y0, y1, 0.5))} ${n(x1)} ${n(y1)}`, { fill: 'none', stroke: '#6f8a5a', 'stroke-width': size * 0.12, 'stroke-linecap': 'round' });
  if (!florets) return;
  const tones = ['#6a4a9a', '#7d5cb0', '#9a7ac8', '#5a3a84', '#b49ad8'];
  const paths = tones.map(() => '');
  const whorls = 9;
  for (let k = 0; k < whorls; k++) {
    const t = k / whorls;
    const cx = lerp(x1, lerp(x0, x1, 0.55), t);
    const cy = lerp(y1, lerp(y0, y1, 0.55), t);
    const spread = size * (0.5 + (1 - t) * 0.1) * (k === 0 ? 0.6 : 1);
    for (let f = 0; f < 9; f++) {
      const fx = cx + random.range(-spread, spread);
      const fy = cy + random.range(-spread * 0.5, spread * 0.5);
      const fr = size * random.range(0.14, 0.24);
      const tone = random.int(0, tones.length - 1);
      paths[tone] += `M${n(fx - fr)} ${n(fy)}a${n(fr)} ${n(fr * 1.3)} 0 1 0 ${n(2 * fr)} 0a${n(fr)} ${n(fr * 1.3)} 0 1 0 ${n(-2 * fr)} 0`;
    }
  }
  paths.forEach((path, i) => d.path(path, { fill: tones[i] }));
}

/** A honeybee forager on lavender, pollen on her hind legs, the garden soft and bright behind. */
export const honeybee: Scene = {
  grain: 7,
  vignette: 0.35,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#7f9a5a' }, { offset: 0.6, color: '#9a8ab8' }, { offset: 1, color: '#5a4a7a' }], 0, 0, w * 0.3, h) });
    glow(d, w * 0.2, h * 0.15, w * 0.5, '#fff2c8', 0.6);
    glow(d, w * 0.85, h * 0.7, w * 0.35, '#b8a0e0', 0.45);
    glow(d, w * 0.6, h * 0.05, w * 0.3, '#c8e0a0', 0.4);
    const bokeh = random.fork('bokeh');
    for (let i = 0; i < 30; i++) {
      d.circle(bokeh.range(0, w), bokeh.range(0, h), bokeh.range(w * 0.01, w * 0.045), { fill: bokeh.pick(['#fff8e0', '#d8c8f0', '#e8f0c0']), 'fill-opacity': bokeh.range(0.1, 0.3) });
    }
    // Out-of-focus spikes behind: broad, pale strokes.
    const far = random.fork('far');
    for (let i = 0; i < 9; i++) {
      const x = far.range(0, w);
      const top = far.range(h * 0.05, h * 0.5);
      d.path(`M${n(x)} ${n(h)}Q${n(x + far.range(-60, 60))} ${n((h + top) / 2)} ${n(x + far.range(-80, 80))} ${n(top)}`, { fill: 'none', stroke: '#8a9a6a', 'stroke-width': 14, 'stroke-opacity': 0.35, 'stroke-linecap': 'round' });
      d.path(`M${n(x)} ${n(top + h * 0.02)}v${n(h * 0.2)}`, { fill: 'none', stroke: '#8a6ab8', 'stroke-width': 46, 'stroke-opacity': 0.3, 'stroke-linecap': 'round', transform: `translate(${n(far.range(-60, 60))} 0)` });
    }
    // Spikes in focus.
    const spikes = random.fork('spikes');
    lavender(d, spikes, w * 0.14, h * 1.05, w * 0.2, h * 0.2, w * 0.04);
    lavender(d, spikes, w * 0.9, h * 1.05, w * 0.83, h * 0.26, w * 0.038);
    lavender(d, spikes, w * 0.66, h * 1.05, w * 0.7, h * 0.5, w * 0.032);
    lavender(d, spikes, w * 0.4, h * 1.05, w * 0.44, h * 0.16, w * 0.05);

    // The bee, clinging to the middle spike, head down and to the left.
    const bx = w * 0.5;
    const by = h * 0.36;
    const s = w * 0.13;
    d.group({ transform: `rotate(-28 ${n(bx)} ${n(by)})` }, () => {
      contactShadow(d, bx + s * 0.2, by + s * 0.5, s * 1.4, s * 0.4, 0.25);
      // Legs, gripping the florets; the hind pair carry pollen.
      const leg = (x: number, y: number, kx: number, ky: number, fx: number, fy: number) =>
        d.path(`M${n(x)} ${n(y)}L${n(kx)} ${n(ky)}L${n(fx)} ${n(fy)}`, { fill: 'none', stroke: '#2a1c12', 'stroke-width': s * 0.06, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
      leg(bx - s * 0.2, by + s * 0.25, bx - s * 0.5, by + s * 0.6, bx - s * 0.8, by + s * 0.7);
      leg(bx + s * 0.05, by + s * 0.3, bx + s * 0.1, by + s * 0.75, bx - s * 0.15, by + s * 0.95);
      leg(bx + s * 0.3, by + s * 0.28, bx + s * 0.75, by + s * 0.65, bx + s * 0.6, by + s * 1.0);
      d.path(smooth(blob(bx + s * 0.7, by + s * 0.68, s * 0.16, s * 0.12, random, 0.15, 8)), { fill: '#f0a82a' });
      d.path(smooth(blob(bx + s * 0.66, by + s * 0.64, s * 0.07, s * 0.05, random, 0.15, 7)), { fill: '#ffd870', 'fill-opacity': 0.8 });
      // Abdomen with its bands.
      const abdomen = `M${n(bx + s * 0.15)} ${n(by)}a${n(s * 0.85)} ${n(s * 0.48)} 0 1 0 ${n(s * 1.7)} 0a${n(s * 0.85)} ${n(s * 0.48)} 0 1 0 ${n(-s * 1.7)} 0Z`;
      d.path(abdomen, { fill: d.linear([{ offset: 0, color: '#e0a040' }, { offset: 1, color: '#8a5a1a' }], 0, by - s * 0.5, 0, by + s * 0.5) });
      d.group({ 'clip-path': d.clip(abdomen) }, () => {
        for (let k = 0; k < 4; k++) {
          const x = bx + s * (0.55 + k * 0.32);
          d.path(`M${n(x)} ${n(by - s * 0.6)}Q${n(x + s * 0.12)} ${n(by)} ${n(x)} ${n(by + s * 0.6)}`, { fill: 'none', stroke: '#2a1a0e', 'stroke-width': s * 0.15 });
        }
        d.ellipse(bx + s * 0.9, by - s * 0.25, s * 0.6, s * 0.12, { fill: '#ffffff', 'fill-opacity': 0.25 });
      });
      // Thorax, furry.
      d.circle(bx, by - s * 0.02, s * 0.36, { fill: '#7a4e22' });
      let fur = '';
      for (let k = 0; k < 90; k++) {
        const a = random.range(0, Math.PI * 2);
        const r0 = s * random.range(0.15, 0.34);
        const x = bx + Math.cos(a) * r0;
        const y = by - s * 0.02 + Math.sin(a) * r0;
        fur += `M${n(x)} ${n(y)}l${n(Math.cos(a) * s * 0.08)} ${n(Math.sin(a) * s * 0.08)}`;
      }
      d.path(fur, { fill: 'none', stroke: '#d9a860', 'stroke-width': 2, 'stroke-opacity': 0.8 });
      // Head, eye, antennae.
      d.ellipse(bx - s * 0.45, by + s * 0.02, s * 0.22, s * 0.26, { fill: '#2a1c12' });
      d.ellipse(bx - s * 0.42, by - s * 0.05, s * 0.12, s * 0.17, { fill: '#1a120c' });
      d.ellipse(bx - s * 0.45, by - s * 0.12, s * 0.04, s * 0.06, { fill: '#ffffff', 'fill-opacity': 0.5 });
      for (const k of [0, 1]) {
        d.path(`M${n(bx - s * 0.55)} ${n(by - s * 0.15)}l${n(-s * (0.2 + k * 0.05))} ${n(-s * 0.25)}l${n(-s * 0.25)} ${n(s * (0.05 + k * 0.08))}`, { fill: 'none', stroke: '#2a1c12', 'stroke-width': s * 0.04, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
      }
      // Wings, translucent, with veins.
      for (const [angle, length, tone] of [
        [-28, 1.2, 0.38],
        [-12, 0.9, 0.3],
      ] as const) {
        const wx = bx + s * 0.05;
        const wy = by - s * 0.3;
        d.group({ transform: `rotate(${angle} ${n(wx)} ${n(wy)})` }, () => {
          d.ellipse(wx + s * length * 0.5, wy, s * length * 0.55, s * 0.2, { fill: '#f4f8ff', 'fill-opacity': tone, stroke: '#3a3a3a', 'stroke-width': 1.5, 'stroke-opacity': 0.5 });
          d.path(`M${n(wx)} ${n(wy)}L${n(wx + s * length * 0.9)} ${n(wy - s * 0.04)}M${n(wx + s * length * 0.3)} ${n(wy)}L${n(wx + s * length * 0.55)} ${n(wy + s * 0.15)}M${n(wx + s * length * 0.5)} ${n(wy - s * 0.02)}L${n(wx + s * length * 0.7)} ${n(wy - s * 0.15)}`, {
            fill: 'none',
            stroke: '#3a3a3a',
            'stroke-width': 1.2,
            'stroke-opacity': 0.45,
          });
        });
      }
    });
  },
};

/** A volunteer with a clipboard, standing; (x, ground) is between the feet. */
function volunteer(d: Drawing, x: number, ground: number, height: number): void {
  const s = height / 8;
  contactShadow(d, x + s * 0.8, ground, s * 2.2, s * 0.35, 0.4);
  d.rect(x - s * 0.55, ground - s * 3.6, s * 0.5, s * 3.5, { fill: '#2d3a55' });
  d.rect(x + s * 0.05, ground - s * 3.6, s * 0.5, s * 3.5, { fill: '#27334c' });
  d.ellipse(x - s * 0.4, ground - s * 0.08, s * 0.45, s * 0.18, { fill: '#2a2220' });
  d.ellipse(x + s * 0.4, ground - s * 0.08, s * 0.45, s * 0.18, { fill: '#2a2220' });
  d.path(`M${n(x - s * 0.85)} ${n(ground - s * 3.2)}L${n(x - s * 0.8)} ${n(ground - s * 6.2)}Q${n(x)} ${n(ground - s * 6.7)} ${n(x + s * 0.8)} ${n(ground - s * 6.2)}L${n(x + s * 0.85)} ${n(ground - s * 3.2)}Z`, { fill: '#c4473a' });
  d.rect(x - s * 0.9, ground - s * 4.6, s * 1.8, s * 0.35, { fill: '#e8d44a' });
  d.path(`M${n(x - s * 0.7)} ${n(ground - s * 6)}Q${n(x - s * 1.2)} ${n(ground - s * 4.6)} ${n(x - s * 0.5)} ${n(ground - s * 4.4)}`, { fill: 'none', stroke: '#a83a30', 'stroke-width': s * 0.4, 'stroke-linecap': 'round' });
  d.rect(x - s * 0.85, ground - s * 5.1, s * 1.1, s * 1.4, { fill: '#8a6a42', transform: `rotate(-10 ${n(x)} ${n(ground - s * 4.4)})` });
  d.rect(x - s * 0.75, ground - s * 5, s * 0.9, s * 1.2, { fill: '#f4f0e4', transform: `rotate(-10 ${n(x)} ${n(ground - s * 4.4)})` });
  d.circle(x - s * 0.35, ground - s * 4.4, s * 0.2, { fill: '#c68a62' });
  d.rect(x - s * 0.18, ground - s * 6.9, s * 0.36, s * 0.5, { fill: '#b47a52' });
  d.ellipse(x, ground - s * 7.3, s * 0.55, s * 0.62, { fill: '#c68a62' });
  d.path(`M${n(x - s * 0.6)} ${n(ground - s * 7.2)}Q${n(x - s * 0.6)} ${n(ground - s * 8.2)} ${n(x)} ${n(ground - s * 8.1)}Q${n(x + s * 0.7)} ${n(ground - s * 8.1)} ${n(x + s * 0.6)} ${n(ground - s * 7)}Q${n(x + s * 0.2)} ${n(ground - s * 7.7)} ${n(x - s * 0.6)} ${n(ground - s * 7.2)}Z`, { fill: '#3a2418' });
}

/** A London plane on a city pavement: mottled bark, a broad crown, terraced houses behind, dappled shade and a tree counter. */
export const streetTree: Scene = {
  grain: 8,
  vignette: 0.3,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: d.linear([{ offset: 0, color: '#8fbde0' }, { offset: 1, color: '#dfeaf0' }], 0, 0, 0, h * 0.4) });
    // Terraced houses behind: brick, white sash windows, a cornice, front doors.
    const houses = random.fork('houses');
    const pavement = h * 0.76;
    for (let i = 0; i < 3; i++) {
      const x = -w * 0.1 + i * w * 0.42;
      const hw = w * 0.42;
      const brick = houses.pick(['#b06a4a', '#a35a40', '#c0805a']);
      d.rect(x, h * 0.18, hw, pavement - h * 0.18, { fill: brick });
      speckles(d, houses, { x, y: h * 0.18, w: hw, h: pavement - h * 0.18 }, 500, [shade(brick, -0.15), shade(brick, 0.12)], [1.5, 4], [0.4, 0.6]);
      d.rect(x, h * 0.17, hw, h * 0.025, { fill: '#e8e2d4' });
      d.rect(x + 2, h * 0.18, 4, pavement - h * 0.18, { fill: '#000000', 'fill-opacity': 0.15 });
      for (const row of [0.24, 0.4, 0.56]) {
        for (const col of [0.15, 0.6]) {
          const wx = x + hw * col;
          const wy = h * row;
          d.rect(wx - 6, wy - 6, hw * 0.25 + 12, h * 0.1 + 12, { fill: '#efe9dc' });
          d.rect(wx, wy, hw * 0.25, h * 0.1, { fill: '#2e3a48' });
          d.rect(wx, wy, hw * 0.25, h * 0.03, { fill: '#9ab6cc', 'fill-opacity': 0.4 });
          d.rect(wx, wy + h * 0.048, hw * 0.25, 5, { fill: '#efe9dc' });
          d.rect(wx + hw * 0.125 - 2, wy, 4, h * 0.1, { fill: '#efe9dc' });
        }
      }
      d.rect(x + hw * 0.62, h * 0.66, hw * 0.2, pavement - h * 0.66, { fill: houses.pick(['#2a3a5a', '#1e3a2a', '#6a1e24']) });
      d.rect(x + hw * 0.6, h * 0.65, hw * 0.24, h * 0.012, { fill: '#efe9dc' });
    }
    d.rect(0, h * 0.18, w, pavement - h * 0.18, { fill: '#dfeaf0', 'fill-opacity': 0.18 });
    // Pavement slabs in perspective, the kerb and road at the bottom.
    d.rect(0, pavement, w, h - pavement, { fill: '#b9b4aa' });
    const vx = w * 0.5;
    for (let i = -6; i <= 12; i++) {
      const x = w * 0.5 + i * w * 0.16;
      d.line(vx + (x - vx) * 0.35, pavement, x, h, { stroke: '#8a857a', 'stroke-width': 2 });
    }
    let y = pavement;
    let step = h * 0.018;
    while (y < h) {
      d.line(0, y, w, y, { stroke: '#8a857a', 'stroke-width': 2 });
      y += step;
      step *= 1.35;
    }
    d.rect(0, h * 0.955, w, h * 0.015, { fill: '#d8d4ca' });
    d.rect(0, h * 0.97, w, h * 0.03, { fill: '#4a4a4e' });
    // The tree pit and grille.
    const tx = w * 0.44;
    d.path(poly([[tx - w * 0.2, h * 0.9], [tx + w * 0.2, h * 0.9], [tx + w * 0.16, h * 0.84], [tx - w * 0.16, h * 0.84]]), { fill: '#3a3a3c' });
    for (let k = 0; k < 12; k++) {
      const t = k / 11;
      d.line(lerp(tx - w * 0.16, tx + w * 0.16, t), h * 0.84, lerp(tx - w * 0.2, tx + w * 0.2, t), h * 0.9, { stroke: '#6a6a6c', 'stroke-width': 4 });
    }
    // Dappled shade from the crown.
    const dapple = random.fork('dapple');
    for (let i = 0; i < 16; i++) {
      d.path(smooth(blob(dapple.range(0, w), dapple.range(pavement + h * 0.01, h * 0.95), dapple.range(w * 0.05, w * 0.14), dapple.range(h * 0.008, h * 0.02), dapple, 0.3, 8)), { fill: '#2a2a30', 'fill-opacity': 0.22 });
    }
    // Trunk and limbs; bark in camouflage patches, clipped to the wood.
    const trunk = `M${n(tx - w * 0.08)} ${n(h * 0.87)}C${n(tx - w * 0.06)} ${n(h * 0.6)} ${n(tx - w * 0.07)} ${n(h * 0.45)} ${n(tx - w * 0.2)} ${n(h * 0.2)}L${n(tx - w * 0.13)} ${n(h * 0.18)}C${n(tx - w * 0.03)} ${n(h * 0.35)} ${n(tx)} ${n(h * 0.38)} ${n(tx + w * 0.02)} ${n(h * 0.3)}C${n(tx + w * 0.04)} ${n(h * 0.2)} ${n(tx + w * 0.12)} ${n(h * 0.12)} ${n(tx + w * 0.22)} ${n(h * 0.06)}L${n(tx + w * 0.25)} ${n(h * 0.1)}C${n(tx + w * 0.14)} ${n(h * 0.18)} ${n(tx + w * 0.08)} ${n(h * 0.3)} ${n(tx + w * 0.07)} ${n(h * 0.45)}C${n(tx + w * 0.06)} ${n(h * 0.6)} ${n(tx + w * 0.07)} ${n(h * 0.8)} ${n(tx + w * 0.09)} ${n(h * 0.87)}Z`;
    d.path(trunk, { fill: '#8a8460' });
    d.group({ 'clip-path': d.clip(trunk) }, () => {
      const bark = random.fork('bark');
      const colours = ['#d8d2a8', '#a8a070', '#6a6248', '#c2bb8a', '#7d7a56'];
      const paths = colours.map(() => '');
      for (let i = 0; i < 110; i++) {
        const c = bark.int(0, colours.length - 1);
        paths[c] += smooth(blob(tx + bark.range(-w * 0.22, w * 0.26), bark.range(h * 0.04, h * 0.88), bark.range(w * 0.02, w * 0.05), bark.range(h * 0.012, h * 0.03), bark, 0.3, 7));
      }
      paths.forEach((path, i) => d.path(path, { fill: colours[i] }));
      d.rect(tx - w * 0.3, 0, w * 0.6, h, { fill: d.linear([{ offset: 0, color: '#ffffff', opacity: 0.0 }, { offset: 0.45, color: '#ffffff', opacity: 0.15 }, { offset: 0.6, color: '#000000', opacity: 0.25 }, { offset: 1, color: '#000000', opacity: 0.1 }], tx - w * 0.1, 0, tx + w * 0.1, 0) });
    });
    // The crown: several overlapping masses of leaves.
    const crown = random.fork('crown');
    const palette = { dark: '#2a4a22', mid: '#4a7a32', light: '#9cc45a' };
    foliage(d, crown, { cx: tx, cy: h * 0.06, rx: w * 0.62, ry: h * 0.14 }, palette, 220);
    foliage(d, crown, { cx: tx - w * 0.3, cy: h * 0.2, rx: w * 0.36, ry: h * 0.1 }, palette, 180);
    foliage(d, crown, { cx: tx + w * 0.36, cy: h * 0.17, rx: w * 0.38, ry: h * 0.11 }, palette, 180);
    volunteer(d, w * 0.8, h * 0.93, h * 0.28);
  },
};

