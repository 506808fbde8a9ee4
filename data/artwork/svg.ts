/** Tiny SVG string builders. Output is plain strings so composing stays pure and easy to snapshot. */

export type Point = readonly [number, number];
type AttrValue = string | number | undefined;

/** One decimal is finer than a pixel at 800px and keeps the markup (and its hash) stable and short. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function attrs(values: Record<string, AttrValue>): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return out;
}

export function el(tag: string, values: Record<string, AttrValue>, children?: string): string {
  return children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export const group = (children: string, values: Record<string, AttrValue> = {}): string => el('g', values, children);

export const translate = (x: number, y: number): string => `translate(${n(x)} ${n(y)})`;
export const rotate = (degrees: number, cx = 0, cy = 0): string => `rotate(${n(degrees)} ${n(cx)} ${n(cy)})`;
export const scale = (sx: number, sy = sx): string => `scale(${n(sx)} ${n(sy)})`;

export function polyline(points: readonly Point[], closed = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  return closed ? `${d}Z` : d;
}

/**
 * Catmull-Rom through the points, emitted as cubic Béziers: organic outlines (ridges, fabric, leaves)
 * from a handful of control points.
 */
export function smoothPath(points: readonly Point[], closed = false, tension = 1): string {
  const count = points.length;
  if (count < 3) return polyline(points, closed);
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.min(count - 1, Math.max(0, i));
    return points[index] ?? [0, 0];
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}` +
    `H${n(x + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}` +
    `V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`;
}

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, colour, opacity]) =>
      el('stop', { offset: n(offset), 'stop-color': colour, 'stop-opacity': opacity === undefined ? undefined : n(opacity) }),
    )
    .join('');
}

/** Direction in bounding-box fractions: (x1,y1) to (x2,y2); default top to bottom. */
export function linearGradient(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return el('linearGradient', { id, x1: n(x1), y1: n(y1), x2: n(x2), y2: n(y2) }, stops(list));
}

export function radialGradient(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx: n(cx), cy: n(cy), r: n(r) }, stops(list));
}

/** Gradient in absolute coordinates, for shading that must not stretch with each shape's own box. */
export function linearGradientAt(id: string, list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  return el('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, stops(list));
}

export function radialGradientAt(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return el('radialGradient', { id, gradientUnits: 'userSpaceOnUse', cx, cy, r }, stops(list));
}

/** Ids must be unique per document; a counter per document keeps them deterministic. */
export class IdGen {
  private count = 0;
  next(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
}

export const url = (id: string): string => `url(#${id})`;

export function svgDocument(width: number, height: number, viewWidth: number, viewHeight: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" ` +
    `viewBox="0 0 ${n(viewWidth)} ${n(viewHeight)}">${body}</svg>`
  );
}

/** `content` clipped to the outline `d`, both in the same coordinates. */
export function clipped(ids: IdGen, d: string, content: string): string {
  const id = ids.next('clip');
  return el('defs', {}, el('clipPath', { id }, el('path', { d }))) + group(content, { 'clip-path': url(id) });
}

/** Draws `tile` once and repeats it with <use> at each offset, keeping markup and render time down. */
export function repeated(ids: IdGen, tile: string, offsets: readonly Point[]): string {
  const id = ids.next('tile');
  return el('defs', {}, group(tile, { id })) + offsets.map(([x, y]) => el('use', { href: `#${id}`, x, y })).join('');
}
