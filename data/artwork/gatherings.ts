/**
 * Scotland indoors and at play: a Burns supper laid by candlelight, a Highland games field with its
 * caber and pipers, cloth on the loom (tartan on a hand loom, tweed on a treadle loom by a window on
 * the sea). Each fills a w x h box at the origin from ctx.rng.
 */
import type { DrawContext } from './context';
import { withRng } from './context';
import { darken, lighten, mix } from './colour';
import { thistle } from './flora';
import { tweedCloth } from './cloth';
import { tartanCloth } from './tartan';
import { landscape } from './terrain';
import { woodGrain } from './materials';
import { el, group, linearGradientAt, n, radialGradientAt, url } from './svg';

/** A candle in a brass stick, its flame at (x, y - height). */
function candleStick(x: number, baseY: number, height: number): string {
  const w = height * 0.14;
  return el('ellipse', { cx: x, cy: baseY, rx: w * 1.6, ry: w * 0.4, fill: '#b8913f' }) +
    el('rect', { x: x - w * 0.3, y: baseY - height * 0.25, width: w * 0.6, height: height * 0.25, fill: '#c9a54c' }) +
    el('rect', { x: x - w / 2, y: baseY - height, width: w, height: height * 0.75, fill: '#f2ead6' }) +
    el('path', { d: `M${n(x)} ${n(baseY - height - w * 2.2)}c${n(-w * 0.7)} ${n(w * 0.8)} ${n(-w * 0.5)} ${n(w * 1.8)} 0 ${n(w * 2)}c${n(w * 0.5)} ${n(-w * 0.2)} ${n(w * 0.7)} ${n(-w * 1.2)} 0 ${n(-w * 2)}z`, fill: '#ffd27a' });
}

