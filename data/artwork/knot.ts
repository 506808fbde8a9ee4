/**
 * Celtic knotwork as a true plait: diagonal strands bounce off the panel edges in rounded turns and
 * alternate over and under at every crossing, the way the knotwork of Pictish stones is laid out.
 */
import { el, n, type Point } from './svg';

export interface KnotColours {
  ribbon: string;
  outline: string;
  /** Painted either side of an over-strand so the under-strand visibly dives beneath it. */
  gap: string;
}

/**
 * A plait of `cols` x `rows` cells (both even, so no strand runs into a corner), `cell` units each,
 * with its top-left corner at (x, y).
 */
export function plait(x: number, y: number, cols: number, rows: number, cell: number, colours: KnotColours): string {
  const w = cols * cell;
  const h = rows * cell;
  const lines: [Point, Point][] = [];
  // Strands lie on x - y = odd * cell and x + y = odd * cell; each meets the border at both ends.
  const clip = (p: Point, dir: Point): [Point, Point] | null => {
    const ts: number[] = [];
    for (const [edge, axis, dirAxis] of [[0, p[0], dir[0]], [w, p[0], dir[0]], [0, p[1], dir[1]], [h, p[1], dir[1]]] as const) {
      if (dirAxis !== 0) ts.push((edge - axis) / dirAxis);
    }
    const inside = (t: number): boolean => {
      const qx = p[0] + dir[0] * t;
      const qy = p[1] + dir[1] * t;
      return qx >= -1e-6 && qx <= w + 1e-6 && qy >= -1e-6 && qy <= h + 1e-6;
    };
    const valid = ts.filter(inside).sort((a, b) => a - b);
    const t0 = valid[0];
    const t1 = valid[valid.length - 1];
    if (t0 === undefined || t1 === undefined || t1 - t0 < 1e-6) return null;
    return [[p[0] + dir[0] * t0, p[1] + dir[1] * t0], [p[0] + dir[0] * t1, p[1] + dir[1] * t1]];
  };
  for (let k = -rows; k <= cols; k++) {
    if ((k & 1) === 0) continue;
    const down = clip([k * cell, 0], [1, 1]);
    if (down) lines.push(down);
  }
  for (let k = 1; k <= cols + rows; k += 2) {
    const up = clip([k * cell, 0], [-1, 1]);
    if (up) lines.push(up);
  }
  const inset = cell * 0.5;
  const shorten = ([a, b]: [Point, Point]): string => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const ux = ((b[0] - a[0]) / len) * inset * Math.SQRT2;
    const uy = ((b[1] - a[1]) / len) * inset * Math.SQRT2;
    return `M${n(a[0] + ux)} ${n(a[1] + uy)}L${n(b[0] - ux)} ${n(b[1] - uy)}`;
  };
  // Every border point is shared by two strands; join them with a turn pulled in from the edge.
  const ends = new Map<string, Point[]>();
  for (const [a, b] of lines) {
    for (const [end, other] of [[a, b], [b, a]] as const) {
      const key = `${Math.round(end[0] * 10)},${Math.round(end[1] * 10)}`;
      const len = Math.hypot(other[0] - end[0], other[1] - end[1]);
      const near: Point = [end[0] + ((other[0] - end[0]) / len) * inset * Math.SQRT2, end[1] + ((other[1] - end[1]) / len) * inset * Math.SQRT2];
      ends.set(key, [...(ends.get(key) ?? []), end, near]);
    }
  }
  let turns = '';
  for (const list of ends.values()) {
    const [edge, p1, , p2] = list;
    if (!edge || !p1 || !p2) continue;
    // Pull the turn back inside the panel so the outline stays within w x h.
    const cx = edge[0] + (edge[0] === 0 ? cell * 0.3 : edge[0] === w ? -cell * 0.3 : 0);
    const cy = edge[1] + (edge[1] === 0 ? cell * 0.3 : edge[1] === h ? -cell * 0.3 : 0);
    turns += `M${n(p1[0])} ${n(p1[1])}Q${n(cx)} ${n(cy)} ${n(p2[0])} ${n(p2[1])}`;
  }
  const strands = lines.map(shorten).join('') + turns;
  let crossings = '';
  // Just long enough to cover the under-strand and its gap, so the gap never spills onto the ground.
  const half = cell * 0.34;
  for (let i = 1; i < cols; i++) {
    for (let j = 1; j < rows; j++) {
      if ((i + j) % 2 === 0) continue;
      const cx = i * cell;
      const cy = j * cell;
      crossings += i % 2 === 0
        ? `M${n(cx - half)} ${n(cy - half)}L${n(cx + half)} ${n(cy + half)}`
        : `M${n(cx - half)} ${n(cy + half)}L${n(cx + half)} ${n(cy - half)}`;
    }
  }
  const ribbon = cell * 0.42;
  const edge = cell * 0.1;
  const gap = cell * 0.09;
  const stroke = (d: string, colour: string, width: number, cap: string): string =>
    el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': cap, 'stroke-linejoin': 'round' });
  return el('g', { transform: `translate(${n(x)} ${n(y)})` },
    stroke(strands, colours.outline, ribbon + edge * 2, 'round') +
    stroke(strands, colours.ribbon, ribbon, 'round') +
    stroke(crossings, colours.gap, ribbon + edge * 2 + gap * 2, 'butt') +
    stroke(crossings, colours.outline, ribbon + edge * 2, 'butt') +
    stroke(crossings, colours.ribbon, ribbon, 'butt'));
}
