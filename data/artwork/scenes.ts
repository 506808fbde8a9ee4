/** Wide illustrations without a product, for heritage stories and adventure pages. */
import type { ArtworkMotif } from './types';
import type { DrawContext } from './context';
import { withRng, withScheme } from './context';
import { darken, lighten, mix } from './colour';
import { drawDesign } from './designs';
import { heatherSprig, thistle } from './flora';
import { highlandCow } from './fauna';
import { plait } from './knot';
import { tartanCloth } from './tartan';
import { landscape } from './terrain';
import { loom } from './gatherings';
import { clipped, el, group, n, polyline, smoothPath, type Point } from './svg';

/** A rolling bank of ground across the bottom, from `top` (fraction of h) down. */
function meadow(ctx: DrawContext, w: number, h: number, top: number, colour: string): string {
  const { rng } = ctx;
  const pts: Point[] = [];
  for (let i = 0; i <= 6; i++) pts.push([(i / 6) * (w + 40) - 20, h * top + Math.sin(i * 1.7 + rng.range(0, 2)) * h * 0.025]);
  return el('path', { d: `${smoothPath(pts)}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: colour });
}

function thistleScene(ctx: DrawContext, w: number, h: number): string {
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: 0.6, water: true, ridges: 3 });
  out += meadow(ctx, w, h, 0.82, ctx.scheme.hills[3]);
  const side = ctx.rng.chance(0.5) ? 1 : -1;
  const base = side === 1 ? w * 0.8 : w * 0.2;
  out += thistle(withRng(ctx, 't1'), base, h * 1.02, h * 0.62);
  out += thistle(withRng(ctx, 't2'), base - side * w * 0.1, h * 1.04, h * 0.45);
  out += thistle(withRng(ctx, 't3'), base + side * w * 0.09, h * 1.05, h * 0.36);
  return out;
}

function heatherScene(ctx: DrawContext, w: number, h: number): string {
  const { scheme } = ctx;
  // Heather in bloom turns whole hillsides purple.
  const moor = withScheme(ctx, { ...scheme, hills: [mix(scheme.hills[0], scheme.bloom, 0.25), mix(scheme.hills[1], scheme.bloom, 0.4), mix(scheme.hills[2], scheme.bloom, 0.45), mix(scheme.hills[3], scheme.bloom, 0.3)] });
  let out = landscape(withRng(moor, 'land'), w, h, { horizon: 0.58, water: ctx.rng.chance(0.5), ridges: 3 });
  out += meadow(ctx, w, h, 0.8, moor.scheme.hills[3]);
  const count = 34;
  for (let i = 0; i < count; i++) {
    const x = (i / (count - 1)) * w + ctx.rng.range(-20, 20);
    const len = h * ctx.rng.range(0.18, 0.32);
    out += heatherSprig(withRng(ctx, `s${i}`), x, h + 10, len, ctx.rng.range(-25, 25));
  }
  return out;
}

function cowScene(ctx: DrawContext, w: number, h: number): string {
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: 0.56, water: ctx.rng.chance(0.6), ridges: 3 });
  out += meadow(ctx, w, h, 0.7, mix(ctx.scheme.hills[2], '#6b7d3f', 0.4));
  out += meadow(withRng(ctx, 'near'), w, h, 0.86, mix(ctx.scheme.hills[3], '#4d5e2c', 0.35));
  const x = w * ctx.rng.range(0.55, 0.72);
  out += highlandCow(ctx, x, h * 0.6, h * 0.5, true);
  return out;
}

function crossScene(ctx: DrawContext, w: number, h: number): string {
  const { scheme } = ctx;
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: 0.62, water: true, ridges: 3, foreground: false });
  out += meadow(ctx, w, h, 0.84, scheme.hills[3]);
  // A Celtic high cross: ringed head, knotwork down the shaft.
  const stone = mix('#8f8b83', scheme.hills[1], 0.25);
  const carved = darken(stone, 0.35);
  const cx = w * (ctx.rng.chance(0.5) ? 0.24 : 0.76);
  const s = h / 675;
  const top = h * 0.14;
  const shaftW = 70 * s;
  const armY = top + 120 * s;
  const cross = `M${n(cx - shaftW / 2)} ${n(h * 0.9)}V${n(armY + 45 * s)}H${n(cx - 150 * s)}V${n(armY - 45 * s)}H${n(cx - shaftW / 2)}V${n(top)}H${n(cx + shaftW / 2)}V${n(armY - 45 * s)}H${n(cx + 150 * s)}V${n(armY + 45 * s)}H${n(cx + shaftW / 2)}V${n(h * 0.9)}Z`;
  out += el('rect', { x: cx - 60 * s, y: h * 0.88, width: 120 * s, height: 40 * s, fill: darken(stone, 0.15) });
  out += el('circle', { cx, cy: armY, r: 95 * s, fill: 'none', stroke: stone, 'stroke-width': 26 * s });
  out += el('path', { d: cross, fill: stone });
  out += el('path', { d: cross, fill: 'none', stroke: carved, 'stroke-width': 3 * s });
  out += el('circle', { cx, cy: armY, r: 22 * s, fill: lighten(stone, 0.12), stroke: carved, 'stroke-width': 3 * s });
  const cell = shaftW / 2.4;
  out += plait(cx - cell, armY + 70 * s, 2, 8, cell, { ribbon: lighten(stone, 0.15), outline: carved, gap: stone });
  out += el('path', { d: `M${n(cx + shaftW * 0.2)} ${n(top)}V${n(h * 0.9)}`, stroke: '#000000', 'stroke-width': shaftW * 0.3, opacity: 0.12 });
  return out;
}

function bannerScene(ctx: DrawContext, w: number, h: number): string {
  const { scheme, rng } = ctx;
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: 0.64, water: true, ridges: 3, foreground: false });
  out += meadow(ctx, w, h, 0.82, scheme.hills[3]);
  const poleX = w * rng.range(0.3, 0.42);
  const topY = h * 0.18;
  const fw = w * 0.42;
  const fh = h * 0.38;
  // The fly end ripples more than the hoist, as a flag in wind does.
  const edge = (y: number): Point[] =>
    Array.from({ length: 13 }, (_, i): Point => {
      const t = i / 12;
      return [poleX + t * fw, y + Math.sin(t * Math.PI * 2.2) * fh * 0.08 * t];
    });
  const flag = polyline([...edge(topY), ...edge(topY + fh).reverse()], true);
  const cloth = tartanCloth(withRng(ctx, 'banner'), fw + 40, fh * 1.4, { settSize: fh * 0.8, pixelScale: 1 });
  let folds = '';
  for (let i = 0; i < 5; i++) {
    const t = (i + 0.5) / 5;
    folds += el('rect', { x: poleX + t * fw - fw * 0.06, y: topY - fh * 0.2, width: fw * 0.12, height: fh * 1.5, fill: i % 2 ? '#ffffff' : '#000000', opacity: 0.1 });
  }
  out += el('path', { d: `M${n(poleX)} ${n(topY - 20)}V${n(h * 0.86)}`, stroke: '#3b2a1d', 'stroke-width': 10, 'stroke-linecap': 'round' });
  out += el('circle', { cx: poleX, cy: topY - 24, r: 10, fill: '#c9a54c' });
  out += clipped(ctx.ids, flag, group(cloth, { transform: `translate(${n(poleX - 20)} ${n(topY - fh * 0.2)})` }) + folds);
  return out;
}

export function drawScene(ctx: DrawContext, motif: ArtworkMotif, w: number, h: number): string {
  switch (motif) {
    case 'thistle':
      return thistleScene(ctx, w, h);
    case 'heather':
      return heatherScene(ctx, w, h);
    case 'highland-cow':
      return cowScene(ctx, w, h);
    case 'celtic-knot':
      return crossScene(ctx, w, h);
    case 'tartan':
      return bannerScene(ctx, w, h);
    case 'tweed':
      return loom(ctx, w, h, 'tweed');
    case 'landscape':
      return landscape(ctx, w, h, { horizon: 0.62, water: true, ridges: 3, foreground: true });
    default:
      return drawDesign(ctx, motif, w, h);
  }
}
