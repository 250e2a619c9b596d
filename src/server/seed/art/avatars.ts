import { hsl, mix, shade } from './color';
import { n, type Drawing } from './drawing';
import { blob, smooth } from './geometry';
import { hashString, Random } from './random';

type HairStyle = 'bun' | 'short' | 'curly' | 'long' | 'bob' | 'receding' | 'wavy';

export interface Face {
  skin: string;
  hair: string;
  style: HairStyle;
  glasses?: boolean;
  beard?: boolean;
}

const SKINS = ['#f3d2b6', '#eac0a0', '#d9a47e', '#b57a52', '#8d5a3a', '#6a402a'];
const HAIRS = ['#2a1c14', '#4a2e1e', '#7a5032', '#a8743e', '#d9c9a8', '#b8b4ac', '#1c1a1a'];
const STYLES: HairStyle[] = ['bun', 'short', 'curly', 'long', 'bob', 'receding', 'wavy'];

/** The demo people's portraits, by name; anyone else gets a face derived from their name. */
const FACES: Record<string, Face> = {
  'Ada Lovelace': { skin: '#f3d2b6', hair: '#3a2418', style: 'bun' },
  'Grace Hopper': { skin: '#eac0a0', hair: '#c9c5bd', style: 'curly', glasses: true },
  'Linus Pauling': { skin: '#eec6a6', hair: '#e8e4dc', style: 'receding' },
  'Margaret Hamilton': { skin: '#f0cdb0', hair: '#6a4428', style: 'long', glasses: true },
  'Alan Turing': { skin: '#eec8a8', hair: '#3a2a1e', style: 'short' },
  'Katherine Johnson': { skin: '#8d5a3a', hair: '#1c1a1a', style: 'curly', glasses: true },
  'Edsger Dijkstra': { skin: '#eac0a0', hair: '#9a948a', style: 'receding', beard: true, glasses: true },
  'Barbara Liskov': { skin: '#f0cdb0', hair: '#b8b4ac', style: 'bob' },
  'Tim Berners-Lee': { skin: '#efcaaa', hair: '#8a6a4a', style: 'short' },
  'Radia Perlman': { skin: '#e6bb98', hair: '#2a1c14', style: 'wavy' },
};

export function faceFor(name: string): Face {
  const known = FACES[name];
  if (known) return known;
  const random = new Random(`face:${name}`);
  return { skin: random.pick(SKINS), hair: random.pick(HAIRS), style: random.pick(STYLES), glasses: random.chance(0.3), beard: random.chance(0.15) };
}

