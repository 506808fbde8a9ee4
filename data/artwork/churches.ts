/**
 * Abbeys: a church with its long nave, a square tower at the crossing and rows of arched windows.
 * Iona's stands roofed in grey-pink granite above white sand and a turquoise sea, with a high cross
 * before it; Melrose's is a roofless ruin of red sandstone below the three Eildon Hills.
 */
import type { DrawContext } from './context';
import { withRng, withScheme } from './context';
import { darken, lighten, mix } from './colour';
import { plait } from './knot';
import { landscape, moorland, ridgePath, sky, sun } from './terrain';
import { el, n, smoothPath, type Point } from './svg';

/** A round-headed arch (x, y top-left, w wide, h tall) as a closed subpath. */
function arch(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`;
}

/** A pointed (Gothic) arch, as in Melrose's great windows. */
function pointedArch(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y + h)}V${n(y + w * 0.6)}Q${n(x)} ${n(y)} ${n(x + w / 2)} ${n(y)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + w * 0.6)}V${n(y + h)}Z`;
}

/** A broken top edge from (x0, y) to (x1, y): ruined masonry, stepped and ragged. */
function ragged(ctx: DrawContext, x0: number, x1: number, y: number, depth: number): string {
  const steps = 9;
  let d = '';
  for (let i = 1; i <= steps; i++) d += `L${n(x0 + ((x1 - x0) * i) / steps)} ${n(y + ctx.rng.range(0, depth))}`;
  return d;
}

interface ChurchOptions {
  ruin: boolean;
  stone: string;
  /** What shows through empty windows: the sky behind a ruin, dark glass in a roofed church. */
  through: string;
}

/**
 * An abbey church seen from the side, standing on (x, baseY), `size` long: west gable, nave with its
 * windows, the square crossing tower, and the choir to the east with its great window.
 */