/** Burns Night: the haggis on its board, a dram, a book of poems and a quill, lit by candles. */
export function burnsSupper(ctx: DrawContext, w: number, h: number): string {
  const { scheme } = ctx;
  const tableY = h * 0.52;
  const wall = scheme.engraved ? '#ffffff' : mix('#2a1c16', scheme.dark, 0.3);
  let out = el('rect', { x: -2, y: -2, width: w + 4, height: tableY + 4, fill: wall });
  out += woodGrain({ ...ctx, rng: ctx.rng.fork('table') }, -10, tableY, w + 20, h - tableY + 10, scheme.engraved ? '#ffffff' : '#6e4529', false);
  if (!scheme.engraved) {
    const glow = ctx.ids.next('candleglow');
    out += el('defs', {}, radialGradientAt(glow, [[0, '#ffcf7a', 0.5], [0.4, '#ffb35a', 0.15], [1, '#ffb35a', 0]], w * 0.5, tableY - h * 0.1, w * 0.6)) +
      el('rect', { width: w, height: h, fill: url(glow) });
  }
  // A tartan runner down the table.
  out += group(tartanCloth(withRng(ctx, 'runner'), w * 0.9, h * 0.12, { settSize: h * 0.12 }), { transform: `translate(${n(w * 0.05)} ${n(tableY + h * 0.08)})` });
  // The haggis: a plump round pudding on a wooden board, tied at the ends.
  const hx = w * 0.5;
  const hy = tableY + h * 0.24;
  const hs = Math.min(w, h) * 0.18;
  out += el('ellipse', { cx: hx, cy: hy + hs * 0.35, rx: hs * 1.5, ry: hs * 0.38, fill: scheme.engraved ? scheme.hills[1] : '#b07a4a', stroke: scheme.engraved ? scheme.primary : '#5a3b22', 'stroke-width': 2 });
  out += el('ellipse', { cx: hx, cy: hy, rx: hs, ry: hs * 0.62, fill: scheme.engraved ? scheme.hills[2] : '#8a5234' });
  out += el('ellipse', { cx: hx - hs * 0.3, cy: hy - hs * 0.25, rx: hs * 0.35, ry: hs * 0.14, fill: '#ffffff', opacity: 0.25 });
  out += el('path', { d: `M${n(hx - hs)} ${n(hy)}l${n(-hs * 0.2)} ${n(-hs * 0.1)}M${n(hx + hs)} ${n(hy)}l${n(hs * 0.2)} ${n(-hs * 0.1)}`, stroke: scheme.engraved ? scheme.primary : '#d8c8a8', 'stroke-width': hs * 0.06, 'stroke-linecap': 'round' });
  out += el('path', { d: `M${n(hx - hs * 0.5)} ${n(hy - hs * 0.5)}Q${n(hx)} ${n(hy - hs * 0.2)} ${n(hx + hs * 0.5)} ${n(hy - hs * 0.5)}`, stroke: darken('#8a5234', 0.3), 'stroke-width': 2, fill: 'none' });
  // The book of poems, open, with its quill.
  const bx = w * 0.16;
  const by = tableY + h * 0.2;
  const bw = w * 0.17;
  const bh = h * 0.16;
  const paper = scheme.engraved ? '#ffffff' : '#efe4c8';
  out += el('path', { d: `M${n(bx)} ${n(by)}L${n(bx + bw / 2)} ${n(by + bh * 0.08)}L${n(bx + bw)} ${n(by)}L${n(bx + bw * 1.02)} ${n(by + bh)}L${n(bx + bw / 2)} ${n(by + bh * 1.06)}L${n(bx - bw * 0.02)} ${n(by + bh)}Z`, fill: paper, stroke: darken(paper, 0.4), 'stroke-width': 1 });
  let lines = '';
  for (let i = 1; i < 7; i++) lines += `M${n(bx + bw * 0.06)} ${n(by + bh * (i / 7.5))}h${n(bw * 0.36)}M${n(bx + bw * 0.58)} ${n(by + bh * (i / 7.5))}h${n(bw * 0.36)}`;
  out += el('path', { d: lines, stroke: darken(paper, 0.5), 'stroke-width': 1.2, opacity: 0.7 });
  out += el('path', { d: `M${n(bx + bw * 0.9)} ${n(by + bh * 0.9)}Q${n(bx + bw * 1.2)} ${n(by - bh * 0.4)} ${n(bx + bw * 1.5)} ${n(by - bh * 0.9)}Q${n(bx + bw * 1.25)} ${n(by - bh * 0.1)} ${n(bx + bw * 0.9)} ${n(by + bh * 0.9)}Z`, fill: scheme.engraved ? scheme.secondary : '#f6f2ea', stroke: '#9a9080', 'stroke-width': 1 });
  // A dram in a cut glass.
  const gx = w * 0.78;
  const gy = tableY + h * 0.2;
  const gw = w * 0.04;
  out += el('path', { d: `M${n(gx - gw)} ${n(gy - gw * 2.2)}L${n(gx - gw * 0.85)} ${n(gy)}H${n(gx + gw * 0.85)}L${n(gx + gw)} ${n(gy - gw * 2.2)}Z`, fill: '#dfe9ea', opacity: 0.55 }) +
    el('path', { d: `M${n(gx - gw * 0.93)} ${n(gy - gw)}L${n(gx - gw * 0.85)} ${n(gy)}H${n(gx + gw * 0.85)}L${n(gx + gw * 0.93)} ${n(gy - gw)}Z`, fill: scheme.engraved ? scheme.accent : '#c98a2c' });
  out += candleStick(w * 0.36, tableY + h * 0.06, h * 0.3) + candleStick(w * 0.64, tableY + h * 0.06, h * 0.26);
  out += thistle(withRng(ctx, 'sprig'), w * 0.9, tableY + h * 0.4, h * 0.3);
  return out;
}

