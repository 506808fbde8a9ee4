/** What a piece of generated artwork depicts. The generator composes it as SVG and sharp rasterises it. */

/** The object being sold, drawn as its silhouette. */
export type ArtworkShape =
  | 'apron'
  | 'waist-apron'
  | 'chopping-board'
  | 'glass-board'
  | 'phone-case'
  | 't-shirt'
  | 'flannel-shirt'
  | 'sweatshirt'
  | 'framed-print'
  | 'print'
  | 'canvas'
  | 'mug'
  | 'tote-bag'
  | 'scarf'
  | 'coasters'
  | 'cushion'
  | 'notebook'
  | 'gift-card'
  | 'keyring'
  | 'candle';

/**
 * A design printed, woven or engraved on a product, or the subject of a story's or an adventure's
 * scene. Every motif can be drawn both ways: as a design filling a box, and as a wide scene.
 */
export type ArtworkMotif =
  | 'tartan'
  | 'tweed'
  | 'herringbone'
  | 'landscape'
  | 'mountain'
  | 'thistle'
  | 'thistle-line'
  | 'thistle-and-heather'
  | 'stag'
  | 'stag-silhouette'
  | 'stag-head'
  | 'tartan-stag'
  | 'celtic-knot'
  | 'heather'
  | 'lighthouse'
  | 'castle'
  | 'highland-cow'
  | 'cow-in-heather'
  | 'loch'
  | 'standing-stones'
  | 'ring-cairn'
  | 'ridge-line'
  | 'contour-map'
  | 'tartan-swatches'
  | 'abbey'
  | 'abbey-ruin'
  | 'battlefield'
  | 'night-sky'
  | 'burns-supper'
  | 'highland-games'
  | 'loom'
  | 'croft'
  | 'distillery'
  | 'road-sign'
  | 'summit-cairn'
  | 'ruined-township'
  | 'city-hill'
  | 'tor'
  | 'corrie'
  | 'hidden-valley'
  | 'waterfall'
  | 'kelpies'
  | 'sea-rock'
  | 'pinnacles';

/** A product's design: one of the motifs, or none at all (cloth, leather or glaze left plain). */
export type ProductMotif = ArtworkMotif | 'plain';

/** Named colour schemes, several of them after real tartans. */
export type ArtworkPalette =
  | 'royal-stewart'
  | 'black-watch'
  | 'dress-gordon'
  | 'macleod'
  | 'campbell'
  | 'heather-moor'
  | 'loch-blue'
  | 'highland-sunset'
  | 'autumn-bracken'
  | 'slate-and-oak'
  | 'winter-snow';

/** What the product is made of, where that changes how it looks; each shape has a default (materials.ts). */
export type ArtworkMaterial =
  | 'cotton'
  | 'canvas'
  | 'linen'
  | 'waxed-cotton'
  | 'tweed'
  | 'flannel'
  | 'jersey'
  | 'fleece'
  | 'wool'
  | 'oak'
  | 'walnut'
  | 'beech'
  | 'end-grain-oak'
  | 'glass'
  | 'amber-glass'
  | 'frosted-glass'
  | 'polycarbonate'
  | 'leather'
  | 'ceramic'
  | 'stoneware'
  | 'slate'
  | 'hardboard'
  | 'steel'
  | 'pewter'
  | 'enamel'
  | 'paper'
  | 'card';

/** The colour of the material itself (cloth, leather, glaze, frame), where the shop names one. */
export type ArtworkColour =
  | 'white'
  | 'natural'
  | 'oatmeal'
  | 'heather-grey'
  | 'bottle-green'
  | 'forest-green'
  | 'navy'
  | 'deep-blue'
  | 'loch-blue'
  | 'slate-grey'
  | 'tan'
  | 'black'
  | 'oak'
  | 'gold'
  | 'copper'
  | 'charcoal'
  | 'cream';

/** Where the design sits: across the middle, small on a garment's left chest, or in a board's corner. */
export type ArtworkPlacement = 'centre' | 'left-chest' | 'corner';

export interface ArtworkSpec {
  shape: ArtworkShape;
  motif: ProductMotif;
  palette: ArtworkPalette;
  /** Defaults to the shape's usual material (DEFAULT_MATERIAL in materials.ts). */
  material?: ArtworkMaterial;
  /** Unset: the drawing picks a colour from the palette. */
  colour?: ArtworkColour;
  /** Defaults to the centre. */
  placement?: ArtworkPlacement;
  /** The one colour a figure is printed or embroidered in; unset, it is whichever of charcoal and cream shows on the cloth. */
  ink?: ArtworkColour;
  /** Words printed with the design, where the print has any. */
  caption?: string;
}