function church(ctx: DrawContext, x: number, baseY: number, size: number, options: ChurchOptions): string {
  const { rng } = ctx;
  const { stone, ruin } = options;
  const shade = darken(stone, 0.22);
  const face = lighten(stone, 0.08);
  const left = x - size / 2;
  const naveW = size * 0.52;
  const naveH = size * rng.range(0.2, 0.24);
  const towerW = size * 0.16;
  const towerX = left + naveW;
  const towerH = naveH * rng.range(1.9, 2.2);
  const choirW = size - naveW - towerW;
  const choirH = naveH * 0.92;
  const roofH = naveH * 0.55;
  let out = '';
  // Roofs first, so the walls' tops cut cleanly across them.
  if (!ruin) {
    const slate = mix('#4d5157', stone, 0.15);
    out += el('path', { d: `M${n(left)} ${n(baseY - naveH)}L${n(left + roofH * 0.9)} ${n(baseY - naveH - roofH)}H${n(towerX)}V${n(baseY - naveH)}Z`, fill: slate });
    out += el('path', { d: `M${n(towerX + towerW)} ${n(baseY - choirH)}V${n(baseY - choirH - roofH * 0.9)}H${n(left + size - roofH * 0.8)}L${n(left + size)} ${n(baseY - choirH)}Z`, fill: slate });
  }
  // Walls, with windows as holes so a ruin's sky shows through them.
  let naveWindows = '';
  const bays = 5;
  for (let i = 0; i < bays; i++) {
    const wx = left + naveW * (0.1 + (i / bays) * 0.85);
    const ww = naveW * 0.07;
    naveWindows += ruin ? pointedArch(wx, baseY - naveH * 0.82, ww, naveH * 0.5) : arch(wx, baseY - naveH * 0.78, ww, naveH * 0.4);
  }
  const naveTop = ruin ? `M${n(left)} ${n(baseY)}V${n(baseY - naveH * 0.9)}${ragged(ctx, left, towerX, baseY - naveH * 1.02, naveH * 0.22)}V${n(baseY)}Z` : `M${n(left)} ${n(baseY)}V${n(baseY - naveH)}H${n(towerX)}V${n(baseY)}Z`;
  out += el('path', { d: naveTop + naveWindows, fill: stone, 'fill-rule': 'evenodd' });
  // The west gable end, with its door.
  const gable = ruin
    ? `M${n(left - size * 0.01)} ${n(baseY)}V${n(baseY - naveH * 1.1)}L${n(left + size * 0.05)} ${n(baseY - naveH * 1.45)}L${n(left + size * 0.06)} ${n(baseY - naveH * 1.2)}V${n(baseY)}Z`
    : `M${n(left - size * 0.01)} ${n(baseY)}V${n(baseY - naveH)}L${n(left + roofH * 0.9)} ${n(baseY - naveH - roofH * 1.05)}L${n(left + size * 0.06)} ${n(baseY - naveH * 1.2)}V${n(baseY)}Z`;
  out += el('path', { d: gable, fill: face });
  out += el('path', { d: arch(left + size * 0.012, baseY - naveH * 0.5, size * 0.03, naveH * 0.5), fill: darken(stone, 0.55) });
  // The crossing tower: square, taller than the roofs, with paired belfry openings and a parapet.
  const towerTop = baseY - towerH;
  const belfry = arch(towerX + towerW * 0.2, towerTop + towerH * 0.12, towerW * 0.22, towerH * 0.18) + arch(towerX + towerW * 0.58, towerTop + towerH * 0.12, towerW * 0.22, towerH * 0.18);
  const towerBody = ruin
    ? `M${n(towerX)} ${n(baseY)}V${n(towerTop + towerH * 0.05)}${ragged(ctx, towerX, towerX + towerW, towerTop, towerH * 0.08)}V${n(baseY)}Z`
    : `M${n(towerX)} ${n(baseY)}V${n(towerTop)}H${n(towerX + towerW)}V${n(baseY)}Z`;
  out += el('path', { d: towerBody + belfry, fill: face, 'fill-rule': 'evenodd' });
  out += el('rect', { x: towerX + towerW * 0.62, y: towerTop + towerH * 0.03, width: towerW * 0.38, height: towerH * 0.97, fill: shade, opacity: 0.45 });
  if (!ruin) {
    let parapet = `M${n(towerX - towerW * 0.04)} ${n(towerTop)}`;
    const merlons = 5;
    for (let i = 0; i < merlons * 2; i++) {
      const px = towerX - towerW * 0.04 + ((towerW * 1.08) / (merlons * 2)) * (i + 1);
      parapet += `V${n(towerTop - (i % 2 === 0 ? towerH * 0.06 : 0))}H${n(px)}`;
    }
    out += el('path', { d: `${parapet}V${n(towerTop + towerH * 0.04)}H${n(towerX - towerW * 0.04)}Z`, fill: face });
  }
  // The choir, ending in the great east window.
  const choirX = towerX + towerW;
  const eastWindow = pointedArch(choirX + choirW * 0.55, baseY - choirH * 0.85, choirW * 0.28, choirH * 0.62);
  const sideWindows = arch(choirX + choirW * 0.12, baseY - choirH * 0.75, choirW * 0.1, choirH * 0.38) + arch(choirX + choirW * 0.32, baseY - choirH * 0.75, choirW * 0.1, choirH * 0.38);
  const choirBody = ruin
    ? `M${n(choirX)} ${n(baseY)}V${n(baseY - choirH * 0.95)}${ragged(ctx, choirX, choirX + choirW * 0.5, baseY - choirH, choirH * 0.15)}L${n(choirX + choirW * 0.52)} ${n(baseY - choirH * 1.05)}L${n(choirX + choirW * 0.7)} ${n(baseY - choirH * 1.5)}L${n(choirX + choirW * 0.9)} ${n(baseY - choirH * 1.08)}L${n(choirX + choirW)} ${n(baseY - choirH)}V${n(baseY)}Z`
    : `M${n(choirX)} ${n(baseY)}V${n(baseY - choirH)}H${n(choirX + choirW)}V${n(baseY)}Z`;
  out += el('path', { d: choirBody + eastWindow + sideWindows, fill: stone, 'fill-rule': 'evenodd' });
  if (!ruin) {
    // Glass, dark by day: drawn into the holes of a roofed church.
    out += el('path', { d: naveWindows + belfry + eastWindow + sideWindows, fill: options.through });
    let mullions = '';
    mullions += `M${n(choirX + choirW * 0.69)} ${n(baseY - choirH * 0.8)}V${n(baseY - choirH * 0.23)}`;
    out += el('path', { d: mullions, stroke: face, 'stroke-width': size * 0.006 });
  } else {
    // Tracery still standing in the empty east window.
    out += el('path', { d: `M${n(choirX + choirW * 0.62)} ${n(baseY - choirH * 0.72)}V${n(baseY - choirH * 0.23)}M${n(choirX + choirW * 0.76)} ${n(baseY - choirH * 0.72)}V${n(baseY - choirH * 0.23)}`, stroke: stone, 'stroke-width': size * 0.007 });
  }
  // Buttresses along the nave catch the light.
  let buttresses = '';
  for (let i = 0; i <= bays; i++) {
    const bx = left + naveW * (0.06 + (i / bays) * 0.88);
    buttresses += `M${n(bx)} ${n(baseY)}V${n(baseY - naveH * (ruin ? 0.7 : 0.85))}h${n(size * 0.012)}V${n(baseY)}Z`;
  }
  out += el('path', { d: buttresses, fill: shade });
  return out;
}

