/** The red deer stag and the Highland cow, as flat silhouettes with a little seeded variation. */
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { el, group, n, polyline, scale, smoothPath, translate, url, type Point } from './svg';

/** Body outline facing left, in a 200-unit box with hooves on y = 190; the rutting ruff at the throat. */
const STAG_BODY: readonly Point[] = [
  [14, 71], [17, 64], [30, 55], [42, 48], [50, 44], [54, 42], [68, 33], [61, 49], [66, 60], [78, 76], [92, 86], [100, 88],
  [125, 90], [150, 90], [162, 92], [170, 102], [172, 108], [169, 114], [168, 124], [164, 140], [161, 152], [162, 170],
  [163, 189], [155, 190], [155, 172], [153, 154], [150, 142], [146, 147], [147, 170], [147, 189], [140, 190], [140, 170],
  [139, 150], [134, 137], [110, 139], [88, 137], [86, 148], [88, 170], [88, 189], [81, 190], [80, 170], [78, 151],
  [74, 151], [71, 170], [70, 188], [63, 189], [64, 168], [66, 148], [64, 133], [58, 119], [56, 107], [49, 99], [53, 96],
  [46, 90], [49, 86], [44, 82], [40, 79], [32, 78], [22, 77], [16, 75],
];

/**
 * One antler: a beam rising from the skull and sweeping back, tines reaching forward and a small
 * crown at the top. `lean` tilts the whole antler (radians), so the pair opens like a lyre.
 */
function antler(ctx: DrawContext, base: Point, size: number, lean: number): string {
  const { rng } = ctx;
  const turn = ([dx, dy]: Point): Point => [dx * Math.cos(lean) - dy * Math.sin(lean), dx * Math.sin(lean) + dy * Math.cos(lean)];
  const beam: Point[] = [base];
  const bends: Point[] = [[0.45, -1], [0.2, -1], [0, -1], [0.25, -1], [0.5, -0.9]];
  let [x, y] = base;
  for (const bend of bends) {
    const [dx, dy] = turn(bend);
    const len = size * rng.range(0.17, 0.21);
    const norm = Math.hypot(dx, dy);
    x += (dx / norm) * len;
    y += (dy / norm) * len;
    beam.push([x, y]);
  }
  let d = smoothPath(beam);
  const tine = (i: number, direction: Point, len: number): void => {
    const p = beam[i];
    if (!p) return;
    const [dx, dy] = turn(direction);
    const norm = Math.hypot(dx, dy);
    const l = size * len * rng.range(0.85, 1.15);
    const ex = p[0] + (dx / norm) * l;
    const ey = p[1] + (dy / norm) * l;
    // A slight upward curl, as tines grow.
    d += `M${n(p[0])} ${n(p[1])}Q${n((p[0] + ex) / 2)} ${n((p[1] + ey) / 2 + l * 0.15)} ${n(ex)} ${n(ey)}`;
  };
  tine(1, [-1, -0.25], 0.3);
  tine(2, [-1, -0.55], 0.26);
  tine(3, [-0.8, -0.9], 0.22);
  tine(5, [-0.5, -1], 0.16);
  tine(5, [0.5, -1], 0.14);
  if (rng.chance(0.6)) tine(4, [-0.4, -1], 0.14);
  return d;
}

