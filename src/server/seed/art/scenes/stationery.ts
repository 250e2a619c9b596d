import { mix, shade } from '../color';
import type { Drawing } from '../drawing';
import { n } from '../drawing';
import { contactShadow, glow, softShadow } from '../effects';
import { blob, poly, rotatedRect, smooth } from '../geometry';
import type { Scene } from '../scene';
import { speckles, woodPlanks } from '../textures';
import { coffeeCup, pencil, scribbleLine } from './desk';

/** Everything drawn inside `draw` is turned by `angle` degrees about (cx, cy). */
function turned(d: Drawing, cx: number, cy: number, angle: number, draw: () => void): void {
  d.group({ transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, draw);
}

/** A stack of ruled index cards, slightly fanned, on a blue desk mat, with their box and a pencil. */
export const indexCards: Scene = {
  grain: 8,
  vignette: 0.35,
  draw(d, random) {
    const { width: w, height: h } = d;
    woodPlanks(d, random.fork('desk'), { x: 0, y: 0, w, h }, { base: '#8a6240', board: h / 4, grain: 14 });
    // Felt mat.
    const mat = rotatedRect(w * 0.46, h * 0.56, w * 0.86, h * 0.86, -2);
    softShadow(d, mat, 6, 10, 10, 0.3);
    d.path(mat, { fill: '#3e5566' });
    speckles(d, random.fork('felt'), { x: 0, y: 0, w, h }, 900, ['#2e4252', '#587080'], [1, 2.5], [0.35, 0.5]);

    // The card box, top right, with cards standing in it.
    turned(d, w * 0.83, h * 0.2, 6, () => {
      const bx = w * 0.7;
      const by = h * 0.02;
      const bw = w * 0.26;
      const bh = h * 0.34;
      softShadow(d, `M${n(bx)} ${n(by)}h${n(bw)}v${n(bh)}h${n(-bw)}Z`, 10, 16, 14, 0.35);
      d.rect(bx, by, bw, bh, { fill: '#b98a5a', rx: 6 });
      d.rect(bx + bw * 0.06, by + bh * 0.06, bw * 0.88, bh * 0.88, { fill: '#6e4a2e' });
      // Cards seen from above, standing on edge, with a few coloured divider tabs.
      for (let i = 0; i < 14; i++) {
        const y = by + bh * 0.1 + i * bh * 0.058;
        d.rect(bx + bw * 0.08, y, bw * 0.84, bh * 0.022, { fill: i % 5 === 0 ? '#e9d9a6' : '#f6f2e8' });
        d.rect(bx + bw * 0.08, y + bh * 0.022, bw * 0.84, bh * 0.02, { fill: '#000000', 'fill-opacity': 0.35 });
        if (i % 5 === 2) d.rect(bx + bw * (0.2 + (i % 3) * 0.2), y - bh * 0.03, bw * 0.16, bh * 0.04, { fill: ['#d0505a', '#4a8ac8', '#e8b84a'][i % 3] ?? '#d0505a', rx: 3 });
      }
    });

    const cw = w * 0.46;
    const ch = cw * 0.6;
    // A loose card under the stack.
    const loose = rotatedRect(w * 0.2, h * 0.3, cw * 0.8, ch * 0.8, 24);
    softShadow(d, loose, 3, 5, 6, 0.25);
    d.path(loose, { fill: '#e9d9a6' });
    turned(d, w * 0.2, h * 0.3, 24, () => {
      for (let k = 1; k <= 6; k++) d.line(w * 0.2 - cw * 0.4, h * 0.3 - ch * 0.3 + k * ch * 0.09, w * 0.2 + cw * 0.4, h * 0.3 - ch * 0.3 + k * ch * 0.09, { stroke: '#9ab0c8', 'stroke-width': 1.6, 'stroke-opacity': 0.6 });
    });
    // The stack: each card turned a little more than the one below.
    const cx = w * 0.4;
    const cy = h * 0.55;
    const cards = 7;
    const fan = random.fork('fan');
    for (let i = 0; i < cards; i++) {
      const angle = -14 + i * 2.6 + fan.range(-1, 1);
      const ox = cx + (i - cards) * 2 + fan.range(-6, 6);
      const oy = cy - i * 3;
      const outline = rotatedRect(ox, oy, cw, ch, angle);
      softShadow(d, outline, 3, 5, 6, i === 0 ? 0.35 : 0.16);
      const top = i === cards - 1;
      d.path(outline, { fill: top ? '#fbf8f0' : mix('#f4efe2', '#e8dcc0', fan.next() * 0.5) });
      turned(d, ox, oy, angle, () => {
        const left = ox - cw / 2;
        const headY = oy - ch / 2 + ch * 0.2;
        d.line(left, headY, left + cw, headY, { stroke: '#d0505a', 'stroke-width': 2.5, 'stroke-opacity': 0.8 });
        for (let k = 1; k <= 8; k++) {
          const y = headY + k * ch * 0.088;
          d.line(left, y, left + cw, y, { stroke: '#7fa7cf', 'stroke-width': 1.8, 'stroke-opacity': 0.6 });
        }
        if (top) {
          const notes = random.fork('notes');
          scribbleLine(d, notes, left + cw * 0.06, headY - ch * 0.05, cw * 0.45, ch * 0.07, '#3a3a44', 2.4);
          for (let k = 1; k <= 5; k++) {
            scribbleLine(d, notes, left + cw * 0.08, headY + k * ch * 0.088 - 5, cw * notes.range(0.5, 0.82), ch * 0.055, '#3a3a44', 2);
          }
        }
      });
    }
    // A pencil and a binder clip.
    pencil(d, w * 0.62, h * 0.9, w * 0.3, -12, '#2f6b4f');
    const clipX = w * 0.86;
    const clipY = h * 0.7;
    contactShadow(d, clipX + 8, clipY + 10, 60, 40, 0.4);
    d.rect(clipX - 40, clipY - 24, 80, 48, { fill: '#1e1e22', rx: 6 });
    d.path(`M${n(clipX - 28)} ${n(clipY - 20)}L${n(clipX - 50)} ${n(clipY - 90)}H${n(clipX + 50)}L${n(clipX + 28)} ${n(clipY - 20)}`, { fill: 'none', stroke: '#c9ccd2', 'stroke-width': 6, 'stroke-linejoin': 'round' });
    glow(d, w * 0.1, h * 0.05, w * 0.6, '#fff1d0', 0.18);
  },
};

/** A postage stamp with perforated edges and a small picture (hills and a sun), no lettering. */
function stamp(d: Drawing, x: number, y: number, s: number, angle: number, hue: string): void {
  turned(d, x, y, angle, () => {
    d.rect(x - s / 2, y - s * 0.6, s, s * 1.2, { fill: '#f6f0e0' });
    let dots = '';
    const r = s * 0.04;
    for (let i = 0; i <= 10; i++) {
      for (const [px, py] of [
        [x - s / 2 + (i * s) / 10, y - s * 0.6],
        [x - s / 2 + (i * s) / 10, y + s * 0.6],
        [x - s / 2, y - s * 0.6 + (i * s * 1.2) / 10],
        [x + s / 2, y - s * 0.6 + (i * s * 1.2) / 10],
      ] as const) {
        dots += `M${n(px - r)} ${n(py)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      }
    }
    d.path(dots, { fill: '#000000', 'fill-opacity': 0.35 });
    d.rect(x - s * 0.38, y - s * 0.48, s * 0.76, s * 0.96, { fill: hue });
    d.circle(x + s * 0.12, y - s * 0.15, s * 0.12, { fill: '#f6e3a0' });
    d.path(`M${n(x - s * 0.38)} ${n(y + s * 0.48)}V${n(y + s * 0.15)}Q${n(x - s * 0.1)} ${n(y - s * 0.05)} ${n(x + s * 0.1)} ${n(y + s * 0.15)}T${n(x + s * 0.38)} ${n(y + s * 0.1)}V${n(y + s * 0.48)}Z`, { fill: shade(hue, -0.35) });
  });
}

function postmark(d: Drawing, x: number, y: number, r: number): void {
  d.circle(x, y, r, { fill: 'none', stroke: '#2a2a3a', 'stroke-width': 3, 'stroke-opacity': 0.5 });
  d.circle(x, y, r * 0.7, { fill: 'none', stroke: '#2a2a3a', 'stroke-width': 2, 'stroke-opacity': 0.4 });
  for (let i = 0; i < 4; i++) {
    const yy = y - r * 0.45 + i * r * 0.3;
    d.path(`M${n(x + r * 1.1)} ${n(yy)}q${n(r * 0.4)} ${n(-r * 0.15)} ${n(r * 0.8)} 0t${n(r * 0.8)} 0t${n(r * 0.8)} 0`, { fill: 'none', stroke: '#2a2a3a', 'stroke-width': 3, 'stroke-opacity': 0.45 });
  }
}

/** A bundle of old letters tied with twine on a walnut table: worn envelopes, stamps and postmarks, a fountain pen. */
export const letters: Scene = {
  grain: 10,
  vignette: 0.45,
  draw(d, random) {
    const { width: w, height: h } = d;
    woodPlanks(d, random.fork('table'), { x: 0, y: 0, w, h }, { base: '#5a3a26', board: h / 3.5, grain: 20 });
    glow(d, w * 0.3, h * 0.3, w * 0.6, '#ffd9a0', 0.2);
    const cx = w * 0.47;
    const cy = h * 0.52;
    const ew = w * 0.5;
    const eh = ew * 0.58;
    const env = random.fork('envelopes');
    const papers = ['#efe3c6', '#e6d6b2', '#f3ead6', '#dcc9a2', '#e9e0cc'];
    for (let i = 0; i < 6; i++) {
      const angle = env.range(-12, 12);
      const ox = cx + env.range(-w * 0.05, w * 0.05);
      const oy = cy + env.range(-h * 0.05, h * 0.05) - i * 3;
      const outline = rotatedRect(ox, oy, ew, eh, angle);
      softShadow(d, outline, 4, 7, 8, 0.3);
      const airmail = i === 3;
      const paper = airmail ? '#e8eef2' : env.pick(papers);
      d.path(outline, { fill: paper });
      turned(d, ox, oy, angle, () => {
        const left = ox - ew / 2;
        const top = oy - eh / 2;
        if (airmail) {
          for (let k = 0; k < 24; k++) {
            const x = left + (k * ew) / 24;
            for (const yy of [top, top + eh - 12]) d.path(poly([[x, yy], [x + ew / 48, yy], [x + ew / 24, yy + 12], [x + ew / 48, yy + 12]]), { fill: k % 2 ? '#c23b3b' : '#2f5d9a' });
          }
        }
        // Foxing, a soft fold, and the back flap's edges.
        d.path(`M${n(left)} ${n(top)}L${n(ox)} ${n(oy + eh * 0.1)}L${n(left + ew)} ${n(top)}`, { fill: 'none', stroke: shade(paper, -0.2), 'stroke-width': 2, 'stroke-opacity': 0.5 });
        d.rect(left, top, ew, eh, { fill: d.linear([{ offset: 0, color: '#8a6a3a', opacity: 0.14 }, { offset: 0.5, color: '#8a6a3a', opacity: 0 }, { offset: 1, color: '#8a6a3a', opacity: 0.2 }], left, top, left + ew, top + eh) });
        speckles(d, env, { x: left, y: top, w: ew, h: eh }, 40, ['#a07a40'], [1, 4], [0.15, 0.3]);
        if (i === 5) {
          for (let k = 0; k < 3; k++) scribbleLine(d, env, left + ew * 0.35, oy + k * eh * 0.13, ew * env.range(0.3, 0.45), eh * 0.07, '#2a2a55', 2.4);
          stamp(d, left + ew * 0.86, top + eh * 0.2, ew * 0.12, 2, '#4a7a9a');
          stamp(d, left + ew * 0.72, top + eh * 0.2, ew * 0.12, -3, '#a04a3a');
          postmark(d, left + ew * 0.62, top + eh * 0.28, eh * 0.11);
        }
      });
    }
    // Twine round the bundle, crossing, with a bow.
    const twine = (x1: number, y1: number, x2: number, y2: number) => {
      d.line(x1 + 3, y1 + 4, x2 + 3, y2 + 4, { stroke: '#000000', 'stroke-width': 9, 'stroke-opacity': 0.25 });
      d.line(x1, y1, x2, y2, { stroke: '#b48a52', 'stroke-width': 8 });
      d.line(x1, y1, x2, y2, { stroke: '#6e4e26', 'stroke-width': 8, 'stroke-dasharray': '3 9', 'stroke-opacity': 0.6 });
    };
    twine(cx - ew * 0.62, cy + eh * 0.05, cx + ew * 0.62, cy - eh * 0.1);
    twine(cx - ew * 0.08, cy - eh * 0.75, cx + ew * 0.02, cy + eh * 0.75);
    const kx = cx - ew * 0.03;
    const ky = cy - eh * 0.03;
    for (const [dx, dy] of [
      [-1, -0.6],
      [1, -0.8],
    ] as const) {
      d.path(`M${n(kx)} ${n(ky)}C${n(kx + dx * 80)} ${n(ky + dy * 120)} ${n(kx + dx * 150)} ${n(ky + dy * 20)} ${n(kx)} ${n(ky)}`, { fill: 'none', stroke: '#b48a52', 'stroke-width': 7 });
    }
    d.path(`M${n(kx)} ${n(ky)}q${n(-30)} ${n(60)} ${n(-70)} ${n(110)}M${n(kx)} ${n(ky)}q${n(40)} ${n(50)} ${n(60)} ${n(120)}`, { fill: 'none', stroke: '#a07a44', 'stroke-width': 7, 'stroke-linecap': 'round' });
    d.circle(kx, ky, 10, { fill: '#8a6434' });
    // A fountain pen and a pressed flower.
    turned(d, w * 0.84, h * 0.78, -32, () => {
      const px = w * 0.7;
      const py = h * 0.78;
      const body = `M${n(px)} ${n(py - 14)}H${n(px + w * 0.22)}Q${n(px + w * 0.235)} ${n(py)} ${n(px + w * 0.22)} ${n(py + 14)}H${n(px)}Z`;
      softShadow(d, body, 6, 10, 6, 0.35);
      d.path(body, { fill: d.linear([{ offset: 0, color: '#3a3a4a' }, { offset: 0.4, color: '#1a1a22' }, { offset: 1, color: '#0e0e12' }], 0, py - 14, 0, py + 14) });
      d.rect(px + w * 0.08, py - 15, w * 0.012, 30, { fill: '#c9a85a' });
      d.path(`M${n(px)} ${n(py - 10)}L${n(px - w * 0.06)} ${n(py)}L${n(px)} ${n(py + 10)}Z`, { fill: '#d9bf7a' });
      d.line(px - w * 0.055, py, px - 4, py, { stroke: '#6a5a2a', 'stroke-width': 1.5 });
      d.rect(px + w * 0.1, py - 17, w * 0.09, 4, { fill: '#c9a85a' });
    });
    const flower = random.fork('flower');
    const fx = w * 0.13;
    const fy = h * 0.22;
    d.path(`M${n(fx)} ${n(fy)}Q${n(fx + 60)} ${n(fy + 120)} ${n(fx + 40)} ${n(fy + 260)}`, { fill: 'none', stroke: '#6a6a3a', 'stroke-width': 4 });
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      d.path(smooth(blob(fx + Math.cos(a) * 22, fy + Math.sin(a) * 22, 22, 13, flower, 0.2, 7, a)), { fill: '#b78aa8' });
    }
    d.circle(fx, fy, 10, { fill: '#d9b05a' });
  },
};

/** An open sketchbook: practice shapes on the left, a hatched drawing of a cup on the right, the real cup beside it. */
export const sketchbook: Scene = {
  grain: 8,
  vignette: 0.3,
  draw(d, random) {
    const { width: w, height: h } = d;
    d.rect(0, 0, w, h, { fill: '#c9c3b8' });
    speckles(d, random.fork('table'), { x: 0, y: 0, w, h }, 1200, ['#a9a398', '#ddd8ce'], [1, 3], [0.4, 0.6]);
    const cx = w * 0.44;
    const cy = h * 0.5;
    const pw = w * 0.33;
    const ph = h * 0.78;
    turned(d, cx, cy, 3, () => {
      softShadow(d, `M${n(cx - pw)} ${n(cy - ph / 2)}h${n(pw * 2)}v${n(ph)}h${n(-pw * 2)}Z`, 12, 18, 18, 0.35);
      d.rect(cx - pw - 8, cy - ph / 2 - 8, pw * 2 + 16, ph + 16, { fill: '#2b2b2e', rx: 8 });
      for (const side of [-1, 1]) {
        const x = side < 0 ? cx - pw : cx;
        const toSpine = side < 0 ? [x, x + pw] : [x + pw, x];
        d.rect(x, cy - ph / 2, pw, ph, {
          fill: d.linear([{ offset: 0, color: '#f8f4ea' }, { offset: 0.88, color: '#f1ebdd' }, { offset: 1, color: '#d8cfbc' }], toSpine[0] ?? 0, 0, toSpine[1] ?? 0, 0),
        });
      }
      // Spiral binding.
      for (let i = 0; i < 22; i++) {
        const y = cy - ph / 2 + ph * 0.03 + (i * ph * 0.94) / 21;
        d.ellipse(cx, y, 14, 6, { fill: 'none', stroke: '#8a8c92', 'stroke-width': 4 });
      }
      const pencilStroke = { fill: 'none', stroke: '#4a4a52', 'stroke-linecap': 'round' } as const;
      // Left page: cubes, spheres and loose warm-up ellipses.
      const lx = cx - pw * 0.75;
      const sk = random.fork('sketch');
      for (let i = 0; i < 3; i++) {
        const ex = lx + i * pw * 0.25;
        const ey = cy - ph * 0.3;
        for (let k = 0; k < 3; k++) d.ellipse(ex + sk.range(-3, 3), ey + sk.range(-3, 3), pw * 0.09, pw * 0.04, { ...pencilStroke, 'stroke-width': 1.5, 'stroke-opacity': 0.5 });
      }
      const bx = cx - pw * 0.62;
      const by = cy;
      const s = pw * 0.22;
      d.path(poly([[bx, by], [bx + s, by - s * 0.35], [bx + s * 2, by], [bx + s, by + s * 0.35]]), { ...pencilStroke, 'stroke-width': 2.2, 'stroke-opacity': 0.8 });
      d.path(`M${n(bx)} ${n(by)}v${n(s)}l${n(s)} ${n(s * 0.35)}l${n(s)} ${n(-s * 0.35)}v${n(-s)}M${n(bx + s)} ${n(by + s * 0.35)}v${n(s)}`, { ...pencilStroke, 'stroke-width': 2.2, 'stroke-opacity': 0.8 });
      for (let k = 0; k < 14; k++) d.line(bx + s + k * (s / 14), by + s * 0.35 + k * (s * 0.35) / 14 + 4, bx + s + k * (s / 14), by + s * 1.35 - 4 + k * 0.3, { stroke: '#4a4a52', 'stroke-width': 1.4, 'stroke-opacity': 0.55 });
      const sx = cx - pw * 0.55;
      const sy = cy + ph * 0.3;
      d.circle(sx, sy, pw * 0.13, { ...pencilStroke, 'stroke-width': 2.2, 'stroke-opacity': 0.8 });
      for (let k = 0; k < 12; k++) {
        const a = -0.2 + k * 0.12;
        d.path(`M${n(sx + Math.cos(a) * pw * 0.05)} ${n(sy + Math.sin(a) * pw * 0.12)}A${n(pw * 0.13)} ${n(pw * 0.13)} 0 0 1 ${n(sx + Math.cos(a + 1.2) * pw * 0.13)} ${n(sy + Math.sin(a + 1.2) * pw * 0.13)}`, { ...pencilStroke, 'stroke-width': 1.2, 'stroke-opacity': 0.4 });
      }
      d.ellipse(sx + pw * 0.05, sy + pw * 0.15, pw * 0.15, pw * 0.03, { fill: '#4a4a52', 'fill-opacity': 0.25 });
      // Right page: the cup, with its shadow hatched in.
      const ux = cx + pw * 0.48;
      const uy = cy - ph * 0.05;
      const ur = pw * 0.24;
      for (let k = 0; k < 40; k++) {
        const t = k / 40;
        const x0 = ux + ur * 0.2 + t * ur * 1.6;
        d.line(x0, uy + ur * 1.25 + sk.range(-2, 2), x0 - ur * 0.35, uy + ur * 1.62 + sk.range(-2, 2), { stroke: '#3a3a42', 'stroke-width': 1.6, 'stroke-opacity': 0.55 });
      }
      d.ellipse(ux, uy - ur * 0.05, ur, ur * 0.28, { ...pencilStroke, 'stroke-width': 2.6, 'stroke-opacity': 0.85 });
      d.ellipse(ux + 2, uy - ur * 0.03, ur * 0.98, ur * 0.26, { ...pencilStroke, 'stroke-width': 1.2, 'stroke-opacity': 0.4 });
      d.path(`M${n(ux - ur)} ${n(uy)}Q${n(ux - ur * 0.95)} ${n(uy + ur * 1.3)} ${n(ux)} ${n(uy + ur * 1.35)}Q${n(ux + ur * 0.95)} ${n(uy + ur * 1.3)} ${n(ux + ur)} ${n(uy)}`, { ...pencilStroke, 'stroke-width': 2.6, 'stroke-opacity': 0.85 });
      d.path(`M${n(ux + ur * 0.92)} ${n(uy + ur * 0.25)}C${n(ux + ur * 1.5)} ${n(uy + ur * 0.1)} ${n(ux + ur * 1.5)} ${n(uy + ur * 0.9)} ${n(ux + ur * 0.7)} ${n(uy + ur * 0.95)}`, { ...pencilStroke, 'stroke-width': 2.4, 'stroke-opacity': 0.8 });
      for (let k = 0; k < 16; k++) {
        const t = k / 16;
        const x0 = ux + ur * (0.25 + t * 0.7);
        d.line(x0, uy + ur * (0.3 + t * 0.1), x0 - ur * 0.1, uy + ur * (1.1 - t * 0.2), { stroke: '#3a3a42', 'stroke-width': 1.3, 'stroke-opacity': 0.5 });
      }
    });
    coffeeCup(d, w * 0.88, h * 0.3, h * 0.09, '#d9e4ea');
    pencil(d, w * 0.73, h * 0.83, w * 0.25, -70, '#3a3a40');
    pencil(d, w * 0.79, h * 0.86, w * 0.2, -60, '#b8433a');
    // Eraser and shavings.
    const ex = w * 0.9;
    const ey = h * 0.62;
    softShadow(d, rotatedRect(ex, ey, 110, 60, 18), 4, 7, 5, 0.3);
    d.path(rotatedRect(ex, ey, 110, 60, 18), { fill: '#f0e6d8' });
    d.path(rotatedRect(ex - 20, ey - 6, 50, 60, 18), { fill: '#4a7ab0' });
    const shavings = random.fork('shavings');
    for (let i = 0; i < 6; i++) {
      const x = w * 0.8 + shavings.range(-40, 60);
      const y = h * 0.93 + shavings.range(-30, 30);
      d.path(smooth(blob(x, y, 14, 7, shavings, 0.4, 7, shavings.range(0, 3))), { fill: '#d9b98a', stroke: '#b8433a', 'stroke-width': 2 });
    }
  },
};
