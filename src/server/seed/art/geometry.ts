import { n, type Point } from './drawing';
import type { Random } from './random';

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(v: number, min: number, max: number): number {
  return v < min ? min : v > max ? max : v;
}

/** Straight segments through the points. */
export function poly(points: readonly Point[], closed = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  return closed ? `${body}Z` : body;
}

/** A smooth curve through the points (Catmull–Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[], closed = true, tension = 1): string {
  const count = points.length;
  if (count < 3) return poly(points, closed);
  const at = (i: number): Point => {
    const index = closed ? ((i % count) + count) % count : clamp(i, 0, count - 1);
    return points[index] ?? [0, 0];
  };
  const [sx, sy] = at(0);
  let d = `M${n(sx)} ${n(sy)}`;
  const last = closed ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < last; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) * k)} ${n(y1 + (y2 - y0) * k)} ${n(x2 - (x3 - x1) * k)} ${n(y2 - (y3 - y1) * k)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points round an ellipse, each pushed in or out a little: pebbles, leaves, clouds, lichen. */
export function blob(cx: number, cy: number, rx: number, ry: number, random: Random, wobble = 0.15, count = 10, angle = 0): Point[] {
  const points: Point[] = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + random.range(-wobble, wobble);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return points;
}

/** A point on the quadrilateral a-b-c-d (clockwise from top left) at (u, v), for facades and shelves in perspective. */
export function quadPoint(a: Point, b: Point, c: Point, d: Point, u: number, v: number): Point {
  const topX = lerp(a[0], b[0], u);
  const topY = lerp(a[1], b[1], u);
  const bottomX = lerp(d[0], c[0], u);
  const bottomY = lerp(d[1], c[1], u);
  return [lerp(topX, bottomX, v), lerp(topY, bottomY, v)];
}

/** The sub-quadrilateral [u0,u1]×[v0,v1] of a quadrilateral, as path data. */
export function quadCell(q: readonly [Point, Point, Point, Point], u0: number, v0: number, u1: number, v1: number): string {
  const [a, b, c, d] = q;
  return poly([quadPoint(a, b, c, d, u0, v0), quadPoint(a, b, c, d, u1, v0), quadPoint(a, b, c, d, u1, v1), quadPoint(a, b, c, d, u0, v1)]);
}

/** A rectangle turned by `angle` degrees about its centre, as path data. */
export function rotatedRect(cx: number, cy: number, w: number, h: number, angle: number): string {
  const r = (angle * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const corner = (x: number, y: number): Point => [cx + x * cos - y * sin, cy + x * sin + y * cos];
  return poly([corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2), corner(-w / 2, h / 2)]);
}