/** The stag in its own 220-unit drawing: antlers and body, standing at (100, 190). */
function stagFigure(ctx: DrawContext, colour: string): string {
  const line = (width: number) => ({ fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const antlers = el('path', { d: antler(ctx, [47, 47], 78, -0.3), ...line(3.6) }) + el('path', { d: antler(ctx, [53, 45], 82, 0.18), ...line(4.4) });
  return antlers + el('path', { d: smoothPath(STAG_BODY, true, 0.5), fill: colour });
}

/** A stag standing on (x, y), `size` tall to the tips of the antlers; `facing` 1 looks left, -1 right. */
export function stag(ctx: DrawContext, x: number, y: number, size: number, colour: string, facing: 1 | -1 = 1): string {
  const s = size / 220;
  // The drawing stands at (100, 190); place that point on (x, y).
  return group(stagFigure(ctx, colour), { transform: `${translate(x, y)} ${scale(s * facing, s)} ${translate(-100, -190)}` });
}

/** Where the neck is cut for a stag's head: below the ruff, above the shoulder. */
const HEAD_CUT = 'M-40-80H120V24L80 66L66 116H-40Z';

/**
 * A stag's head and antlers, as on a cast badge or a coaster, centred on (x, y) and `size` tall;
 * `facing` as for stag().
 */
export function stagHead(ctx: DrawContext, x: number, y: number, size: number, colour: string, facing: 1 | -1 = 1): string {
  // The head and antlers span roughly x 0..80 and y -40..116 of the figure's own drawing.
  const s = size / 156;
  const clip = ctx.ids.next('neck');
  return el('defs', {}, el('clipPath', { id: clip }, el('path', { d: HEAD_CUT }))) +
    group(group(stagFigure(ctx, colour), { 'clip-path': url(clip) }), { transform: `${translate(x, y)} ${scale(s * facing, s)} ${translate(-40, -38)}` });
}

export interface CowCoat {
  base: string;
  light: string;
  dark: string;
}

export function cowCoat(ctx: DrawContext): CowCoat {
  const { scheme, rng } = ctx;
  if (scheme.engraved) return { base: scheme.secondary, light: scheme.accent, dark: scheme.primary };
  const base = rng.pick(['#b35a24', '#a84a1e', '#c38548', '#b86a2c']);
  return { base, light: lighten(base, 0.22), dark: darken(base, 0.38) };
}

/** A shaggy outline: alternating long and short radii round an ellipse, like clumps of winter coat. */
function shaggy(ctx: DrawContext, cx: number, cy: number, rx: number, ry: number, locks: number, depth: number): string {
  const pts: Point[] = [];
  for (let i = 0; i < locks * 2; i++) {
    const a = (i / (locks * 2)) * Math.PI * 2;
    const k = i % 2 === 0 ? 1 + depth * ctx.rng.range(0.6, 1) : 1 - depth * 0.3;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return polyline(pts, true);
}

/** A Highland cow's head, face on, centred on (x, y) and about `size` across the horns. */
export function highlandCow(ctx: DrawContext, x: number, y: number, size: number, body = false): string {
  const { rng } = ctx;
  const coat = cowCoat(ctx);
  const horn = ctx.scheme.engraved ? ctx.scheme.accent : '#efe2c4';
  const hornTip = ctx.scheme.engraved ? ctx.scheme.primary : '#6b5a45';
  const spread = rng.range(0.9, 1.1);
  const hornPath = `M-30-50C-56-58 ${n(-88 * spread)} -60 ${n(-102 * spread)} -96C${n(-86 * spread)} -72 -62-38-30-34Z`;
  const tipPath = `M${n(-92 * spread)} -70C${n(-97 * spread)} -78 ${n(-100 * spread)} -86 ${n(-102 * spread)} -96C${n(-94 * spread)} -87 ${n(-89 * spread)} -80 ${n(-84 * spread)} -68Z`;
  let out = '';
  if (body) {
    out += el('path', { d: shaggy(ctx, 0, 70, 100, 70, 22, 0.08), fill: coat.dark });
    const leg = (lx: number, top: number, len: number): string =>
      el('path', { d: `M${n(lx - 12)} ${n(top)}L${n(lx - 10)} ${n(top + len)}h20L${n(lx + 12)} ${n(top)}Z`, fill: coat.dark }) +
      el('rect', { x: lx - 11, y: top + len - 8, width: 22, height: 9, rx: 3, fill: '#2a211c' });
    out += leg(-70, 110, 60) + leg(70, 110, 60) + leg(-36, 120, 62) + leg(36, 120, 62);
    out += el('path', { d: shaggy(ctx, 0, 60, 92, 62, 20, 0.1), fill: coat.base });
  }
  // A fine outline keeps pale horns visible on a pale ground.
  const horns = el('path', { d: hornPath, fill: horn, stroke: ctx.scheme.engraved ? 'none' : darken(horn, 0.3), 'stroke-width': 2 }) + el('path', { d: tipPath, fill: hornTip });
  out += horns + group(horns, { transform: 'scale(-1 1)' });
  const ear = (sign: number): string =>
    el('ellipse', { cx: sign * 60, cy: -26, rx: 25, ry: 11, fill: coat.dark, transform: `rotate(${sign * 22} ${sign * 60} -26)` }) +
    el('ellipse', { cx: sign * 62, cy: -25, rx: 15, ry: 5, fill: coat.base, transform: `rotate(${sign * 22} ${sign * 62} -25)` });
  out += ear(-1) + ear(1);
  out += el('path', { d: shaggy(ctx, 0, 6, 50, 60, 14, 0.1), fill: coat.base });
  out += el('path', { d: 'M-44-58C-52-20-42 30-32 62C-26 80 26 80 32 62C42 30 52-20 44-58C20-70-20-70-44-58Z', fill: coat.base });
  const muzzle = ctx.scheme.engraved ? ctx.scheme.primary : mix(coat.dark, '#3a2a26', 0.5);
  out += el('path', { d: 'M-31 46C-36 90 36 90 31 46C20 38-20 38-31 46Z', fill: muzzle });
  out += el('ellipse', { cx: -13, cy: 64, rx: 6.5, ry: 4, fill: '#1b1412', transform: 'rotate(-20 -13 64)' });
  out += el('ellipse', { cx: 13, cy: 64, rx: 6.5, ry: 4, fill: '#1b1412', transform: 'rotate(20 13 64)' });
  out += el('path', { d: 'M-20 50C-8 45 8 45 20 50', fill: 'none', stroke: lighten(muzzle, 0.25), 'stroke-width': 2.5, 'stroke-linecap': 'round' });

  // The fringe that hides the eyes: locks hanging to ragged points.
  const fringe: Point[] = [[-54, -56]];
  const locks = 9;
  for (let i = 0; i <= locks * 2; i++) {
    const t = i / (locks * 2);
    const fx = -50 + t * 100;
    const tip = i % 2 === 1;
    fringe.push([fx, (tip ? 12 + rng.range(0, 14) : -8 + rng.range(-4, 4)) - Math.pow(Math.abs(t - 0.5) * 2, 2) * 18]);
  }
  fringe.push([54, -56], [30, -74], [-30, -74]);
  out += el('path', { d: polyline(fringe, true), fill: coat.light });
  let strands = '';
  for (let i = 0; i < 12; i++) {
    const sx = -42 + i * 7.6 + rng.range(-2, 2);
    strands += `M${n(sx * 0.7)} -64Q${n(sx * 1.05)} -30 ${n(sx + rng.range(-4, 4))} ${n(rng.range(-4, 8))}`;
  }
  out += el('path', { d: strands, fill: 'none', stroke: coat.base, 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.8 });
  return group(out, { transform: `${translate(x, y)} ${scale(size / 210)}` });
}
