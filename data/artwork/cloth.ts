/**
 * Woven cloth other than tartan: Harris-style tweed, its yarns flecked with several colours, and
 * herringbone, a twill that reverses direction every few threads. Both fill a w x h box at the origin.
 */
import type { DrawContext } from './context';
import { darken, lighten, mix } from './colour';
import { el, n, url } from './svg';

/** The yarn colours of a palette's cloth: its sett's colours, so a Heather tweed is heather-coloured. */
function yarns(ctx: DrawContext): string[] {
  const colours = [...new Set(ctx.scheme.sett.map(([colour]) => colour))];
  return colours.length > 0 ? colours : [ctx.scheme.ground];
}

export interface ClothOptions {
  /** Device pixels per unit, so flecks and twill lines are only drawn where they can resolve. */
  pixelScale?: number;
}

/**
 * Tweed: a heathered ground (the palette's main yarn blended with its neighbours) under a scatter of
 * short bright flecks, plus a faint overcheck, as a Harris tweed has.
 */
export function tweedCloth(ctx: DrawContext, w: number, h: number, options: ClothOptions = {}): string {
  const { rng } = ctx;
  const colours = yarns(ctx);
  const main = colours[0] ?? ctx.scheme.ground;
  const ground = mix(main, colours[1] ?? main, 0.3);
  const tile = 48;
  const fleckId = ctx.ids.next('flecks');
  let flecks = '';
  for (let i = 0; i < 46; i++) {
    const colour = i % 5 === 0 ? lighten(colours[(i / 5) % colours.length] ?? main, 0.35) : colours[i % colours.length] ?? main;
    const x = rng.range(0, tile);
    const y = rng.range(0, tile);
    const len = rng.range(2, 5);
    flecks += i % 2 === 0
      ? el('path', { d: `M${n(x)} ${n(y)}h${n(len)}`, stroke: colour, 'stroke-width': 1.6, 'stroke-linecap': 'round' })
      : el('path', { d: `M${n(x)} ${n(y)}v${n(len)}`, stroke: colour, 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  }
  const overcheck = colours[colours.length - 1] ?? main;
  const pitch = (options.pixelScale ?? 1) > 1.2 ? tile : tile * 2;
  return (
    el('defs', {}, el('pattern', { id: fleckId, patternUnits: 'userSpaceOnUse', width: pitch, height: pitch },
      el('g', { transform: pitch === tile ? undefined : 'scale(2)' }, flecks))) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: ground }) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: url(fleckId), opacity: 0.9 }) +
    checkLines(w, h, Math.min(w, h) * 0.42, lighten(overcheck, 0.15), 0.35) +
    twill(ctx, w, h, 3.2, 0.12)
  );
}

/** Herringbone: columns of twill slanting alternately left and right, in the palette's yarns. */
export function herringboneCloth(ctx: DrawContext, w: number, h: number, options: ClothOptions = {}): string {
  const colours = yarns(ctx);
  const main = colours[0] ?? ctx.scheme.ground;
  const light = lighten(mix(main, colours[2] ?? main, 0.3), 0.18);
  const column = (options.pixelScale ?? 1) > 1.2 ? 14 : 20;
  const step = column / 3;
  const id = ctx.ids.next('herringbone');
  let d = '';
  for (let y = -column; y < column * 2; y += step) {
    d += `M0 ${n(y)}L${n(column)} ${n(y + column * 0.6)}M${n(column)} ${n(y + column * 0.6)}L${n(column * 2)} ${n(y)}`;
  }
  return (
    el('defs', {}, el('pattern', { id, patternUnits: 'userSpaceOnUse', width: column * 2, height: column },
      el('path', { d, stroke: light, 'stroke-width': step * 0.45, 'stroke-linecap': 'butt' }) +
      el('path', { d: `M${n(column)} 0V${n(column)}`, stroke: darken(main, 0.25), 'stroke-width': 0.8, opacity: 0.6 }))) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: main }) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: url(id) }) +
    checkLines(w, h, Math.min(w, h) * 0.5, colours[1] ?? darken(main, 0.3), 0.25)
  );
}

/** A faint overcheck: single threads of another colour crossing at `pitch`. */
function checkLines(w: number, h: number, pitch: number, colour: string, opacity: number): string {
  let d = '';
  for (let x = pitch * 0.4; x < w; x += pitch) d += `M${n(x)} 0V${n(h)}`;
  for (let y = pitch * 0.7; y < h; y += pitch) d += `M0 ${n(y)}H${n(w)}`;
  return el('path', { d, stroke: colour, 'stroke-width': 1.6, opacity });
}

function twill(ctx: DrawContext, w: number, h: number, pitch: number, strength: number): string {
  const id = ctx.ids.next('tweedtwill');
  return el('defs', {}, el('pattern', { id, patternUnits: 'userSpaceOnUse', width: pitch * 2, height: pitch * 2 },
    el('path', { d: `M0 ${n(pitch * 2)}L${n(pitch * 2)} 0`, stroke: '#000000', 'stroke-width': pitch * 0.5, 'stroke-opacity': strength }))) +
    el('rect', { width: w, height: h, fill: url(id) });
}