/** A flat, friendly head-and-shoulders portrait on a soft ground of the person's colour. */
export function drawPortrait(d: Drawing, face: Face, hue: number): void {
  const s = d.width;
  const cx = s / 2;
  const ground = hsl(hue, 45, 84);
  d.rect(0, 0, s, s, { fill: ground });
  d.circle(s * 0.78, s * 0.2, s * 0.34, { fill: hsl(hue + 20, 50, 90), 'fill-opacity': 0.8 });
  d.circle(s * 0.12, s * 0.95, s * 0.3, { fill: hsl(hue - 20, 40, 76), 'fill-opacity': 0.6 });
  const headY = s * 0.44;
  const rx = s * 0.19;
  const ry = s * 0.23;
  const hair = face.hair;
  const dark = shade(hair, -0.2);
  // Hair that falls behind the head and shoulders.
  if (face.style === 'long' || face.style === 'wavy') {
    const wave = face.style === 'wavy' ? s * 0.03 : 0;
    d.path(`M${n(cx - rx * 1.25)} ${n(headY - ry * 0.2)}Q${n(cx - rx * 1.5 - wave)} ${n(headY + ry * 1.0)} ${n(cx - rx * 1.35)} ${n(headY + ry * 1.6)}H${n(cx + rx * 1.35)}Q${n(cx + rx * 1.5 + wave)} ${n(headY + ry * 1.0)} ${n(cx + rx * 1.25)} ${n(headY - ry * 0.2)}Z`, { fill: dark });
  }
  if (face.style === 'bob') d.path(smooth(blob(cx, headY + ry * 0.05, rx * 1.3, ry * 1.1, new Random(hashString(hair)), 0.03, 12)), { fill: shade(hair, -0.08) });
  if (face.style === 'bun') d.circle(cx, headY - ry * 1.05, rx * 0.5, { fill: hair });
  // Shoulders and neck.
  const top = hsl(hue, 42, 42);
  d.path(`M${n(s * 0.12)} ${n(s)}C${n(s * 0.14)} ${n(s * 0.8)} ${n(s * 0.28)} ${n(s * 0.74)} ${n(cx)} ${n(s * 0.73)}C${n(s * 0.72)} ${n(s * 0.74)} ${n(s * 0.86)} ${n(s * 0.8)} ${n(s * 0.88)} ${n(s)}Z`, { fill: top });
  d.path(`M${n(cx - s * 0.08)} ${n(s * 0.58)}V${n(s * 0.74)}Q${n(cx)} ${n(s * 0.82)} ${n(cx + s * 0.08)} ${n(s * 0.74)}V${n(s * 0.58)}Z`, { fill: shade(face.skin, -0.12) });
  d.path(`M${n(cx - s * 0.12)} ${n(s * 0.735)}Q${n(cx)} ${n(s * 0.86)} ${n(cx + s * 0.12)} ${n(s * 0.735)}`, { fill: 'none', stroke: shade(top, 0.25), 'stroke-width': s * 0.02 });
  // Ears and head.
  d.ellipse(cx - rx, headY + ry * 0.08, rx * 0.16, ry * 0.18, { fill: shade(face.skin, -0.06) });
  d.ellipse(cx + rx, headY + ry * 0.08, rx * 0.16, ry * 0.18, { fill: shade(face.skin, -0.06) });
  d.ellipse(cx, headY, rx, ry, { fill: face.skin });
  d.ellipse(cx + rx * 0.35, headY + ry * 0.2, rx * 0.55, ry * 0.7, { fill: shade(face.skin, -0.08), 'fill-opacity': 0.35 });
  // Features.
  const eyeY = headY + ry * 0.05;
  for (const side of [-1, 1]) {
    d.ellipse(cx + side * rx * 0.4, eyeY, rx * 0.075, ry * 0.075, { fill: '#2a201c' });
    d.circle(cx + side * rx * 0.4 + rx * 0.025, eyeY - ry * 0.025, rx * 0.022, { fill: '#ffffff' });
    d.path(`M${n(cx + side * rx * 0.22)} ${n(eyeY - ry * 0.2)}Q${n(cx + side * rx * 0.4)} ${n(eyeY - ry * 0.28)} ${n(cx + side * rx * 0.58)} ${n(eyeY - ry * 0.2)}`, { fill: 'none', stroke: shade(hair, -0.1), 'stroke-width': s * 0.012, 'stroke-linecap': 'round' });
    d.circle(cx + side * rx * 0.55, headY + ry * 0.35, rx * 0.14, { fill: '#e8837a', 'fill-opacity': 0.3 });
  }
  d.path(`M${n(cx)} ${n(headY + ry * 0.1)}Q${n(cx - rx * 0.1)} ${n(headY + ry * 0.3)} ${n(cx + rx * 0.04)} ${n(headY + ry * 0.33)}`, { fill: 'none', stroke: shade(face.skin, -0.3), 'stroke-width': s * 0.01, 'stroke-linecap': 'round' });
  if (face.beard) {
    d.path(`M${n(cx - rx * 0.98)} ${n(headY + ry * 0.1)}Q${n(cx - rx * 0.9)} ${n(headY + ry * 1.25)} ${n(cx)} ${n(headY + ry * 1.2)}Q${n(cx + rx * 0.9)} ${n(headY + ry * 1.25)} ${n(cx + rx * 0.98)} ${n(headY + ry * 0.1)}Q${n(cx + rx * 0.7)} ${n(headY + ry * 0.75)} ${n(cx)} ${n(headY + ry * 0.42)}Q${n(cx - rx * 0.7)} ${n(headY + ry * 0.75)} ${n(cx - rx * 0.98)} ${n(headY + ry * 0.1)}Z`, { fill: hair });
    d.path(`M${n(cx - rx * 0.25)} ${n(headY + ry * 0.58)}Q${n(cx)} ${n(headY + ry * 0.72)} ${n(cx + rx * 0.25)} ${n(headY + ry * 0.58)}`, { fill: 'none', stroke: '#5a2e2a', 'stroke-width': s * 0.012, 'stroke-linecap': 'round' });
  } else {
    d.path(`M${n(cx - rx * 0.3)} ${n(headY + ry * 0.5)}Q${n(cx)} ${n(headY + ry * 0.68)} ${n(cx + rx * 0.3)} ${n(headY + ry * 0.5)}`, { fill: 'none', stroke: '#8a3a34', 'stroke-width': s * 0.014, 'stroke-linecap': 'round' });
  }
  if (face.glasses) {
    for (const side of [-1, 1]) d.rect(cx + side * rx * 0.4 - rx * 0.24, eyeY - ry * 0.15, rx * 0.48, ry * 0.3, { fill: '#ffffff', 'fill-opacity': 0.15, stroke: '#2a2a30', 'stroke-width': s * 0.012, rx: rx * 0.1 });
    d.path(`M${n(cx - rx * 0.16)} ${n(eyeY - ry * 0.05)}Q${n(cx)} ${n(eyeY - ry * 0.12)} ${n(cx + rx * 0.16)} ${n(eyeY - ry * 0.05)}`, { fill: 'none', stroke: '#2a2a30', 'stroke-width': s * 0.012 });
  }
  // Hair on top of the head.
  const crown = (drop: number) =>
    `M${n(cx - rx * 1.04)} ${n(headY + ry * drop)}C${n(cx - rx * 1.1)} ${n(headY - ry * 1.25)} ${n(cx + rx * 1.1)} ${n(headY - ry * 1.25)} ${n(cx + rx * 1.04)} ${n(headY + ry * drop)}`;
  switch (face.style) {
    case 'bun':
    case 'long':
    case 'bob':
    case 'wavy':
      d.path(`${crown(0.1)}Q${n(cx + rx * 0.5)} ${n(headY - ry * 0.75)} ${n(cx)} ${n(headY - ry * 0.78)}Q${n(cx - rx * 0.5)} ${n(headY - ry * 0.75)} ${n(cx - rx * 1.04)} ${n(headY + ry * 0.1)}Z`, { fill: hair });
      d.path(`M${n(cx)} ${n(headY - ry * 1.0)}V${n(headY - ry * 0.78)}`, { fill: 'none', stroke: dark, 'stroke-width': s * 0.008 });
      break;
    case 'short':
      d.path(`${crown(-0.2)}Q${n(cx + rx * 0.6)} ${n(headY - ry * 0.75)} ${n(cx - rx * 0.1)} ${n(headY - ry * 0.68)}Q${n(cx - rx * 0.7)} ${n(headY - ry * 0.62)} ${n(cx - rx * 1.04)} ${n(headY - ry * 0.2)}Z`, { fill: hair });
      break;
    case 'curly': {
      const curls = new Random(hashString(`${hair}:${face.skin}`));
      let path = '';
      for (let i = 0; i < 16; i++) {
        const a = Math.PI * (1.02 + (i / 15) * 0.96);
        const r = rx * curls.range(0.22, 0.3);
        const x = cx + Math.cos(a) * rx * 1.0;
        const y = headY - ry * 0.15 + Math.sin(a) * ry * 0.95;
        path += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      }
      d.path(path, { fill: hair });
      d.path(`${crown(-0.25)}Z`, { fill: hair });
      break;
    }
    case 'receding':
      for (const side of [-1, 1]) {
        d.path(`M${n(cx + side * rx * 1.05)} ${n(headY + ry * 0.05)}Q${n(cx + side * rx * 1.2)} ${n(headY - ry * 0.6)} ${n(cx + side * rx * 0.55)} ${n(headY - ry * 0.78)}Q${n(cx + side * rx * 0.85)} ${n(headY - ry * 0.4)} ${n(cx + side * rx * 0.92)} ${n(headY + ry * 0.05)}Z`, { fill: hair });
      }
      d.path(`M${n(cx - rx * 0.3)} ${n(headY - ry * 0.95)}q${n(rx * 0.3)} ${n(-ry * 0.15)} ${n(rx * 0.6)} 0`, { fill: 'none', stroke: hair, 'stroke-width': s * 0.012, 'stroke-linecap': 'round' });
      break;
  }
  d.ellipse(cx - rx * 0.45, headY - ry * 0.55, rx * 0.25, ry * 0.08, { fill: '#ffffff', 'fill-opacity': 0.18, transform: `rotate(-25 ${n(cx - rx * 0.45)} ${n(headY - ry * 0.55)})` });
}

