/**
 * A motif drawn into a w x h rectangle at the origin: the artwork printed, woven or engraved onto a
 * product. The caller clips and places it. Drawing is driven by ctx.rng, so the same stream gives the
 * same design in every view of a product.
 */
import type { ArtworkMotif, ProductMotif } from './types';
import type { DrawContext } from './context';
import { darken, luminance } from './colour';
import { heatherBunch, thistle } from './flora';
import { highlandCow } from './fauna';
import { plait } from './knot';
import { tartanCloth } from './tartan';
import { castleDesign, cowInHeather, lighthouseDesign, lochDesign, scenicDesign, stagDesign, stonesDesign } from './places';
import { herringboneCloth, tweedCloth } from './cloth';
import { contourMap, ridgeLine, stagHeadEmblem, stagSilhouette, tartanStag, tartanSwatches, thistleAndHeather, thistleLine } from './emblems';
import { abbey } from './churches';
import { battlefield, cityHill, kelpies, ringCairn, seaRock } from './landmarks';
import { croft, distillery, roadSign, ruinedTownship } from './settlements';
import { corrie, mountain, pinnacles, summitCairn, tor, waterfall } from './mountains';
import { nightSky } from './night';
import { burnsSupper, highlandGames, loom } from './gatherings';
import { emblemGround } from './grounds';
import { el } from './svg';

export interface DesignOptions {
  /** Device pixels per user unit where the design ends up; decides how fine texture may be. */
  pixelScale?: number;
  /** Tartan sett size; defaults to about half the shorter side. */
  settSize?: number;
  /** Emblems on a plain ground without frame or vignette, so the design can repeat seamlessly. */
  bare?: boolean;
  /** One-colour figures (FIGURE_MOTIFS) in this colour on no ground, as printed or embroidered on cloth. */
  ink?: string;
  /** Words printed with the figure, where the print has any. */
  caption?: string;
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
export const EMBLEM_MOTIFS: readonly ProductMotif[] = ['thistle', 'heather', 'highland-cow', 'celtic-knot'];

/** One-colour figures that take an `ink` and can sit on a garment with no ground of their own. */
export const FIGURE_MOTIFS: readonly ProductMotif[] = ['stag-silhouette', 'stag-head', 'tartan-stag', 'thistle-line', 'ridge-line'];

/** Woven cloth: the product is made of it, rather than printed with it. */
export const CLOTH_MOTIFS: readonly ProductMotif[] = ['tartan', 'tweed', 'herringbone'];

const NOT_VIEWS: readonly ProductMotif[] = [...EMBLEM_MOTIFS, ...FIGURE_MOTIFS, ...CLOTH_MOTIFS, 'thistle-and-heather', 'contour-map', 'tartan-swatches', 'plain'];

/** Views of places hang landscape; emblems, cloth and maps portrait. */
export const isView = (motif: ProductMotif): boolean => !NOT_VIEWS.includes(motif);

export const isCloth = (motif: ProductMotif): boolean => CLOTH_MOTIFS.includes(motif);

export function drawDesign(ctx: DrawContext, motif: ArtworkMotif, w: number, h: number, options: DesignOptions = {}): string {
  const pixelScale = options.pixelScale ?? 1;
  switch (motif) {
    case 'tartan':
      return tartanCloth(ctx, w, h, { settSize: options.settSize ?? Math.min(w, h) * 0.5, pixelScale });
    case 'tweed':
      return tweedCloth(ctx, w, h, { pixelScale });
    case 'herringbone':
      return herringboneCloth(ctx, w, h, { pixelScale });
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
    case 'ring-cairn':
      return ringCairn(ctx, w, h);
    case 'stag':
      return stagDesign(ctx, w, h);
    case 'stag-silhouette':
      return stagSilhouette(ctx, w, h, options.ink);
    case 'stag-head':
      return stagHeadEmblem(ctx, w, h, options.ink);
    case 'tartan-stag':
      return tartanStag(ctx, w, h, pixelScale, options.bare ?? options.ink !== undefined);
    case 'thistle':
      return thistleDesign(ctx, w, h, options.bare ?? false);
    case 'thistle-line':
      return thistleLine(ctx, w, h, options.ink);
    case 'thistle-and-heather':
      return thistleAndHeather(ctx, w, h);
    case 'heather':
      return heatherDesign(ctx, w, h, options.bare ?? false);
    case 'highland-cow':
      return cowDesign(ctx, w, h, options.bare ?? false);
    case 'cow-in-heather':
      return cowInHeather(ctx, w, h);
    case 'celtic-knot':
      return knotDesign(ctx, w, h, options.bare ?? false);
    case 'ridge-line':
      return ridgeLine(ctx, w, h, options.ink, options.caption);
    case 'contour-map':
      return contourMap(ctx, w, h);
    case 'tartan-swatches':
      return tartanSwatches(ctx, w, h, pixelScale);
    case 'mountain':
      return mountain(ctx, w, h);
    case 'summit-cairn':
      return summitCairn(ctx, w, h);
    case 'tor':
      return tor(ctx, w, h);
    case 'corrie':
      return corrie(ctx, w, h, true);
    case 'hidden-valley':
      return corrie(ctx, w, h, false);
    case 'waterfall':
      return waterfall(ctx, w, h);
    case 'pinnacles':
      return pinnacles(ctx, w, h);
    case 'abbey':
      return abbey(ctx, w, h, false);
    case 'abbey-ruin':
      return abbey(ctx, w, h, true);
    case 'battlefield':
      return battlefield(ctx, w, h);
    case 'night-sky':
      return nightSky(ctx, w, h);
    case 'croft':
      return croft(ctx, w, h);
    case 'ruined-township':
      return ruinedTownship(ctx, w, h);
    case 'distillery':
      return distillery(ctx, w, h);
    case 'road-sign':
      return roadSign(ctx, w, h);
    case 'kelpies':
      return kelpies(ctx, w, h);
    case 'city-hill':
      return cityHill(ctx, w, h);
    case 'sea-rock':
      return seaRock(ctx, w, h);
    case 'burns-supper':
      return burnsSupper(ctx, w, h);
    case 'highland-games':
      return highlandGames(ctx, w, h);
    case 'loom':
      return loom(ctx, w, h, 'tartan');
  }
}
