/** What a piece of generated artwork depicts. The generator composes it as SVG and sharp rasterises it. */

/** The object being sold, drawn as its silhouette. */
export type ArtworkShape =
  | 'apron'
  | 'chopping-board'
  | 'glass-board'
  | 'phone-case'
  | 't-shirt'
  | 'framed-print'
  | 'canvas'
  | 'mug'
  | 'tote-bag'
  | 'scarf'
  | 'coasters'
  | 'cushion'
  | 'notebook'
  | 'keyring'
  | 'candle';

/** The design printed, woven or engraved on it. */
export type ArtworkMotif =
  | 'tartan'
  | 'landscape'
  | 'thistle'
  | 'stag'
  | 'celtic-knot'
  | 'heather'
  | 'lighthouse'
  | 'castle'
  | 'highland-cow'
  | 'loch'
  | 'standing-stones';

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

export interface ArtworkSpec {
  shape: ArtworkShape;
  motif: ArtworkMotif;
  palette: ArtworkPalette;
}
