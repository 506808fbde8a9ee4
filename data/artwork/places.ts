/**
 * Views of places for prints and engravings: a loch, a lighthouse, a castle, standing stones, a stag
 * on the skyline. Each fills a w x h box at the origin from ctx.rng.
 */
import type { DrawContext } from './context';
import { withRng } from './context';
import { lighten, luminance, mix } from './colour';
import { birds, landscape, loch, pine, ridgePath, sky, sun } from './terrain';
import { highlandCow, stag } from './fauna';
import { heatherSprig } from './flora';
import { castle, lighthouse, standingStones } from './buildings';
import { el, group, n, smoothPath, type Point } from './svg';

/** Dark skies light the windows and the lighthouse beams. */
const dusky = (ctx: DrawContext): boolean => luminance(ctx.scheme.sky[0]) < 0.32;

export function stagDesign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.62, 0.7);
  let out = sky(ctx, w, h, horizon);
  out += sun(ctx, w * rng.range(0.3, 0.7), horizon - h * rng.range(0.1, 0.2), Math.min(w, h) * 0.11);
  out += el('path', { d: ridgePath(rng.fork('far'), w, horizon, h * 0.2, { peaks: 3 }), fill: scheme.hills[0] });
  out += el('path', { d: ridgePath(rng.fork('mid'), w, horizon + h * 0.06, h * 0.16, { peaks: 2 }), fill: scheme.hills[1] });
  const facing = rng.chance(0.5) ? 1 : -1;
  const standX = w * (facing === 1 ? rng.range(0.52, 0.62) : rng.range(0.38, 0.48));
  const knollY = h * 0.8;
  const knoll: Point[] = [[-20, h * 0.9], [standX - w * 0.3, knollY + h * 0.06], [standX, knollY], [standX + w * 0.3, knollY + h * 0.06], [w + 20, h * 0.9]];
  const near = scheme.engraved ? scheme.primary : scheme.hills[3];
  out += el('path', { d: `${smoothPath(knoll)}L${n(w + 20)} ${n(h + 2)}L-20 ${n(h + 2)}Z`, fill: near });
  out += stag(ctx, standX, knollY + h * 0.005, Math.min(h * 0.62, w * 0.95), near, facing);
  if (!scheme.engraved) out += birds(ctx, w * 0.25, h * 0.2, Math.min(w, h) * 0.02, 3);
  return out;
}

export function lochDesign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const waterY = h * rng.range(0.46, 0.54);
  let scenery = sky(ctx, w, h, waterY);
  const sunX = w * rng.range(0.25, 0.75);
  scenery += sun(ctx, sunX, waterY - h * rng.range(0.12, 0.25), Math.min(w, h) * 0.04);
  let ridges = '';
  ridges += el('path', { d: ridgePath(rng.fork('far'), w, waterY, h * 0.3, { peaks: 3 }), fill: scheme.hills[0] });
  ridges += el('path', { d: ridgePath(rng.fork('near'), w, waterY, h * 0.17, { peaks: 2, roughness: 0.2 }), fill: scheme.hills[1] });
  // A wooded island, mirrored with the hills.
  const ix = w * rng.range(0.3, 0.7);
  const iw = w * rng.range(0.12, 0.2);
  let island = el('path', { d: `M${n(ix - iw)} ${n(waterY)}Q${n(ix - iw * 0.5)} ${n(waterY - h * 0.03)} ${n(ix)} ${n(waterY - h * 0.035)}Q${n(ix + iw * 0.6)} ${n(waterY - h * 0.03)} ${n(ix + iw)} ${n(waterY)}Z`, fill: scheme.hills[2] });
  for (let i = 0; i < 5; i++) island += pine(ix + (i / 4 - 0.5) * iw * 1.1, waterY - h * 0.02, h * rng.range(0.05, 0.09), scheme.hills[3]);
  ridges += island;
  const ridgesId = ctx.ids.next('ridges');
  const lochSvg = loch(ctx, w, h, waterY, ridgesId, sunX);
  let boat = '';
  if (!scheme.engraved) {
    const bx = w * rng.range(0.15, 0.85);
    const by = waterY + (h - waterY) * rng.range(0.35, 0.6);
    const bl = w * 0.06;
    boat = el('path', { d: `M${n(bx - bl)} ${n(by)}h${n(bl * 2)}q${n(-bl * 0.3)} ${n(bl * 0.3)} ${n(-bl * 0.6)} ${n(bl * 0.3)}h${n(-bl * 0.8)}q${n(-bl * 0.3)} 0 ${n(-bl * 0.6)} ${n(-bl * 0.3)}z`, fill: scheme.dark }) +
      el('path', { d: `M${n(bx - bl)} ${n(by + bl * 0.5)}h${n(bl * 2)}`, stroke: lighten(scheme.water, 0.4), 'stroke-width': 1.5, opacity: 0.6 });
  }
  return scenery + group(ridges, { id: ridgesId }) + lochSvg + boat + birds(ctx, w * 0.7, h * 0.18, Math.min(w, h) * 0.018, 2);
}

