/** The contract between compose.ts and the per-shape drawings, plus the two views they share. */
import type { ArtworkMaterial, ArtworkPlacement, ProductMotif } from './types';
import type { DrawContext } from './context';
import type { DesignOptions } from './designs';
import type { Palette } from './palettes';
import type { Rng } from './random';
import { FRAME, dropShadow, studioBackdrop } from './staging';
import { group, n, scale, translate } from './svg';

export interface ProductContext {
  /** Print colours, the document's ids, and a random stream for this view's staging only. */
  ctx: DrawContext;
  palette: Palette;
  motif: ProductMotif;
  /** What it is made of: the spec's material or the shape's usual one. */
  material: ArtworkMaterial;
  /** The material's colour (cloth, leather, glaze, frame) when the spec names one, as #rrggbb. */
  colour?: string;
  placement: ArtworkPlacement;
  /** The spec's print colour for one-colour figures, as #rrggbb. */
  ink?: string;
  /** Choices that must agree across all three views (shirt colour, frame wood...). */
  fixed(salt: string): Rng;
  /** The product's artwork in a w x h box at the origin; the same in every view for the same w and h; empty for a plain product. */
  design(w: number, h: number, options?: DesignOptions & { engraveInk?: string }): string;
}

export interface DrawOptions {
  /** Device pixels per unit: close-ups pass their zoom so texture can show individual threads. */
  pixelScale: number;
}

export interface ProductDrawing {
  art: string;
  /** Filled silhouette, for shadows. */
  outline: string;
}

export interface ShapeRenderer {
  /** The product face-on, centred on the origin, roughly 560 units across its longer side. */
  draw(pc: ProductContext, options: DrawOptions): ProductDrawing;
  /** Where the close-up looks, in the drawing's coordinates, and how far it zooms in. */
  detail(pc: ProductContext): { x: number; y: number; zoom: number };
  /** The product in use or in a styled setting, as a full 800 x 800 frame. */
  styled(pc: ProductContext): string;
}

export function studioView(pc: ProductContext, shape: ShapeRenderer): string {
  const { art, outline } = shape.draw(pc, { pixelScale: 1 });
  const centre = translate(FRAME / 2, FRAME / 2);
  return studioBackdrop(pc.ctx, pc.palette.backdrop) + dropShadow(pc.ctx, outline, { transform: centre, blur: 12, opacity: 0.3 }) + group(art, { transform: centre });
}

export function closeupView(pc: ProductContext, shape: ShapeRenderer): string {
  const focus = shape.detail(pc);
  const x = focus.x + pc.ctx.rng.range(-12, 12);
  const y = focus.y + pc.ctx.rng.range(-12, 12);
  const { art, outline } = shape.draw(pc, { pixelScale: focus.zoom });
  const place = `${translate(FRAME / 2, FRAME / 2)} ${scale(focus.zoom)} ${translate(-x, -y)}`;
  return (
    studioBackdrop(pc.ctx, pc.palette.backdrop) +
    dropShadow(pc.ctx, outline, { transform: place, blur: 6, opacity: 0.3, dx: 5, dy: 8 }) +
    group(art, { transform: place })
  );
}

/** Places a product drawing: centre (x, y), uniform scale and rotation in degrees. */
export const placement = (x: number, y: number, size: number, degrees = 0): string =>
  `${translate(x, y)} rotate(${n(degrees)}) ${scale(size)}`;
