/** A tiny SVG builder: shapes in pixel coordinates, gradients and clips kept in <defs>. */

export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

/** Numbers at one decimal keep the markup small; the rasteriser cannot see finer. */
export function n(v: number): string {
  const tenths = Math.round(v * 10);
  return tenths === 0 ? '0' : String(tenths / 10);
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return out;
}

export function element(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

function stops(list: Stop[]): string {
  return list
    .map((s) => element('stop', { offset: s.offset, 'stop-color': s.color, 'stop-opacity': s.opacity }))
    .join('');
}

export class Drawing {
  private readonly defs: string[] = [];
  private readonly stack: string[][] = [[]];
  private ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private get current(): string[] {
    const top = this.stack[this.stack.length - 1];
    if (!top) throw new Error('Drawing stack is empty');
    return top;
  }

  private id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  add(markup: string): void {
    this.current.push(markup);
  }

  rect(x: number, y: number, w: number, h: number, a: Attrs = {}): void {
    this.add(element('rect', { x, y, width: w, height: h, ...a }));
  }

  circle(cx: number, cy: number, r: number, a: Attrs = {}): void {
    this.add(element('circle', { cx, cy, r, ...a }));
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): void {
    this.add(element('ellipse', { cx, cy, rx, ry, ...a }));
  }

  path(d: string, a: Attrs = {}): void {
    this.add(element('path', { d, ...a }));
  }

  line(x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): void {
    this.add(element('line', { x1, y1, x2, y2, ...a }));
  }

  /** Everything drawn inside `draw` goes into one <g> with these attributes (a transform, a clip). */
  group(a: Attrs, draw: () => void): void {
    this.stack.push([]);
    draw();
    const children = this.stack.pop() ?? [];
    this.add(element('g', a, children.join('')));
  }

  /** A linear gradient between two points in pixel space; returns the fill value. */
  linear(list: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.defs.push(element('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stops(list)));
    return `url(#${id})`;
  }

  /** A radial gradient in pixel space, optionally squashed into an ellipse (ry) and turned (degrees). */
  radial(list: Stop[], cx: number, cy: number, r: number, options: { ry?: number; angle?: number; fx?: number; fy?: number } = {}): string {
    const id = this.id('r');
    const sy = options.ry !== undefined ? options.ry / r : 1;
    const transform =
      sy !== 1 || options.angle
        ? `translate(${n(cx)} ${n(cy)}) rotate(${n(options.angle ?? 0)}) scale(1 ${sy.toFixed(4)}) translate(${n(-cx)} ${n(-cy)})`
        : undefined;
    this.defs.push(
      element(
        'radialGradient',
        { id, gradientUnits: 'userSpaceOnUse', cx, cy, r, fx: options.fx, fy: options.fy, gradientTransform: transform },
        stops(list),
      ),
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns the clip-path value. */
  clip(d: string): string {
    const id = this.id('c');
    this.defs.push(element('clipPath', { id }, element('path', { d })));
    return `url(#${id})`;
  }

  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.current.join('')}</svg>`
    );
  }
}