export function lighthouseDesign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const seaY = h * rng.range(0.6, 0.68);
  const left = rng.chance(0.5);
  let scenery = sky(ctx, w, h, seaY);
  const sunX = left ? w * 0.75 : w * 0.25;
  scenery += sun(ctx, sunX, seaY - h * 0.12, Math.min(w, h) * 0.045);
  const farId = ctx.ids.next('isles');
  const far = el('path', { id: farId, d: ridgePath(rng.fork('isles'), w, seaY, h * 0.09, { peaks: 3 }), fill: scheme.hills[0], opacity: 0.9 });
  const sea = loch(withRng(ctx, 'sea'), w, h, seaY, farId, sunX);
  const headX = left ? w * 0.3 : w * 0.7;
  const cliffTop = seaY - h * 0.02;
  const dir = left ? 1 : -1;
  const edge = left ? -20 : w + 20;
  const rock: Point[] = [[edge, h * 0.72], [edge + dir * w * 0.05, cliffTop - h * 0.02], [headX, cliffTop], [headX + dir * w * 0.14, cliffTop + h * 0.03], [headX + dir * w * 0.24, seaY + h * 0.12], [headX + dir * w * 0.3, h + 2]];
  const headland = `${smoothPath(rock, false, 0.7)}L${n(edge)} ${n(h + 2)}Z`;
  const rockColour = scheme.hills[3];
  let out = scenery + far + sea;
  out += el('path', { d: headland, fill: rockColour });
  if (!scheme.engraved) {
    out += el('path', { d: `M${n(headX + dir * w * 0.15)} ${n(cliffTop + h * 0.05)}l${n(dir * w * 0.06)} ${n(h * 0.08)}l${n(-dir * w * 0.03)} ${n(h * 0.1)}`, fill: 'none', stroke: lighten(rockColour, 0.15), 'stroke-width': 2, opacity: 0.6 });
    out += el('path', { d: `M${n(headX + dir * w * 0.22)} ${n(seaY + h * 0.1)}q${n(dir * w * 0.04)} ${n(-h * 0.02)} ${n(dir * w * 0.08)} ${n(h * 0.01)}`, fill: 'none', stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 });
  }
  out += lighthouse(ctx, headX - dir * w * 0.04, cliffTop + h * 0.01, h * 0.42, dusky(ctx));
  return out + birds(ctx, left ? w * 0.7 : w * 0.3, h * 0.22, Math.min(w, h) * 0.018, 3);
}