/** A figure in a kilt, seen small: `pose` 'caber' holds the caber upright, 'piper' plays the pipes. */
function figure(ctx: DrawContext, x: number, baseY: number, size: number, kilt: string, pose: 'caber' | 'piper'): string {
  const dark = ctx.scheme.engraved ? ctx.scheme.primary : '#1d1d22';
  const shirt = ctx.scheme.engraved ? '#ffffff' : '#f1eee6';
  const s = size / 100;
  let out = el('rect', { x: x - 8 * s, y: baseY - 30 * s, width: 5 * s, height: 30 * s, fill: '#e8d8c0' }) + el('rect', { x: x + 3 * s, y: baseY - 30 * s, width: 5 * s, height: 30 * s, fill: '#e8d8c0' }) +
    el('rect', { x: x - 9 * s, y: baseY - 10 * s, width: 18 * s, height: 10 * s, fill: dark }) +
    el('path', { d: `M${n(x - 12 * s)} ${n(baseY - 30 * s)}L${n(x - 10 * s)} ${n(baseY - 52 * s)}H${n(x + 10 * s)}L${n(x + 12 * s)} ${n(baseY - 30 * s)}Z`, fill: kilt }) +
    el('rect', { x: x - 10 * s, y: baseY - 80 * s, width: 20 * s, height: 30 * s, rx: 4 * s, fill: shirt }) +
    el('circle', { cx: x, cy: baseY - 88 * s, r: 8 * s, fill: '#e0b894' });
  if (pose === 'caber') {
    out += el('rect', { x: x - 5 * s, y: baseY - 250 * s, width: 10 * s, height: 200 * s, rx: 4 * s, fill: ctx.scheme.engraved ? ctx.scheme.secondary : '#8a6a44', transform: `rotate(8 ${n(x)} ${n(baseY - 50 * s)})` });
    out += el('path', { d: `M${n(x - 10 * s)} ${n(baseY - 70 * s)}L${n(x - 2 * s)} ${n(baseY - 52 * s)}M${n(x + 10 * s)} ${n(baseY - 70 * s)}L${n(x + 3 * s)} ${n(baseY - 52 * s)}`, stroke: shirt, 'stroke-width': 5 * s, 'stroke-linecap': 'round' });
  } else {
    out += el('ellipse', { cx: x + 8 * s, cy: baseY - 66 * s, rx: 10 * s, ry: 7 * s, fill: kilt }) +
      el('path', { d: `M${n(x + 6 * s)} ${n(baseY - 72 * s)}l${n(6 * s)} ${n(-34 * s)}M${n(x + 10 * s)} ${n(baseY - 72 * s)}l${n(12 * s)} ${n(-28 * s)}M${n(x + 13 * s)} ${n(baseY - 70 * s)}l${n(16 * s)} ${n(-20 * s)}`, stroke: dark, 'stroke-width': 2.5 * s, 'stroke-linecap': 'round' }) +
      el('rect', { x: x - 12 * s, y: baseY - 104 * s, width: 24 * s, height: 10 * s, rx: 4 * s, fill: dark });
  }
  return out;
}

/** A Highland games field: a heavyweight tossing the caber, a pipe band, a marquee, the hills behind. */
export function highlandGames(ctx: DrawContext, w: number, h: number): string {
  const { scheme } = ctx;
  const horizon = h * 0.5;
  let out = landscape(withRng(ctx, 'hills'), w, h, { horizon: horizon / h, water: false, ridges: 2, height: 0.5 });
  out += el('rect', { x: -2, y: horizon + h * 0.04, width: w + 4, height: h, fill: scheme.engraved ? scheme.hills[1] : mix('#6f9a45', scheme.hills[2], 0.2) });
  // The marquee, striped, with its flags.
  const mx = w * 0.66;
  const my = horizon + h * 0.12;
  const mw = w * 0.22;
  const stripe = scheme.engraved ? scheme.secondary : scheme.accent;
  out += el('rect', { x: mx, y: my - h * 0.1, width: mw, height: h * 0.1, fill: scheme.engraved ? '#ffffff' : '#f4f1ea' });
  out += el('path', { d: `M${n(mx - w * 0.01)} ${n(my - h * 0.1)}L${n(mx + mw / 2)} ${n(my - h * 0.2)}L${n(mx + mw + w * 0.01)} ${n(my - h * 0.1)}Z`, fill: stripe });
  let stripes = '';
  for (let i = 0; i < 6; i++) stripes += `M${n(mx + (mw * (i + 0.5)) / 6)} ${n(my - h * 0.1)}v${n(h * 0.1)}`;
  out += el('path', { d: stripes, stroke: stripe, 'stroke-width': mw / 14, opacity: 0.7 });
  const kilt = scheme.engraved ? scheme.secondary : scheme.sett[0]?.[0] ?? scheme.primary;
  // The pipe band in a line on the far side of the field.
  for (let i = 0; i < 6; i++) out += figure(ctx, w * (0.08 + i * 0.055), horizon + h * 0.2, h * 0.18, kilt, 'piper');
  // The heavyweight with the caber in the foreground.
  out += figure(ctx, w * 0.52, h * 0.9, h * 0.32, darken(kilt, 0.1), 'caber');
  return out;
}

