/**
 * Where people live and work in the Highlands: a whitewashed croft above its strips of field, the
 * roofless gables of a cleared township, a distillery with its pagoda kiln, a single-track road with
 * its bilingual sign. Each fills a w x h box at the origin from ctx.rng.
 */
import type { DrawContext } from './context';
import { withRng } from './context';
import { darken, mix } from './colour';
import { landscape, moorland, ridgePath, sky } from './terrain';
import { el, n, smoothPath, type Point } from './svg';

const WHITEWASH = '#f3f0e8';
const SLATE_ROOF = '#3e4249';

/** A cottage standing on (x, baseY), `w` wide: whitewashed walls, a slate roof, chimneys at both gables. */
export function cottage(ctx: DrawContext, x: number, baseY: number, w: number, options: { wall?: string; roof?: string } = {}): string {
  const { scheme } = ctx;
  const wall = scheme.engraved ? '#ffffff' : options.wall ?? WHITEWASH;
  const roof = scheme.engraved ? scheme.primary : options.roof ?? SLATE_ROOF;
  const h = w * 0.36;
  const rh = w * 0.26;
  const line = scheme.engraved ? scheme.primary : darken(wall, 0.35);
  const chimney = (cx: number): string => el('rect', { x: cx - w * 0.035, y: baseY - h - rh - w * 0.05, width: w * 0.07, height: w * 0.12, fill: wall, stroke: line, 'stroke-width': w * 0.006 });
  const windows = [0.22, 0.7].map((t) => el('rect', { x: x + w * t, y: baseY - h * 0.7, width: w * 0.1, height: h * 0.36, fill: darken(scheme.dark, 0.1) })).join('');
  return chimney(x + w * 0.08) + chimney(x + w * 0.92) +
    el('path', { d: `M${n(x - w * 0.02)} ${n(baseY - h)}L${n(x + w * 0.06)} ${n(baseY - h - rh)}H${n(x + w * 0.94)}L${n(x + w * 1.02)} ${n(baseY - h)}Z`, fill: roof }) +
    el('rect', { x, y: baseY - h, width: w, height: h, fill: wall, stroke: line, 'stroke-width': w * 0.006 }) +
    windows + el('rect', { x: x + w * 0.46, y: baseY - h * 0.8, width: w * 0.1, height: h * 0.8, fill: scheme.engraved ? scheme.primary : darken(scheme.accent, 0.2) });
}

/** The shell of a cleared house: two bare gables and low side walls of grey rubble, no roof. */
function ruinedCottage(ctx: DrawContext, x: number, baseY: number, w: number): string {
  const { rng, scheme } = ctx;
  const stone = scheme.engraved ? scheme.primary : mix('#8d8a82', scheme.hills[2], 0.3);
  const h = w * 0.34;
  const peak = w * 0.24;
  const gable = (gx: number): string => `M${n(gx)} ${n(baseY)}V${n(baseY - h)}L${n(gx + w * 0.09)} ${n(baseY - h - peak * rng.range(0.6, 1))}L${n(gx + w * 0.18)} ${n(baseY - h)}V${n(baseY)}Z`;
  const side = `M${n(x)} ${n(baseY)}V${n(baseY - h * rng.range(0.3, 0.55))}L${n(x + w * 0.5)} ${n(baseY - h * rng.range(0.15, 0.4))}L${n(x + w)} ${n(baseY - h * rng.range(0.3, 0.5))}V${n(baseY)}Z`;
  return el('path', { d: side, fill: darken(stone, 0.12) }) + el('path', { d: gable(x) + gable(x + w * 0.82), fill: stone }) +
    el('rect', { x: x + w * 0.05, y: baseY - h * 0.65, width: w * 0.07, height: h * 0.25, fill: darken(stone, 0.5) });
}

