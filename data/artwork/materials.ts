/** Surfaces products are made of: wood, cloth, glass, gloss, plus stitching and engraving. */
import type { ArtworkColour, ArtworkMaterial, ArtworkShape, ArtworkSpec } from './types';
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { el, group, linearGradientAt, n, radialGradientAt, url, type Point } from './svg';

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

/** What each kind of product is made of unless its spec says otherwise. */
export const DEFAULT_MATERIAL: Record<ArtworkShape, ArtworkMaterial> = {
  apron: 'cotton',
  'waist-apron': 'cotton',
  'chopping-board': 'oak',
  'glass-board': 'glass',
  'phone-case': 'polycarbonate',
  't-shirt': 'jersey',
  'flannel-shirt': 'flannel',
  sweatshirt: 'fleece',
  'framed-print': 'paper',
  print: 'paper',
  canvas: 'canvas',
  mug: 'ceramic',
  'tote-bag': 'canvas',
  scarf: 'wool',
  coasters: 'hardboard',
  cushion: 'wool',
  notebook: 'paper',
  'gift-card': 'card',
  keyring: 'steel',
  candle: 'glass',
};

export const materialOf = (spec: Pick<ArtworkSpec, 'shape' | 'material'>): ArtworkMaterial => spec.material ?? DEFAULT_MATERIAL[spec.shape];

/** The shop's colour names as paint. */
export const COLOURWAYS: Record<ArtworkColour, string> = {
  white: '#f4f2ee',
  natural: '#eadfc9',
  oatmeal: '#ddd0b8',
  'heather-grey': '#a9a7a6',
  'bottle-green': '#1f4d34',
  'forest-green': '#2f5538',
  navy: '#1f2a44',
  'deep-blue': '#1f3f66',
  'loch-blue': '#2c5878',
  'slate-grey': '#5d6770',
  tan: '#a8693a',
  black: '#232120',
  oak: '#b58a5a',
  gold: '#c9a54c',
  copper: '#b4703f',
  charcoal: '#2a2b2e',
  cream: '#efe6d0',
};

/** Wood species by colour: oak honey, walnut chocolate, beech pale. */
export const WOOD_TONES: Partial<Record<ArtworkMaterial, string>> = {
  oak: '#c99a62',
  'end-grain-oak': '#c4925a',
  walnut: '#6e4529',
  beech: '#dcbb8c',
};

/**
 * Leather: a tone that darkens at the edges, a pebbled grain of tiny pores where it can resolve, and
 * the soft shine of a waxed hide. `x, y, w, h` is the area to fill; the caller clips it.
 */
export function leatherSurface(ctx: DrawContext, x: number, y: number, w: number, h: number, tone: string, pixelScale: number): string {
  const shade = ctx.ids.next('hide');
  const pores = ctx.ids.next('pores');
  const p = 7;
  const grain = pixelScale > 0.6
    ? el('defs', {}, el('pattern', { id: pores, patternUnits: 'userSpaceOnUse', width: p * 2, height: p * 2 },
      el('path', { d: `M1 2h2M${n(p + 2)} ${n(p * 0.6)}h2.5M${n(p * 0.4)} ${n(p + 3)}h2M${n(p * 1.5)} ${n(p * 1.7)}h2.2`, stroke: darken(tone, 0.35), 'stroke-width': 1.6, 'stroke-linecap': 'round', opacity: 0.5 }) +
      el('path', { d: `M${n(p * 0.8)} ${n(p * 0.3)}h1.5M${n(p * 1.2)} ${n(p * 1.2)}h1.5`, stroke: lighten(tone, 0.3), 'stroke-width': 1.2, 'stroke-linecap': 'round', opacity: 0.4 }))) +
      el('rect', { x, y, width: w, height: h, fill: url(pores) })
    : '';
  return (
    el('defs', {}, radialGradientAt(shade, [[0, lighten(tone, 0.12)], [0.6, tone], [1, darken(tone, 0.32)]], x + w * 0.4, y + h * 0.35, Math.max(w, h) * 0.75)) +
    el('rect', { x, y, width: w, height: h, fill: url(shade) }) +
    grain
  );
}

/**
 * A design pressed into leather or stamped into clay: drawn in an engraving scheme (white ground, dark
 * ink) and multiplied in, so only the pressed lines darken the surface, as with engraving() on wood.
 */
export const pressedIn = (content: string): string => group(content, { style: 'mix-blend-mode:multiply', opacity: 0.8 });

/** Waxed cotton: a dark oily sheen and the pale creases that form where it bends. */
export function waxedFinish(ctx: DrawContext, x: number, y: number, w: number, h: number, tone: string): string {
  const { rng } = ctx;
  let creases = '';
  for (let i = 0; i < 9; i++) {
    const cx = x + rng.range(0.1, 0.9) * w;
    const cy = y + rng.range(0.1, 0.9) * h;
    const len = rng.range(30, 80);
    const a = rng.range(-0.6, 0.6) + (rng.chance(0.5) ? Math.PI / 2 : 0);
    creases += `M${n(cx)} ${n(cy)}q${n(Math.cos(a) * len * 0.5 + 6)} ${n(Math.sin(a) * len * 0.5 - 4)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  return el('path', { d: creases, fill: 'none', stroke: lighten(tone, 0.35), 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.35 }) +
    sheen(ctx, x, y, w, h, 0.3);
}

/** Metal castings and frames: a brushed gradient in the metal's colour. */
export function metalFill(ctx: DrawContext, material: ArtworkMaterial, x0: number, y0: number, x1: number, y1: number): { defs: string; fill: string } {
  const id = ctx.ids.next('metal');
  const stops: Record<string, readonly [string, string, string, string]> = {
    pewter: ['#d6d6d2', '#8e908f', '#c2c3bf', '#6c6e6e'],
    enamel: ['#f6e2a0', '#b98d2c', '#e9cc77', '#8a6420'],
    steel: ['#f2f2f0', '#a9abad', '#e6e6e4', '#7f8183'],
  };
  const [a, b, c, d] = stops[material] ?? stops.steel ?? ['#f2f2f0', '#a9abad', '#e6e6e4', '#7f8183'];
  return { defs: el('defs', {}, linearGradientAt(id, [[0, a], [0.4, b], [0.6, c], [1, d]], x0, y0, x1, y1)), fill: url(id) };
}

/** Hand-thrown stoneware: glaze that pools darker at the rim and breaks paler over the ridges of throwing. */
export function glazeFinish(ctx: DrawContext, x: number, y: number, w: number, h: number, glaze: string): string {
  const pool = ctx.ids.next('pool');
  let rings = '';
  for (let i = 1; i < 8; i++) rings += `M${n(x)} ${n(y + (h * i) / 8 + ctx.rng.range(-4, 4))}h${n(w)}`;
  return (
    el('defs', {}, linearGradientAt(pool, [[0, darken(glaze, 0.45)], [0.12, darken(glaze, 0.15)], [0.3, glaze], [0.85, lighten(glaze, 0.06)], [1, mix(glaze, '#c9b79a', 0.55)]], 0, y, 0, y + h)) +
    el('rect', { x, y, width: w, height: h, fill: url(pool) }) +
    el('path', { d: rings, stroke: lighten(glaze, 0.3), 'stroke-width': 2.5, opacity: 0.25 })
  );
}