/** A ringed high cross with knotwork down its shaft, standing on (x, baseY), `height` tall. */
function highCross(ctx: DrawContext, x: number, baseY: number, height: number, stone: string): string {
  const s = height / 100;
  const carved = darken(stone, 0.35);
  const shaftW = 12 * s;
  const armY = baseY - height + 22 * s;
  const top = baseY - height;
  const cross = `M${n(x - shaftW / 2)} ${n(baseY)}V${n(armY + 7 * s)}H${n(x - 26 * s)}V${n(armY - 7 * s)}H${n(x - shaftW / 2)}V${n(top)}H${n(x + shaftW / 2)}V${n(armY - 7 * s)}H${n(x + 26 * s)}V${n(armY + 7 * s)}H${n(x + shaftW / 2)}V${n(baseY)}Z`;
  const cell = shaftW / 2.4;
  return el('rect', { x: x - 12 * s, y: baseY - 4 * s, width: 24 * s, height: 6 * s, fill: darken(stone, 0.15) }) +
    el('circle', { cx: x, cy: armY, r: 16 * s, fill: 'none', stroke: stone, 'stroke-width': 4.5 * s }) +
    el('path', { d: cross, fill: stone }) +
    el('path', { d: cross, fill: 'none', stroke: carved, 'stroke-width': 0.6 * s }) +
    el('circle', { cx: x, cy: armY, r: 4 * s, fill: lighten(stone, 0.12), stroke: carved, 'stroke-width': 0.6 * s }) +
    plait(x - cell, armY + 12 * s, 2, 10, cell, { ribbon: lighten(stone, 0.15), outline: carved, gap: stone }) +
    el('path', { d: `M${n(x + shaftW * 0.2)} ${n(top)}V${n(baseY)}`, stroke: '#000000', 'stroke-width': shaftW * 0.3, opacity: ctx.scheme.engraved ? 0 : 0.12 });
}

/** A sandy shore line from `y` down: white sand meeting the machair. */
function shore(w: number, y: number, h: number, sand: string): string {
  return el('path', { d: `M-10 ${n(y)}Q${n(w * 0.3)} ${n(y - h * 0.02)} ${n(w * 0.6)} ${n(y + h * 0.01)}T${n(w + 10)} ${n(y - h * 0.01)}V${n(y + h * 0.05)}H-10Z`, fill: sand });
}

export function abbey(ctx: DrawContext, w: number, h: number, ruin: boolean): string {
  return ruin ? melrose(ctx, w, h) : iona(ctx, w, h);
}

