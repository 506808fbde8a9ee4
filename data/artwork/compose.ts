/**
 * Entry points: product photographs and landscape scenes as SVG strings. Pure and deterministic:
 * the same spec, seed and view always give byte-identical markup.
 */
import type { ArtworkMotif, ArtworkPalette, ArtworkSpec } from './types';
import type { ProductContext } from './product';
import { closeupView, studioView } from './product';
import { drawDesign } from './designs';
import { PALETTES, engravedScheme, printScheme } from './palettes';
import { createRng } from './random';
import { SHAPES } from './shapes';
import { drawScene } from './scenes';
import { IdGen, clipped, n, svgDocument } from './svg';
import { FRAME } from './staging';
import { COLOURWAYS, materialOf } from './materials';

export interface ProductSvgOptions {
  /** The product slug: different slugs give different setts, ridges, poses and props. */
  seed: string;
  /** 0 studio shot, 1 close-up of the design or material, 2 styled setting. */
  view: 0 | 1 | 2;
  /** Output width and height in pixels; the drawing is always composed on an 800 grid. */
  size?: number;
}

export function composeProductSvg(spec: ArtworkSpec, options: ProductSvgOptions): string {
  const size = options.size ?? FRAME;
  const ids = new IdGen();
  const palette = PALETTES[spec.palette];
  const pc: ProductContext = {
    ctx: { rng: createRng(options.seed, `view${options.view}`), ids, scheme: printScheme(palette) },
    palette,
    motif: spec.motif,
    material: materialOf(spec),
    colour: spec.colour && COLOURWAYS[spec.colour],
    placement: spec.placement ?? 'centre',
    ink: spec.ink && COLOURWAYS[spec.ink],
    fixed: (salt) => createRng(options.seed, `product/${salt}`),
    design: (w, h, designOptions = {}) => {
      if (spec.motif === 'plain') return '';
      const motif = spec.motif;
      const scheme = designOptions.engraveInk ? engravedScheme(palette, designOptions.engraveInk) : printScheme(palette);
      // A fresh stream each time: the design must not depend on what else the view has drawn.
      const art = drawDesign({ rng: createRng(options.seed, 'design'), ids, scheme }, motif, w, h, { caption: spec.caption, ...designOptions });
      // Ridges, clouds and wind lines run past the edges by design; the print stops at its border.
      return clipped(ids, `M0 0H${n(w)}V${n(h)}H0Z`, art);
    },
  };
  const shape = SHAPES[spec.shape];
  const body = options.view === 0 ? studioView(pc, shape) : options.view === 1 ? closeupView(pc, shape) : shape.styled(pc);
  return svgDocument(size, size, FRAME, FRAME, body);
}

export interface SceneSvgOptions {
  motif: ArtworkMotif;
  palette: ArtworkPalette;
  seed: string;
  width?: number;
  height?: number;
}

export function composeSceneSvg(options: SceneSvgOptions): string {
  const width = options.width ?? 1200;
  const height = options.height ?? 675;
  const ctx = { rng: createRng(options.seed, 'scene'), ids: new IdGen(), scheme: printScheme(PALETTES[options.palette]) };
  return svgDocument(width, height, width, height, drawScene(ctx, options.motif, width, height));
}
