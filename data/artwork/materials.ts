/** Surfaces products are made of: wood, cloth, glass, gloss, plus stitching and engraving. */
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { el, group, linearGradientAt, n, url, type Point } from './svg';

export const OAK = '#c99a62';
export const WALNUT = '#8a5a36';
export const BURN_INK = '#4a2a14';

/** Long-grain wood filling (x, y, w, h): a warm gradient, wavy grain lines and the odd knot. */
export function woodGrain(ctx: DrawContext, x: number, y: number, w: number, h: number, base: string, vertical = true): string {
  const { rng } = ctx;
  const id = ctx.ids.next('wood');
  const along = vertical ? h : w;
  const across = vertical ? w : h;
  const point = (a: number, b: number): Point => (vertical ? [x + b, y + a] : [x + a, y + b]);
  let lines = '';
  let light = '';
  const count = Math.round(across / 9);
  for (let i = 0; i < count; i++) {
    const b0 = (i / count) * across + rng.range(-3, 3);
    const amp = rng.range(2, 9);
    const freq = rng.range(0.6, 1.6) / along;
    const phase = rng.range(0, 6.28);
    let d = '';
    const steps = 10;
    for (let s = 0; s <= steps; s++) {
      const a = (s / steps) * along;
      const [px, py] = point(a, b0 + Math.sin(a * freq * 6.28 + phase) * amp);
      d += `${s === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`;
    }
    if (rng.chance(0.25)) light += d;
    else lines += d;
  }
  let knots = '';
  for (let k = 0; k < rng.int(0, 2); k++) {
    const [kx, ky] = point(rng.range(0.2, 0.8) * along, rng.range(0.2, 0.8) * across);
    const rx = vertical ? rng.range(5, 9) : rng.range(14, 26);
    const ry = vertical ? rng.range(14, 26) : rng.range(5, 9);
    knots += el('ellipse', { cx: kx, cy: ky, rx, ry, fill: darken(base, 0.3), opacity: 0.5 }) +
      el('ellipse', { cx: kx, cy: ky, rx: rx * 1.8, ry: ry * 1.8, fill: 'none', stroke: darken(base, 0.25), 'stroke-width': 1.5, opacity: 0.4 });
  }
  const [gx1, gy1] = point(0, 0);
  const [gx2, gy2] = point(0, across);
  return (
    el('defs', {}, linearGradientAt(id, [[0, darken(base, 0.06)], [0.35, lighten(base, 0.08)], [0.7, base], [1, darken(base, 0.1)]], gx1, gy1, gx2, gy2)) +
    el('rect', { x, y, width: w, height: h, fill: url(id) }) +
    el('path', { d: lines, fill: 'none', stroke: darken(base, 0.28), 'stroke-width': 1.6, opacity: 0.35 }) +
    el('path', { d: light, fill: 'none', stroke: lighten(base, 0.2), 'stroke-width': 2.5, opacity: 0.35 }) +
    knots
  );
}

/** Engraved or laser-burnt artwork: multiplied into the wood and broken into fine burn lines. */
export function engraving(ctx: DrawContext, content: string, x: number, y: number, w: number, h: number, pitch = 3): string {
  const pattern = ctx.ids.next('burnlines');
  const mask = ctx.ids.next('burnmask');
  return (
    el('defs', {},
      el('pattern', { id: pattern, patternUnits: 'userSpaceOnUse', width: pitch * 4, height: pitch },
        el('rect', { width: pitch * 4, height: pitch * 0.72, fill: '#ffffff' })) +
      el('mask', { id: mask, maskUnits: 'userSpaceOnUse', x, y, width: w, height: h }, el('rect', { x, y, width: w, height: h, fill: url(pattern) }))) +
    group(group(content, { mask: url(mask) }), { style: 'mix-blend-mode:multiply' })
  );
}