/** A publication's mark: an emblem on a soft ground (an open book, a leaf on a notebook, or an abstract mark). */
export function drawEmblem(d: Drawing, name: string, hue: number): void {
  const s = d.width;
  const cx = s / 2;
  d.rect(0, 0, s, s, { fill: hsl(hue, 40, 86) });
  d.circle(cx, cx, s * 0.36, { fill: hsl(hue, 45, 74) });
  const ink = hsl(hue, 45, 28);
  const paper = '#fbf7ee';
  if (/read|book|library/i.test(name)) {
    // An open book with lines of text suggested as bars.
    const y = s * 0.5;
    for (const side of [-1, 1]) {
      d.path(`M${n(cx)} ${n(y - s * 0.12)}Q${n(cx + side * s * 0.12)} ${n(y - s * 0.18)} ${n(cx + side * s * 0.27)} ${n(y - s * 0.14)}V${n(y + s * 0.16)}Q${n(cx + side * s * 0.12)} ${n(y + s * 0.12)} ${n(cx)} ${n(y + s * 0.18)}Z`, { fill: paper, stroke: ink, 'stroke-width': s * 0.018, 'stroke-linejoin': 'round' });
      for (let k = 0; k < 4; k++) {
        const yy = y - s * 0.08 + k * s * 0.055;
        d.path(`M${n(cx + side * s * 0.05)} ${n(yy)}Q${n(cx + side * s * 0.13)} ${n(yy - s * 0.03)} ${n(cx + side * s * 0.22)} ${n(yy - s * 0.01)}`, { fill: 'none', stroke: hsl(hue, 40, 60), 'stroke-width': s * 0.014, 'stroke-linecap': 'round' });
      }
    }
    d.path(`M${n(cx + s * 0.14)} ${n(y - s * 0.16)}v${n(s * 0.2)}l${n(s * 0.025)} ${n(-s * 0.025)}l${n(s * 0.025)} ${n(s * 0.025)}v${n(-s * 0.21)}Z`, { fill: hsl(hue + 10, 65, 48) });
  } else if (/note|field|garden|nature/i.test(name)) {
    // A leaf lying across a small notebook.
    d.rect(cx - s * 0.2, cx - s * 0.24, s * 0.36, s * 0.46, { fill: paper, stroke: ink, 'stroke-width': s * 0.018, rx: s * 0.02 });
    d.rect(cx - s * 0.2, cx - s * 0.24, s * 0.06, s * 0.46, { fill: hsl(hue, 35, 45) });
    for (let k = 0; k < 5; k++) d.line(cx - s * 0.1, cx - s * 0.14 + k * s * 0.07, cx + s * 0.12, cx - s * 0.14 + k * s * 0.07, { stroke: hsl(hue, 30, 70), 'stroke-width': s * 0.01 });
    d.group({ transform: `rotate(-35 ${n(cx + s * 0.05)} ${n(cx + s * 0.05)})` }, () => {
      const lx = cx - s * 0.12;
      const ly = cx + s * 0.05;
      const len = s * 0.38;
      d.path(`M${n(lx)} ${n(ly)}C${n(lx + len * 0.3)} ${n(ly - len * 0.32)} ${n(lx + len * 0.8)} ${n(ly - len * 0.25)} ${n(lx + len)} ${n(ly)}C${n(lx + len * 0.8)} ${n(ly + len * 0.25)} ${n(lx + len * 0.3)} ${n(ly + len * 0.32)} ${n(lx)} ${n(ly)}Z`, { fill: hsl(hue, 50, 40) });
      d.path(`M${n(lx - s * 0.05)} ${n(ly)}H${n(lx + len * 0.9)}`, { fill: 'none', stroke: hsl(hue, 45, 75), 'stroke-width': s * 0.012 });
      for (let k = 1; k < 5; k++) {
        const x = lx + (k / 5) * len * 0.85;
        d.path(`M${n(x)} ${n(ly)}l${n(len * 0.1)} ${n(-len * 0.12)}M${n(x)} ${n(ly)}l${n(len * 0.1)} ${n(len * 0.12)}`, { fill: 'none', stroke: hsl(hue, 45, 70), 'stroke-width': s * 0.008 });
      }
    });
  } else {
    const random = new Random(`emblem:${name}`);
    for (let k = 0; k < 4; k++) {
      const r = s * (0.28 - k * 0.06);
      d.path(`M${n(cx - r)} ${n(cx)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cx)}`, { fill: 'none', stroke: k % 2 ? paper : ink, 'stroke-width': s * 0.05, transform: `rotate(${n(random.range(0, 360))} ${n(cx)} ${n(cx)})` });
    }
    d.circle(cx, cx, s * 0.05, { fill: mix(ink, paper, 0.3) });
  }
}