/** Crofting: a whitewashed croft house above long strips of field running down to a sea loch. */
export function croft(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const waterY = h * rng.range(0.36, 0.42);
  let out = landscape(withRng(ctx, 'loch'), w, h, { horizon: waterY / h, water: true, ridges: 2, height: 0.5 });
  // The near shore slopes up from the water; each croft's strip runs straight down it.
  const shoreY = waterY + h * 0.14;
  const slope = `M-20 ${n(shoreY)}Q${n(w * 0.5)} ${n(shoreY - h * 0.04)} ${n(w + 20)} ${n(shoreY + h * 0.02)}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`;
  out += el('path', { d: slope, fill: scheme.engraved ? scheme.hills[2] : mix('#7a9a4a', scheme.hills[2], 0.3) });
  const strips = 7;
  let fields = '';
  let fences = '';
  for (let i = 0; i < strips; i++) {
    const x0 = (i / strips) * w;
    const x1 = ((i + 1) / strips) * w;
    const top = shoreY - h * 0.01;
    const spread = (x: number): number => (x - w / 2) * 1.5 + w / 2;
    if (i % 2 === 0 && !scheme.engraved) {
      fields += `M${n(x0)} ${n(top)}L${n(x1)} ${n(top)}L${n(spread(x1))} ${n(h + 2)}L${n(spread(x0))} ${n(h + 2)}Z`;
    }
    fences += `M${n(x0)} ${n(top)}L${n(spread(x0))} ${n(h + 2)}`;
  }
  out += el('path', { d: fields, fill: '#a9b35a', opacity: 0.55 });
  out += el('path', { d: fences, stroke: scheme.engraved ? scheme.primary : '#5a4a35', 'stroke-width': Math.max(1.5, w * 0.002), opacity: 0.7 });
  const cw = Math.min(w * 0.24, h * 0.42);
  out += cottage(ctx, w * rng.range(0.3, 0.5), shoreY + h * 0.2, cw);
  return out;
}

/** The Clearances: the roofless gables of a cleared township scattered along an empty glen with its river. */
export function ruinedTownship(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.42, 0.48);
  let out = sky(ctx, w, h, horizon);
  out += el('path', { d: ridgePath(rng.fork('far'), w, horizon, h * 0.32, { peaks: 3 }), fill: scheme.hills[0] });
  out += el('path', { d: ridgePath(rng.fork('near'), w, horizon + h * 0.02, h * 0.2, { peaks: 2 }), fill: scheme.hills[1] });
  const grass = { ...scheme, hills: scheme.engraved ? scheme.hills : [scheme.hills[0], scheme.hills[1], mix(scheme.hills[2], '#7f8f5a', 0.5), mix(scheme.hills[3], '#55653a', 0.5)] as const };
  out += moorland({ ...ctx, scheme: grass }, w, h, horizon);
  // The river winds down the glen toward the viewer, widening as it comes.
  const river: Point[] = [[w * 0.55, horizon], [w * 0.45, horizon + h * 0.12], [w * 0.62, horizon + h * 0.28], [w * 0.4, h * 0.88], [w * 0.5, h + 4]];
  const left = river.map(([x, y]): Point => [x - (y - horizon) * 0.08 - 2, y]);
  const right = river.map(([x, y]): Point => [x + (y - horizon) * 0.08 + 2, y]).reverse();
  out += el('path', { d: `${smoothPath(left)}L${n(right[0]?.[0] ?? w / 2)} ${n(right[0]?.[1] ?? h)}${smoothPath(right).replace(/^M/, 'L')}Z`, fill: scheme.engraved ? scheme.water : mix(scheme.water, scheme.sky[2], 0.3) });
  const spots: [number, number, number][] = [[0.12, 0.62, 0.13], [0.26, 0.56, 0.09], [0.74, 0.6, 0.11], [0.86, 0.74, 0.16], [0.18, 0.84, 0.2]];
  for (const [tx, ty, tw] of spots) out += ruinedCottage(withRng(ctx, `${tx}`), w * tx, h * ty, Math.min(w, h * 1.6) * tw);
  return out;
}