/** Iona: the abbey church and its cross on green machair above white sand and a turquoise sound. */
function iona(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * rng.range(0.44, 0.5);
  const turquoise = withScheme(ctx, { ...scheme, water: scheme.engraved ? scheme.water : mix(scheme.water, '#2fb3a8', 0.65) });
  let out = landscape(withRng(turquoise, 'sound'), w, h, { horizon: seaY / h, water: true, ridges: 2, height: 0.35 });
  const sandY = seaY + (h - seaY) * 0.32;
  out += shore(w, sandY, h, scheme.engraved ? '#ffffff' : '#f3ecd8');
  const machair = scheme.engraved ? scheme.hills[2] : mix('#6f9a4a', scheme.hills[2], 0.25);
  const groundTop = sandY + h * 0.045;
  out += el('path', { d: `${smoothPath([[-20, groundTop + h * 0.02], [w * 0.3, groundTop - h * 0.01], [w * 0.7, groundTop], [w + 20, groundTop + h * 0.015]])}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: machair });
  const stone = scheme.engraved ? scheme.primary : mix('#9a8f88', '#b59a8e', 0.5);
  const size = Math.min(w * 0.62, h * 1.25);
  const cx = w * rng.range(0.46, 0.56);
  const baseY = groundTop + h * 0.1;
  out += church(withRng(ctx, 'church'), cx, baseY, size, { ruin: false, stone, through: darken(stone, 0.6) });
  const crossX = cx - size * 0.5 - w * 0.08 < w * 0.06 ? cx + size * 0.55 : cx - size * 0.55;
  out += highCross(ctx, crossX, baseY + h * 0.12, h * 0.32, mix(stone, '#7d776f', 0.5));
  return out;
}

/** Melrose: a roofless red-sandstone ruin on its lawn, the three rounded Eildon Hills rising behind. */
function melrose(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.62, 0.68);
  let out = sky(ctx, w, h, horizon);
  out += sun(ctx, w * rng.range(0.15, 0.3), h * 0.18, Math.min(w, h) * 0.04);
  // The Eildons: three rounded summits in a row, the middle one highest.
  const hill = (cx: number, rx: number, peak: number): Point[] => [[cx - rx, horizon], [cx - rx * 0.5, horizon - peak * 0.7], [cx, horizon - peak], [cx + rx * 0.5, horizon - peak * 0.7], [cx + rx, horizon]];
  const eildons = [hill(w * 0.3, w * 0.15, h * 0.3), hill(w * 0.52, w * 0.16, h * 0.4), hill(w * 0.72, w * 0.14, h * 0.26)];
  out += el('path', { d: ridgePath(rng.fork('far'), w, horizon, h * 0.08, { peaks: 3 }), fill: scheme.hills[0] });
  // Each of the three a shade apart, so they read as three hills rather than one.
  out += eildons.map((pts, i) => el('path', { d: `${smoothPath(pts)}Z`, fill: mix(scheme.hills[1], scheme.hills[2], [0.1, 0.35, 0.2][i] ?? 0.2), stroke: darken(scheme.hills[1], 0.15), 'stroke-width': 1.5 })).join('');
  out += moorland(ctx, w, h, horizon);
  const lawn = scheme.engraved ? '' : el('rect', { x: -2, y: horizon + h * 0.1, width: w + 4, height: h, fill: mix('#6b8f45', scheme.hills[3], 0.3) });
  out += lawn;
  const red = scheme.engraved ? scheme.primary : '#a4543f';
  const size = Math.min(w * 0.7, h * 1.3);
  const baseY = horizon + h * 0.16;
  out += church(withRng(ctx, 'ruin'), w * rng.range(0.46, 0.54), baseY, size, { ruin: true, stone: red, through: 'none' });
  // Headstones in the abbey's graveyard.
  let stones = '';
  for (let i = 0; i < 7; i++) {
    const x = w * rng.range(0.05, 0.95);
    const y = baseY + h * rng.range(0.06, 0.2);
    const sw = w * 0.012 * (1 + (y - baseY) / h);
    stones += `M${n(x)} ${n(y)}v${n(-sw * 1.6)}a${n(sw / 2)} ${n(sw / 2)} 0 0 1 ${n(sw)} 0v${n(sw * 1.6)}z`;
  }
  out += el('path', { d: stones, fill: scheme.engraved ? scheme.secondary : '#8c8378' });
  return out;
}
