import type { Drawing } from './drawing';

/** A soft round light: the sun, a lamp, a window's glow. */
export function glow(d: Drawing, cx: number, cy: number, r: number, color: string, opacity = 0.6, ry?: number): void {
  const fill = d.radial(
    [
      { offset: 0, color, opacity },
      { offset: 0.35, color, opacity: opacity * 0.45 },
      { offset: 1, color, opacity: 0 },
    ],
    cx,
    cy,
    r,
    ry === undefined ? {} : { ry },
  );
  d.ellipse(cx, cy, r, ry ?? r, { fill });
}

/**
 * A soft-edged shadow of a shape without a blur filter (filters are slow to rasterise):
 * the shape, offset, with a few widening translucent strokes round it.
 */
export function softShadow(d: Drawing, path: string, dx: number, dy: number, spread: number, opacity = 0.3, color = '#000000'): void {
  d.group({ transform: `translate(${dx.toFixed(1)} ${dy.toFixed(1)})` }, () => softShape(d, path, spread, opacity, color));
}

/** A shape with feathered edges (a patch of light, a shadow): translucent strokes of shrinking width, then the fill. */
export function softShape(d: Drawing, path: string, spread: number, opacity = 0.3, color = '#000000'): void {
  const steps = 4;
  for (let i = steps; i >= 1; i--) {
    d.path(path, {
      fill: 'none',
      stroke: color,
      'stroke-opacity': (opacity / (steps + 1)).toFixed(3),
      'stroke-width': (spread * 2 * i) / steps,
      'stroke-linejoin': 'round',
    });
  }
  d.path(path, { fill: color, 'fill-opacity': (opacity * 0.8).toFixed(3) });
}

/** A soft elliptical shadow on the ground beneath an object. */
export function contactShadow(d: Drawing, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): void {
  const fill = d.radial(
    [
      { offset: 0, color: '#000000', opacity },
      { offset: 0.6, color: '#000000', opacity: opacity * 0.5 },
      { offset: 1, color: '#000000', opacity: 0 },
    ],
    cx,
    cy,
    rx,
    { ry },
  );
  d.ellipse(cx, cy, rx, ry, { fill });
}
