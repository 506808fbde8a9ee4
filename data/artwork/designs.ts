/**
 * A motif drawn into a w x h rectangle at the origin: the artwork printed, woven or engraved onto a
 * product. The caller clips and places it. Drawing is driven by ctx.rng, so the same stream gives the
 * same design in every view of a product.
 */
import type { ArtworkMotif } from './types';
import type { DrawContext } from './context';
import { darken, lighten, luminance } from './colour';
import { heatherBunch, thistle } from './flora';
import { highlandCow } from './fauna';
import { plait } from './knot';
import { tartanCloth } from './tartan';
import { castleDesign, lighthouseDesign, lochDesign, scenicDesign, stagDesign, stonesDesign } from './places';
import { el, radialGradientAt, url } from './svg';

export interface DesignOptions {
  /** Device pixels per user unit where the design ends up; decides how fine texture may be. */
  pixelScale?: number;
  /** Tartan sett size; defaults to about half the shorter side. */
  settSize?: number;
  /** Emblems on a plain ground without frame or vignette, so the design can repeat seamlessly. */
  bare?: boolean;
}

/** Ground for emblem prints: a light or coloured field with a framing band, as on a screen print. */
function emblemGround(ctx: DrawContext, w: number, h: number, preferLight: boolean, bare = false): { svg: string; ground: string } {
  const { scheme, rng } = ctx;
  if (scheme.engraved) return { svg: '', ground: '#ffffff' };
  const useLight = preferLight ? luminance(scheme.ground) < 0.6 || rng.chance(0.3) : rng.chance(0.35);
  const ground = useLight ? scheme.light : scheme.ground;
  const framed = rng.chance(0.7);
  if (bare) return { svg: el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: ground }), ground };
  const glow = ctx.ids.next('glow');
  const band = useLight ? scheme.ground : scheme.light;
  const inset = Math.min(w, h) * 0.045;
  let svg =
    el('defs', {}, radialGradientAt(glow, [[0, lighten(ground, 0.1)], [0.45, ground], [1, darken(ground, 0.06)]], w / 2, h * 0.45, Math.max(w, h) * 0.75)) +
    el('rect', { x: -1, y: -1, width: w + 2, height: h + 2, fill: url(glow) });
  if (framed) {
    svg += el('rect', { x: inset, y: inset, width: w - inset * 2, height: h - inset * 2, fill: 'none', stroke: band, 'stroke-width': Math.min(w, h) * 0.012, opacity: 0.8 });
  }
  return { svg, ground };
}

/** Ribbon and outline for knotwork: a mid-tone band with a dark edge reads on any ground. */
function knotColours(ctx: DrawContext, ground: string): { ribbon: string; outline: string } {
  const { scheme } = ctx;
  if (scheme.engraved) return { ribbon: scheme.hills[0], outline: scheme.primary };
  if (luminance(ground) < 0.45) return { ribbon: scheme.light === ground ? scheme.accent : scheme.light, outline: darken(ground, 0.55) };
  const candidates = [scheme.primary, scheme.secondary, scheme.accent, scheme.leaf];
  const ribbon = candidates.reduce((best, c) => (Math.abs(luminance(c) - 0.32) < Math.abs(luminance(best) - 0.32) ? c : best));
  return { ribbon, outline: darken(ribbon, 0.6) };
}

function knotDesign(ctx: DrawContext, w: number, h: number, bare: boolean): string {
  const { rng } = ctx;
  const bg = emblemGround(ctx, w, h, false, bare);
  const [cols, rows] = rng.pick([[4, 4], [6, 6], [4, 4], [6, 4], [4, 6]] as const);
  const ringed = rng.chance(0.6);
  const size = Math.min(w, h) * (ringed ? 0.56 : 0.68);
  const cell = size / Math.max(cols, rows);
  const { ribbon, outline } = knotColours(ctx, bg.ground);
  const x = w / 2 - (cols * cell) / 2;
  const y = h / 2 - (rows * cell) / 2;
  let ring = '';
  if (ringed) {
    const r = Math.max(cols, rows) * cell * 0.62 + cell * 0.2;
    const band = Math.min(w, h) * 0.035;
    ring = el('circle', { cx: w / 2, cy: h / 2, r, fill: 'none', stroke: outline, 'stroke-width': band * 1.5 }) +
      el('circle', { cx: w / 2, cy: h / 2, r, fill: 'none', stroke: ribbon, 'stroke-width': band });
  }
  return bg.svg + ring + plait(x, y, cols, rows, cell, { ribbon, outline, gap: bg.ground });
}

function thistleDesign(ctx: DrawContext, w: number, h: number, bare: boolean): string {
  const bg = emblemGround(ctx, w, h, true, bare);
  const size = Math.min(w, h) * 0.78;
  return bg.svg + thistle(ctx, w / 2, h / 2 + size / 2, size);
}

function heatherDesign(ctx: DrawContext, w: number, h: number, bare: boolean): string {
  const bg = emblemGround(ctx, w, h, true, bare);
  const size = Math.min(w, h) * 0.62;
  return bg.svg + heatherBunch(ctx, w / 2, h / 2 + size * 0.55, size);
}

function cowDesign(ctx: DrawContext, w: number, h: number, bare: boolean): string {
  const bg = emblemGround(ctx, w, h, false, bare);
  const size = Math.min(w, h) * 0.82;
  return bg.svg + highlandCow(ctx, w / 2, h / 2 + size * 0.08, size);
}

/** Motifs that are a single emblem on a ground, rather than a view of a place. */
export const EMBLEM_MOTIFS: readonly ArtworkMotif[] = ['thistle', 'heather', 'highland-cow', 'celtic-knot'];

export function drawDesign(ctx: DrawContext, motif: ArtworkMotif, w: number, h: number, options: DesignOptions = {}): string {
  switch (motif) {
    case 'tartan':
      return tartanCloth(ctx, w, h, { settSize: options.settSize ?? Math.min(w, h) * 0.5, pixelScale: options.pixelScale ?? 1 });
    case 'landscape':
      return scenicDesign(ctx, w, h);
    case 'loch':
      return lochDesign(ctx, w, h);
    case 'castle':
      return castleDesign(ctx, w, h);
    case 'lighthouse':
      return lighthouseDesign(ctx, w, h);
    case 'standing-stones':
      return stonesDesign(ctx, w, h);
    case 'stag':
      return stagDesign(ctx, w, h);
    case 'thistle':
      return thistleDesign(ctx, w, h, options.bare ?? false);
    case 'heather':
      return heatherDesign(ctx, w, h, options.bare ?? false);
    case 'highland-cow':
      return cowDesign(ctx, w, h, options.bare ?? false);
    case 'celtic-knot':
      return knotDesign(ctx, w, h, options.bare ?? false);
  }
}