/** A distillery on the shore: whitewashed warehouses, the pagoda roof of its kiln, casks by the door. */
export function distillery(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const waterY = h * rng.range(0.5, 0.55);
  let out = landscape(withRng(ctx, 'loch'), w, h, { horizon: waterY / h, water: true, ridges: 2, height: 0.55 });
  const quay = waterY + h * 0.2;
  out += el('path', { d: `M-10 ${n(quay - h * 0.04)}H${n(w + 10)}V${n(h + 2)}H-10Z`, fill: scheme.engraved ? scheme.hills[2] : mix('#7b6f5f', scheme.hills[3], 0.4) });
  const wall = scheme.engraved ? '#ffffff' : WHITEWASH;
  const roof = scheme.engraved ? scheme.primary : SLATE_ROOF;
  const line = scheme.engraved ? scheme.primary : '#b9b3a6';
  const x0 = w * rng.range(0.16, 0.24);
  const whW = w * 0.42;
  const whH = h * 0.14;
  // A long bonded warehouse with its painted name band, left blank.
  out += el('path', { d: `M${n(x0 - whW * 0.02)} ${n(quay - whH)}L${n(x0 + whW * 0.04)} ${n(quay - whH - h * 0.07)}H${n(x0 + whW * 0.96)}L${n(x0 + whW * 1.02)} ${n(quay - whH)}Z`, fill: roof });
  out += el('rect', { x: x0, y: quay - whH, width: whW, height: whH, fill: wall, stroke: line, 'stroke-width': 1 });
  out += el('rect', { x: x0 + whW * 0.1, y: quay - whH * 0.86, width: whW * 0.8, height: whH * 0.2, fill: scheme.engraved ? scheme.primary : '#1c1c1c' });
  let doors = '';
  for (let i = 0; i < 4; i++) doors += `M${n(x0 + whW * (0.12 + i * 0.22))} ${n(quay)}v${n(-whH * 0.45)}h${n(whW * 0.08)}v${n(whH * 0.45)}z`;
  out += el('path', { d: doors, fill: scheme.engraved ? scheme.primary : '#2b3a33' });
  // The kiln: a tall whitewashed block capped by the double-tiered pagoda roof and its vent.
  const kx = x0 + whW * 1.04;
  const kw = w * 0.12;
  const kh = h * 0.26;
  const top = quay - kh;
  out += el('rect', { x: kx, y: top, width: kw, height: kh, fill: wall, stroke: line, 'stroke-width': 1 });
  out += el('path', { d: `M${n(kx - kw * 0.12)} ${n(top)}L${n(kx + kw * 0.25)} ${n(top - kh * 0.28)}H${n(kx + kw * 0.75)}L${n(kx + kw * 1.12)} ${n(top)}Z`, fill: roof });
  out += el('path', { d: `M${n(kx + kw * 0.18)} ${n(top - kh * 0.3)}L${n(kx + kw * 0.36)} ${n(top - kh * 0.5)}H${n(kx + kw * 0.64)}L${n(kx + kw * 0.82)} ${n(top - kh * 0.3)}Z`, fill: roof });
  out += el('rect', { x: kx + kw * 0.32, y: top - kh * 0.62, width: kw * 0.36, height: kh * 0.13, fill: wall, stroke: line, 'stroke-width': 1 });
  out += el('path', { d: `M${n(kx + kw * 0.28)} ${n(top - kh * 0.62)}L${n(kx + kw * 0.5)} ${n(top - kh * 0.74)}L${n(kx + kw * 0.72)} ${n(top - kh * 0.62)}Z`, fill: roof });
  // The stillhouse chimney.
  out += el('rect', { x: x0 - w * 0.04, y: quay - h * 0.34, width: w * 0.025, height: h * 0.34, fill: scheme.engraved ? scheme.primary : '#6d5a4a' });
  // Casks stacked by the warehouse doors.
  const cask = h * 0.035;
  let casks = '';
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 5 - row; i++) {
      const cx = x0 + whW * 0.2 + (i + row * 0.5) * cask * 2.1;
      const cy = quay + h * 0.06 - row * cask * 1.8;
      casks += el('ellipse', { cx, cy, rx: cask, ry: cask * 0.95, fill: scheme.engraved ? '#ffffff' : '#8a5a34', stroke: scheme.engraved ? scheme.primary : '#3e2a1a', 'stroke-width': cask * 0.18 }) +
        el('ellipse', { cx, cy, rx: cask * 0.55, ry: cask * 0.5, fill: 'none', stroke: scheme.engraved ? scheme.primary : '#5a3b22', 'stroke-width': cask * 0.1 });
    }
  }
  return out + casks;
}