/** A loom with cloth on it: the warp threads running to the beam, the woven length rolling towards us. */
export function loom(ctx: DrawContext, w: number, h: number, cloth: 'tartan' | 'tweed'): string {
  const { scheme } = ctx;
  const wall = scheme.engraved ? '#ffffff' : mix('#e9e1d2', scheme.backdrop, 0.4);
  let out = el('rect', { x: -2, y: -2, width: w + 4, height: h + 4, fill: wall });
  if (cloth === 'tweed') {
    // The weaving shed's window on the sea, as on Harris.
    const wx = w * 0.68;
    const wy = h * 0.12;
    const ww = w * 0.24;
    const wh = h * 0.3;
    out += group(landscape(withRng(ctx, 'window'), ww, wh, { horizon: 0.55, water: true, ridges: 2, height: 0.4 }), { transform: `translate(${n(wx)} ${n(wy)})` }) +
      el('path', { d: `M${n(wx)} ${n(wy)}h${n(ww)}v${n(wh)}h${n(-ww)}zM${n(wx + ww / 2)} ${n(wy)}v${n(wh)}M${n(wx)} ${n(wy + wh / 2)}h${n(ww)}`, fill: 'none', stroke: scheme.engraved ? scheme.primary : '#f4f1ea', 'stroke-width': w * 0.008 });
  }
  const floor = scheme.engraved ? '#ffffff' : '#8a6a48';
  out += el('rect', { x: -2, y: h * 0.86, width: w + 4, height: h * 0.16, fill: floor });
  const frame = scheme.engraved ? scheme.primary : '#7a5330';
  const lx = w * 0.12;
  const lw = w * 0.5;
  const top = h * 0.12;
  // The frame: two uprights, the breast beam, the beater.
  out += el('rect', { x: lx, y: top, width: w * 0.025, height: h * 0.76, fill: frame }) +
    el('rect', { x: lx + lw, y: top, width: w * 0.025, height: h * 0.76, fill: frame }) +
    el('rect', { x: lx - w * 0.01, y: top, width: lw + w * 0.045, height: h * 0.03, fill: frame });
  // The warp, fanning from the back beam to the fell of the cloth.
  const fell = h * 0.44;
  let warp = '';
  const yarn = scheme.engraved ? scheme.hills[1] : lighten(scheme.sett[0]?.[0] ?? scheme.primary, 0.2);
  for (let i = 0; i <= 40; i++) {
    const x = lx + w * 0.04 + ((lw - w * 0.04) * i) / 40;
    warp += `M${n(x)} ${n(top + h * 0.05)}L${n(x)} ${n(fell)}`;
  }
  out += el('path', { d: warp, stroke: yarn, 'stroke-width': 1.2, opacity: 0.9 });
  out += el('rect', { x: lx + w * 0.02, y: fell - h * 0.05, width: lw, height: h * 0.025, fill: darken(frame, 0.1) });
  // The woven cloth coming off the fell and over the breast beam.
  const cw = lw - w * 0.04;
  const ch = h * 0.3;
  const woven = cloth === 'tartan' ? tartanCloth(withRng(ctx, 'cloth'), cw, ch, { settSize: ch * 0.9 }) : tweedCloth(withRng(ctx, 'cloth'), cw, ch);
  out += group(woven, { transform: `translate(${n(lx + w * 0.04)} ${n(fell)})` });
  const shade = ctx.ids.next('beam');
  out += el('defs', {}, linearGradientAt(shade, [[0, '#000000', 0], [1, '#000000', 0.35]], 0, fell, 0, fell + ch)) + el('rect', { x: lx + w * 0.04, y: fell, width: cw, height: ch, fill: url(shade) });
  out += el('rect', { x: lx, y: fell + ch, width: lw + w * 0.025, height: h * 0.04, rx: h * 0.02, fill: frame });
  // A shuttle resting on the cloth, and bolts or skeins of yarn beside the loom.
  out += el('path', { d: `M${n(lx + lw * 0.3)} ${n(fell + h * 0.06)}h${n(lw * 0.3)}l${n(lw * 0.05)} ${n(h * 0.015)}l${n(-lw * 0.05)} ${n(h * 0.015)}h${n(-lw * 0.3)}l${n(-lw * 0.05)} ${n(-h * 0.015)}z`, fill: scheme.engraved ? scheme.secondary : '#c9a56a', stroke: darken('#c9a56a', 0.4), 'stroke-width': 1 });
  const colours = [...new Set(scheme.sett.map(([c]) => c))].slice(0, 4);
  colours.forEach((colour, i) => {
    const x = w * (0.72 + (i % 2) * 0.1);
    const y = h * (0.68 + Math.floor(i / 2) * 0.1);
    out += cloth === 'tweed'
      ? el('rect', { x: x - w * 0.045, y: y - h * 0.04, width: w * 0.09, height: h * 0.08, rx: h * 0.02, fill: scheme.engraved ? '#ffffff' : colour, stroke: darken(colour, 0.4), 'stroke-width': 1 })
      : el('ellipse', { cx: x, cy: y, rx: w * 0.04, ry: h * 0.045, fill: scheme.engraved ? '#ffffff' : colour, stroke: darken(colour, 0.4), 'stroke-width': 1 });
  });
  return out;
}
