/**
 * Every value of the artwork's vocabularies, for code that must list them (front-matter validation,
 * tests). Written as records so the compiler insists on every member of each type and no other.
 */
import type { ArtworkColour, ArtworkMaterial, ArtworkMotif, ArtworkPalette, ArtworkShape } from './types';

const SHAPE_SET: Record<ArtworkShape, true> = {
  apron: true, 'waist-apron': true, 'chopping-board': true, 'glass-board': true, 'phone-case': true, 't-shirt': true,
  'flannel-shirt': true, sweatshirt: true, 'framed-print': true, print: true, canvas: true, mug: true, 'tote-bag': true,
  scarf: true, coasters: true, cushion: true, notebook: true, 'gift-card': true, keyring: true, candle: true,
};

const MOTIF_SET: Record<ArtworkMotif, true> = {
  tartan: true, tweed: true, herringbone: true, landscape: true, mountain: true, thistle: true, 'thistle-line': true,
  'thistle-and-heather': true, stag: true, 'stag-silhouette': true, 'stag-head': true, 'tartan-stag': true,
  'celtic-knot': true, heather: true, lighthouse: true, castle: true, 'highland-cow': true, 'cow-in-heather': true,
  loch: true, 'standing-stones': true, 'ring-cairn': true, 'ridge-line': true, 'contour-map': true,
  'tartan-swatches': true, abbey: true, 'abbey-ruin': true, battlefield: true, 'night-sky': true, 'burns-supper': true,
  'highland-games': true, loom: true, croft: true, distillery: true, 'road-sign': true, 'summit-cairn': true,
  'ruined-township': true, 'city-hill': true, tor: true, corrie: true, 'hidden-valley': true, waterfall: true,
  kelpies: true, 'sea-rock': true, pinnacles: true,
};

const PALETTE_SET: Record<ArtworkPalette, true> = {
  'royal-stewart': true, 'black-watch': true, 'dress-gordon': true, macleod: true, campbell: true, 'heather-moor': true,
  'loch-blue': true, 'highland-sunset': true, 'autumn-bracken': true, 'slate-and-oak': true, 'winter-snow': true,
};

const MATERIAL_SET: Record<ArtworkMaterial, true> = {
  cotton: true, canvas: true, linen: true, 'waxed-cotton': true, tweed: true, flannel: true, jersey: true, fleece: true,
  wool: true, oak: true, walnut: true, beech: true, 'end-grain-oak': true, glass: true, 'amber-glass': true,
  'frosted-glass': true, polycarbonate: true, leather: true, ceramic: true, stoneware: true, slate: true, hardboard: true,
  steel: true, pewter: true, enamel: true, paper: true, card: true,
};

const COLOUR_SET: Record<ArtworkColour, true> = {
  white: true, natural: true, oatmeal: true, 'heather-grey': true, 'bottle-green': true, 'forest-green': true, navy: true,
  'deep-blue': true, 'loch-blue': true, 'slate-grey': true, tan: true, black: true, oak: true, gold: true, copper: true, charcoal: true, cream: true,
};

const keys = <Key extends string>(record: Record<Key, true>) => Object.keys(record) as [Key, ...Key[]];

export const ARTWORK_SHAPES = keys(SHAPE_SET);
export const ARTWORK_MOTIFS = keys(MOTIF_SET);
export const ARTWORK_PALETTES = keys(PALETTE_SET);
export const ARTWORK_MATERIALS = keys(MATERIAL_SET);
export const ARTWORK_COLOURS = keys(COLOUR_SET);