/** A fine cross-weave over cloth, canvas or paper; `pitch` is the thread spacing. */
export function weave(ctx: DrawContext, x: number, y: number, w: number, h: number, pitch: number, strength = 0.08): string {
  const id = ctx.ids.next('weave');
  const p = pitch;
  return (
    el('defs', {}, el('pattern', { id, patternUnits: 'userSpaceOnUse', width: p * 2, height: p * 2 },
      el('path', { d: `M0 ${n(p * 0.5)}H${n(p * 2)}M${n(p * 0.5)} 0V${n(p * 2)}`, stroke: '#000000', 'stroke-width': p * 0.45, 'stroke-opacity': strength }) +
      el('path', { d: `M0 ${n(p * 1.5)}H${n(p * 2)}M${n(p * 1.5)} 0V${n(p * 2)}`, stroke: '#ffffff', 'stroke-width': p * 0.45, 'stroke-opacity': strength * 1.4 }))) +
    el('rect', { x, y, width: w, height: h, fill: url(id) })
  );
}

/** Broad soft light from the upper left and shade lower right, clipped by the caller. */
export function sheen(ctx: DrawContext, x: number, y: number, w: number, h: number, strength = 0.22): string {
  const id = ctx.ids.next('sheen');
  return (
    el('defs', {}, linearGradientAt(id, [[0, '#ffffff', strength], [0.45, '#ffffff', 0], [0.7, '#000000', 0], [1, '#000000', strength * 0.8]], x, y, x + w, y + h)) +
    el('rect', { x, y, width: w, height: h, fill: url(id) })
  );
}

/** Glass or glaze: a crisp diagonal reflection band. */
export function glare(ctx: DrawContext, x: number, y: number, w: number, h: number, strength = 0.3): string {
  const id = ctx.ids.next('glare');
  return (
    el('defs', {}, linearGradientAt(id, [[0, '#ffffff', 0], [0.28, '#ffffff', 0], [0.3, '#ffffff', strength], [0.4, '#ffffff', strength * 0.6], [0.42, '#ffffff', 0], [0.5, '#ffffff', 0], [0.52, '#ffffff', strength * 0.5], [0.56, '#ffffff', 0], [1, '#ffffff', 0]], x, y, x + w, y + h)) +
    el('rect', { x, y, width: w, height: h, fill: url(id) })
  );
}

/** Cylindrical light across (x .. x + w): dark edges, a highlight a third of the way in. */
export function cylinderShade(ctx: DrawContext, x: number, y: number, w: number, h: number, strength = 0.35): string {
  const id = ctx.ids.next('cyl');
  return (
    el('defs', {}, linearGradientAt(id, [[0, '#000000', strength], [0.18, '#000000', strength * 0.2], [0.32, '#ffffff', strength * 0.7], [0.42, '#ffffff', 0], [0.75, '#000000', strength * 0.15], [1, '#000000', strength * 1.1]], x, 0, x + w, 0)) +
    el('rect', { x, y, width: w, height: h, fill: url(id) })
  );
}

export function stitches(d: string, colour: string, width = 2): string {
  return el('path', { d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-dasharray': `${n(width * 3.5)} ${n(width * 2.5)}`, 'stroke-linecap': 'round', opacity: 0.75 });
}

/** Undyed cotton or linen, nudged toward the palette so a tote still belongs to its range. */
export const naturalCloth = (tint: string): string => mix('#eadfc9', tint, 0.08);

/** Woven texture only where it can resolve; at catalogue scale it would just be noise (and bytes). */
export const clothTexture = (ctx: DrawContext, x: number, y: number, w: number, h: number, pixelScale: number): string =>
  pixelScale > 1.5 ? weave(ctx, x, y, w, h, 2.2, 0.07) : '';

/** Soft vertical drape: alternating light and shade across hanging cloth. */
export function drape(ctx: DrawContext, x: number, y: number, w: number, h: number, folds: number, strength = 0.12): string {
  const id = ctx.ids.next('drape');
  let stops = '';
  for (let i = 0; i <= folds * 2; i++) {
    const dark = i % 2 === 1;
    stops += el('stop', { offset: n(i / (folds * 2)), 'stop-color': dark ? '#000000' : '#ffffff', 'stop-opacity': n(dark ? strength : strength * 0.5) });
  }
  return el('defs', {}, el('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1: x, y1: 0, x2: x + w, y2: 0 }, stops)) +
    el('rect', { x, y, width: w, height: h, fill: url(id) });
}
