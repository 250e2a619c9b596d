import { shade } from '../color';
import type { Drawing } from '../drawing';
import { n } from '../drawing';
import { contactShadow, softShadow, softShape } from '../effects';
import { poly, rotatedRect } from '../geometry';
import type { Random } from '../random';
import type { Scene } from '../scene';
import { woodPlanks } from '../textures';

/** Handwriting-like strokes (no letters): a wavering line with small loops. */
export function scribbleLine(d: Drawing, random: Random, x: number, y: number, length: number, height: number, color: string, width = 2): void {
  let path = `M${n(x)} ${n(y)}`;
  let cx = x;
  while (cx < x + length) {
    const step = random.range(height * 0.35, height * 0.9);
    const up = y - random.range(height * 0.3, height);
    path += `Q${n(cx + step * 0.5)} ${n(up)} ${n(cx + step)} ${n(y + random.range(-1, 1))}`;
    cx += step;
    if (random.chance(0.12)) {
      cx += random.range(height * 0.6, height * 1.2);
      path += `M${n(cx)} ${n(y)}`;
    }
  }
  d.path(path, { fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-opacity': 0.75 });
}

/** A cup of coffee on its saucer, seen from above; light from the upper left. */
export function coffeeCup(d: Drawing, cx: number, cy: number, r: number, cup = '#f3efe8'): void {
  contactShadow(d, cx + r * 0.35, cy + r * 0.4, r * 1.9, r * 1.8, 0.35);
  const saucer = d.radial([{ offset: 0, color: shade(cup, -0.06) }, { offset: 0.8, color: cup }, { offset: 1, color: shade(cup, -0.18) }], cx - r * 0.2, cy - r * 0.2, r * 1.7);
  d.circle(cx, cy, r * 1.55, { fill: saucer });
  d.circle(cx, cy, r * 1.05, { fill: 'none', stroke: shade(cup, -0.12), 'stroke-width': r * 0.06, 'stroke-opacity': 0.6 });
  // Handle, then the cup's own shadow on the saucer.
  d.path(rotatedRect(cx + r * 1.18, cy + r * 0.42, r * 0.55, r * 0.26, 20), { fill: shade(cup, -0.08), stroke: shade(cup, -0.25), 'stroke-width': 2 });
  d.circle(cx + r * 0.14, cy + r * 0.16, r * 1.02, { fill: '#000000', 'fill-opacity': 0.18 });
  const body = d.radial([{ offset: 0.7, color: cup }, { offset: 1, color: shade(cup, -0.2) }], cx - r * 0.15, cy - r * 0.15, r * 1.1);
  d.circle(cx, cy, r, { fill: body });
  const coffee = d.radial(
    [
      { offset: 0, color: '#6b4024' },
      { offset: 0.65, color: '#4a2a15' },
      { offset: 0.9, color: '#8a5a34' },
      { offset: 1, color: '#b07c4f' },
    ],
    cx,
    cy,
    r * 0.84,
  );
  d.circle(cx, cy, r * 0.84, { fill: coffee });
  d.ellipse(cx - r * 0.3, cy - r * 0.32, r * 0.22, r * 0.08, { fill: '#ffffff', 'fill-opacity': 0.35, transform: `rotate(-40 ${n(cx - r * 0.3)} ${n(cy - r * 0.32)})` });
  d.path(`M${n(cx - r * 0.95)} ${n(cy)}A${n(r * 0.95)} ${n(r * 0.95)} 0 0 1 ${n(cx)} ${n(cy - r * 0.95)}`, {
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': r * 0.05,
    'stroke-opacity': 0.8,
    'stroke-linecap': 'round',
  });
}

/** A pencil lying at an angle: body, sharpened wood, graphite, ferrule and rubber. */
export function pencil(d: Drawing, x: number, y: number, length: number, angle: number, body = '#e8b630'): void {
  const w = length * 0.045;
  d.group({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, () => {
    softShadow(d, poly([[-length * 0.12, -w / 2], [length * 0.86, -w / 2], [length, 0], [length * 0.86, w / 2], [-length * 0.12, w / 2]]), w * 0.25, w * 0.55, w * 0.22, 0.28);
    d.rect(0, -w / 2, length * 0.86, w, { fill: body });
    d.rect(0, -w / 2, length * 0.86, w / 3, { fill: shade(body, 0.25) });
    d.rect(0, w / 6, length * 0.86, w / 3, { fill: shade(body, -0.18) });
    d.path(poly([[length * 0.86, -w / 2], [length, 0], [length * 0.86, w / 2]]), { fill: '#e2c199' });
    d.path(poly([[length * 0.965, -w * 0.12], [length, 0], [length * 0.965, w * 0.12]]), { fill: '#3a3a3a' });
    d.rect(-length * 0.07, -w / 2, length * 0.07, w, { fill: '#b9b4a9' });
    for (let i = 1; i < 4; i++) d.rect(-length * 0.07 + (i * length * 0.07) / 4, -w / 2, 1.5, w, { fill: '#8a857b' });
    d.path(`M${n(-length * 0.07)} ${n(-w / 2)}h${n(-length * 0.06)}a${n(w / 2)} ${n(w / 2)} 0 0 0 0 ${n(w)}h${n(length * 0.06)}Z`, { fill: '#d9837a' });
  });
}

function notebook(d: Drawing, random: Random, cx: number, cy: number, pageW: number, pageH: number, angle: number): void {
  const outline = rotatedRect(cx, cy, pageW * 2 + 16, pageH + 14, angle);
  softShadow(d, outline, 14, 20, 22, 0.32);
  d.group({ transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})` }, () => {
    const left = cx - pageW;
    const top = cy - pageH / 2;
    d.rect(left - 8, top - 7, pageW * 2 + 16, pageH + 14, { fill: '#2f4a5c', rx: 10 });
    for (const side of [0, 1]) {
      const x = left + side * pageW;
      const toSpine = side === 0 ? [x, 0, x + pageW, 0] : [x + pageW, 0, x, 0];
      const paper = d.linear(
        [
          { offset: 0, color: '#f7f1e3' },
          { offset: 0.85, color: '#efe6d2' },
          { offset: 1, color: '#c9bda4' },
        ],
        toSpine[0] ?? 0,
        0,
        toSpine[2] ?? 0,
        0,
      );
      d.rect(x, top, pageW, pageH, { fill: paper });
      for (let yy = top + pageH * 0.12; yy < top + pageH * 0.95; yy += pageH / 22) {
        d.line(x + pageW * 0.06, yy, x + pageW * 0.94, yy, { stroke: '#8fa7c0', 'stroke-width': 1.4, 'stroke-opacity': 0.55 });
      }
    }
    // A page of notes on the left, a few lines on the right.
    const lineGap = pageH / 22;
    for (let i = 0; i < 15; i++) {
      const yy = top + pageH * 0.12 + (i + 1) * lineGap - 4;
      const length = i === 14 ? pageW * 0.4 : pageW * random.range(0.62, 0.8);
      if (i === 6) continue;
      scribbleLine(d, random, left + pageW * 0.1, yy, length, lineGap * 0.55, '#2b3550', 1.8);
    }
    for (let i = 0; i < 5; i++) {
      scribbleLine(d, random, cx + pageW * 0.1, top + pageH * 0.12 + (i + 1) * lineGap - 4, pageW * random.range(0.5, 0.75), lineGap * 0.55, '#2b3550', 1.8);
    }
    d.rect(cx - 2, top, 4, pageH, { fill: '#000000', 'fill-opacity': 0.12 });
    d.path(`M${n(cx + pageW * 0.78)} ${n(top - 7)}v${n(pageH * 0.55)}l${n(pageW * 0.025)} ${n(-pageH * 0.03)}l${n(pageW * 0.025)} ${n(pageH * 0.03)}v${n(-pageH * 0.55)}Z`, { fill: '#b23a3a' });
  });
}

function leaf(d: Drawing, x: number, y: number, length: number, angle: number, color: string): void {
  const w = length * 0.26;
  const shape = `M0 0C${n(length * 0.3)} ${n(-w)} ${n(length * 0.8)} ${n(-w * 0.7)} ${n(length)} 0C${n(length * 0.8)} ${n(w * 0.7)} ${n(length * 0.3)} ${n(w)} 0 0Z`;
  d.group({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` }, () => {
    softShadow(d, shape, length * 0.05, length * 0.08, length * 0.03, 0.18);
    const fill = d.linear([{ offset: 0, color: shade(color, 0.2) }, { offset: 1, color: shade(color, -0.25) }], 0, -w, 0, w);
    d.path(shape, { fill });
    d.path(`M0 0Q${n(length * 0.5)} ${n(-w * 0.08)} ${n(length * 0.97)} 0`, { fill: 'none', stroke: shade(color, 0.45), 'stroke-width': 2.5, 'stroke-opacity': 0.7 });
    for (let i = 1; i < 6; i++) {
      const t = (i / 6) * length;
      for (const s of [-1, 1]) {
        d.path(`M${n(t)} 0Q${n(t + length * 0.06)} ${n(s * w * 0.25)} ${n(t + length * 0.14)} ${n(s * w * 0.45)}`, {
          fill: 'none',
          stroke: shade(color, 0.35),
          'stroke-width': 1.5,
          'stroke-opacity': 0.45,
        });
      }
    }
  });
}

/** A writing desk from above in early light: open notebook, pencil, coffee, a plant's leaves, window light across it all. */
export const deskMorning: Scene = {
  grain: 9,
  vignette: 0.35,
  draw(d, random) {
    const { width: w, height: h } = d;
    woodPlanks(d, random.fork('wood'), { x: 0, y: 0, w, h }, { base: '#a8764a', board: h / 5.2, grain: 18 });

    // A closed book at the top edge, a notebook in the middle, a pencil, the cup, leaves from the corner.
    const book = rotatedRect(w * 0.2, h * 0.02, w * 0.34, h * 0.3, 4);
    softShadow(d, book, 10, 16, 16, 0.3);
    d.path(book, { fill: '#7a3b2e' });
    d.path(rotatedRect(w * 0.2, h * 0.02, w * 0.31, h * 0.27, 4), { fill: 'none', stroke: '#c79a5b', 'stroke-width': 3, 'stroke-opacity': 0.7 });

    notebook(d, random.fork('notebook'), w * 0.43, h * 0.58, w * 0.22, h * 0.62, -5);
    pencil(d, w * 0.5, h * 0.85, w * 0.27, -24);
    coffeeCup(d, w * 0.83, h * 0.63, h * 0.11);

    // A potted plant in the top right corner, its leaves fanning out over the desk.
    const plant = random.fork('plant');
    const potX = w * 0.97;
    const potY = h * 0.04;
    contactShadow(d, potX - h * 0.02, potY + h * 0.05, h * 0.22, h * 0.2, 0.45);
    d.circle(potX, potY, h * 0.15, { fill: '#b5643c' });
    d.circle(potX, potY, h * 0.125, { fill: '#4a3325' });
    const green = ['#3f6b3a', '#4f7d43', '#35603a', '#5a8a4a'];
    for (let i = 0; i < 11; i++) {
      const angle = 92 + i * 9 + plant.range(-4, 4);
      leaf(d, potX - h * 0.02, potY + h * 0.02, h * plant.range(0.34, 0.48), angle, plant.pick(green));
    }

    // Morning sun through a four-pane window, falling across the desk from the left.
    const pane = (x0: number, y0: number, pw: number, ph: number) =>
      poly([
        [x0, y0],
        [x0 + pw, y0 + ph * 0.16],
        [x0 + pw + ph * 0.55, y0 + ph * 1.16],
        [x0 + ph * 0.55, y0 + ph],
      ]);
    const gap = w * 0.014;
    const pw = w * 0.24;
    const ph = h * 0.4;
    d.group({ style: 'mix-blend-mode:overlay' }, () => {
      for (const [i, j] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const x0 = -w * 0.1 + i * (pw + gap) + j * (ph + gap) * 0.55;
        const y0 = -h * 0.12 + j * (ph + gap) + i * (pw + gap) * 0.16;
        softShape(d, pane(x0, y0, pw, ph), w * 0.01, 0.75, '#fff1c9');
      }
    });
    const shadeAll = d.linear(
      [
        { offset: 0, color: '#1d1208', opacity: 0 },
        { offset: 1, color: '#1d1208', opacity: 0.3 },
      ],
      w * 0.3,
      h * 0.2,
      w,
      h,
    );
    d.rect(0, 0, w, h, { fill: shadeAll });
  },
};

