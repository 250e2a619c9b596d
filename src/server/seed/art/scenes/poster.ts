import { hsl } from '../color';
import { n } from '../drawing';
import type { Random } from '../random';
import type { Scene } from '../scene';

/**
 * An abstract geometric poster in the spirit of a print-shop run: large circles and half-moons,
 * a band of stripes, a grid of dots, in a palette built round one hue. For pictures with no scene of their own.
 */
export function geometricPoster(hue: number): Scene {
  return {
    grain: 10,
    vignette: 0.2,
    draw(d, random: Random) {
      const { width: w, height: h } = d;
      const m = Math.min(w, h);
      const paper = hsl(hue + 30, 35, 90);
      const inks = [hsl(hue, 60, 45), hsl(hue + 150, 45, 40), hsl(hue + 40, 75, 58), hsl(hue - 30, 30, 22)];
      d.rect(0, 0, w, h, { fill: paper });
      // A large sun and a half-moon overlapping it.
      const sx = w * random.range(0.25, 0.4);
      const sy = h * random.range(0.3, 0.45);
      d.circle(sx, sy, m * 0.3, { fill: inks[2] });
      d.path(`M${n(sx + m * 0.05)} ${n(sy - m * 0.32)}A${n(m * 0.32)} ${n(m * 0.32)} 0 0 1 ${n(sx + m * 0.05)} ${n(sy + m * 0.32)}Z`, { fill: inks[0], 'fill-opacity': 0.9 });
      // Stripes across the lower part.
      const band = h * 0.62;
      for (let i = 0; i < 7; i++) d.rect(0, band + i * h * 0.035, w, h * 0.018, { fill: inks[3], 'fill-opacity': 0.85 });
      // A block and a grid of dots on the right.
      d.rect(w * 0.62, h * 0.12, w * 0.26, h * 0.42, { fill: inks[1] });
      let dots = '';
      for (let i = 0; i < 6; i++) {
        for (let j = 0; j < 8; j++) {
          const r = m * 0.012;
          const x = w * 0.66 + i * w * 0.036;
          const y = h * 0.16 + j * h * 0.048;
          dots += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
        }
      }
      d.path(dots, { fill: paper });
      // Two small accents.
      d.path(`M${n(w * 0.1)} ${n(h * 0.92)}L${n(w * 0.22)} ${n(h * 0.72)}L${n(w * 0.34)} ${n(h * 0.92)}Z`, { fill: inks[0] });
      d.circle(w * 0.8, h * 0.82, m * 0.08, { fill: 'none', stroke: inks[2], 'stroke-width': m * 0.03 });
    },
  };
}