export function castleDesign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const water = rng.chance(0.65);
  const horizon = h * rng.range(0.66, 0.72);
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: horizon / h, water, ridges: 2, height: 0.5, foreground: false });
  const cx = w * rng.range(0.42, 0.58);
  const size = Math.min(w, h * 1.1) * rng.range(0.42, 0.5);
  const moundTop = horizon - h * 0.05;
  const mound = `M${n(cx - size * 0.85)} ${n(horizon + 1)}Q${n(cx - size * 0.6)} ${n(moundTop)} ${n(cx - size * 0.3)} ${n(moundTop)}H${n(cx + size * 0.3)}Q${n(cx + size * 0.65)} ${n(moundTop)} ${n(cx + size * 0.9)} ${n(horizon + 1)}Z`;
  const moundColour = scheme.engraved ? scheme.hills[3] : mix(scheme.hills[2], scheme.hills[3], 0.5);
  if (water) {
    const reflection = group(castle(withRng(ctx, 'castle'), cx, moundTop, size, dusky(ctx)) + el('path', { d: mound, fill: moundColour }), {
      transform: `translate(0 ${n(horizon * 2)}) scale(1 -1)`, opacity: scheme.engraved ? 0.25 : 0.35,
    });
    out += reflection;
  }
  out += castle(withRng(ctx, 'castle'), cx, moundTop, size, dusky(ctx));
  out += el('path', { d: mound, fill: moundColour });
  return out;
}

export function stonesDesign(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const horizon = h * rng.range(0.52, 0.58);
  const sunX = w * rng.range(0.2, 0.8);
  const rising = { x: sunX, y: horizon - h * 0.07, r: Math.min(w, h) * 0.06 };
  let out = landscape(withRng(ctx, 'land'), w, h, { horizon: horizon / h, water: false, ridges: 2, height: 0.35, sun: scheme.engraved ? false : rising });
  if (!scheme.engraved) {
    let tufts = '';
    for (let i = 0; i < 46; i++) {
      const y = horizon + (h - horizon) * Math.pow(rng.next(), 0.7);
      const s = (y - horizon) / (h - horizon);
      tufts += el('ellipse', { cx: rng.range(0, w), cy: y, rx: 2 + s * 10, ry: 1 + s * 3.5, fill: rng.chance(0.6) ? scheme.bloom : lighten(scheme.hills[2], 0.15), opacity: 0.25 + s * 0.25 });
    }
    out += tufts;
  }
  out += standingStones(ctx, w * 0.5, horizon + (h - horizon) * 0.45, Math.min(w, h * 1.1) * 0.72, sunX);
  return out;
}

export function scenicDesign(ctx: DrawContext, w: number, h: number): string {
  return landscape(ctx, w, h, { horizon: ctx.rng.range(0.58, 0.68), water: true, ridges: 3, foreground: true });
}

/** A Highland cow standing knee-deep in flowering heather, hills behind. */
export function cowInHeather(ctx: DrawContext, w: number, h: number): string {
  const { rng, scheme } = ctx;
  const moor = { ...scheme, hills: scheme.engraved ? scheme.hills : [mix(scheme.hills[0], scheme.bloom, 0.2), mix(scheme.hills[1], scheme.bloom, 0.35), mix(scheme.hills[2], scheme.bloom, 0.4), mix(scheme.hills[3], scheme.bloom, 0.3)] as const };
  let out = landscape(withRng({ ...ctx, scheme: moor }, 'land'), w, h, { horizon: rng.range(0.5, 0.56), water: false, ridges: 3 });
  const size = Math.min(h * 0.42, w * 0.5);
  out += highlandCow(withRng(ctx, 'cow'), w * rng.range(0.45, 0.58), h * 0.5, size, true);
  // Heather in front of the legs, so the cow stands in it rather than on it.
  for (let i = 0; i < 30; i++) {
    const x = (i / 29) * w + rng.range(-12, 12);
    out += heatherSprig(withRng(ctx, `bell${i}`), x, h + 6, h * rng.range(0.2, 0.34), rng.range(-25, 25));
  }
  return out;
}