/** A single-track road running to a township by the sea, past a bilingual sign in Gaelic and English. */
export function roadSign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * 0.46;
  let out = landscape(withRng(ctx, 'coast'), w, h, { horizon: seaY / h, water: true, ridges: 2, height: 0.4 });
  const land = seaY + h * 0.08;
  out += el('path', { d: `M-10 ${n(land)}Q${n(w * 0.5)} ${n(land - h * 0.03)} ${n(w + 10)} ${n(land + h * 0.01)}V${n(h + 2)}H-10Z`, fill: scheme.engraved ? scheme.hills[2] : mix('#6d8a45', scheme.hills[2], 0.3) });
  // The road: one lane, narrowing to the township, its verges paler.
  const road = `M${n(w * 0.36)} ${n(h + 2)}C${n(w * 0.44)} ${n(h * 0.8)} ${n(w * 0.66)} ${n(h * 0.72)} ${n(w * 0.62)} ${n(land + h * 0.02)}L${n(w * 0.635)} ${n(land + h * 0.02)}C${n(w * 0.7)} ${n(h * 0.72)} ${n(w * 0.56)} ${n(h * 0.8)} ${n(w * 0.6)} ${n(h + 2)}Z`;
  out += el('path', { d: road, fill: scheme.engraved ? '#ffffff' : '#5a5c5e' });
  for (let i = 0; i < 4; i++) out += cottage(withRng(ctx, `house${i}`), w * (0.56 + i * 0.07) + rng.range(-5, 5), land + h * 0.02, w * 0.05);
  // The sign: green, Gaelic above English on each line, on two posts by the verge.
  const sx = w * 0.08;
  const sy = h * 0.48;
  const sw = w * 0.28;
  const sh = h * 0.24;
  const post = scheme.engraved ? scheme.primary : '#8a8d90';
  out += el('rect', { x: sx + sw * 0.2, y: sy + sh, width: sw * 0.035, height: h - sy - sh, fill: post }) + el('rect', { x: sx + sw * 0.76, y: sy + sh, width: sw * 0.035, height: h - sy - sh, fill: post });
  out += el('rect', { x: sx, y: sy, width: sw, height: sh, rx: sh * 0.06, fill: scheme.engraved ? '#ffffff' : '#1f6b45', stroke: scheme.engraved ? scheme.primary : '#f4f4f0', 'stroke-width': sh * 0.03 });
  const text = (y: number, words: string, colour: string, size: number): string =>
    el('text', { x: sx + sw * 0.08, y, 'font-family': 'DejaVu Sans, Liberation Sans, Arial, sans-serif', 'font-weight': 'bold', 'font-size': size, fill: scheme.engraved ? scheme.primary : colour }, words);
  const line = sh * 0.2;
  out += text(sy + sh * 0.24, 'Port Rìgh', '#f2c53d', line) + text(sy + sh * 0.44, 'Portree', '#ffffff', line);
  out += text(sy + sh * 0.7, 'Ùige', '#f2c53d', line) + text(sy + sh * 0.9, 'Uig', '#ffffff', line);
  out += el('path', { d: `M${n(sx + sw * 0.86)} ${n(sy + sh * 0.34)}l${n(sw * 0.06)} 0m0 0l${n(-sw * 0.03)} ${n(-sh * 0.06)}m${n(sw * 0.03)} ${n(sh * 0.06)}l${n(-sw * 0.03)} ${n(sh * 0.06)}`, stroke: scheme.engraved ? scheme.primary : '#ffffff', 'stroke-width': sh * 0.035, 'stroke-linecap': 'round' });
  return out;
}
