/** Front-matter fields the stories and adventures share (content/README.md). */
import type { ArtworkMotif, ArtworkPalette } from '@/data/artwork/types';
import { plainText } from '@/lib/domain/content/front-matter';
import { z } from '@/lib/zod';

// Written out as records so the compiler insists on every motif and palette the generator draws, and no other.
const MOTIFS: Record<ArtworkMotif, true> = {
  tartan: true,
  landscape: true,
  thistle: true,
  stag: true,
  'celtic-knot': true,
  heather: true,
  lighthouse: true,
  castle: true,
  'highland-cow': true,
  loch: true,
  'standing-stones': true,
};
const PALETTES: Record<ArtworkPalette, true> = {
  'royal-stewart': true,
  'black-watch': true,
  'dress-gordon': true,
  macleod: true,
  campbell: true,
  'heather-moor': true,
  'loch-blue': true,
  'highland-sunset': true,
  'autumn-bracken': true,
  'slate-and-oak': true,
  'winter-snow': true,
};

const keys = <Key extends string>(record: Record<Key, true>) => Object.keys(record) as [Key, ...Key[]];

/** The picture the artwork generator draws for a piece (SeedArtwork in ./types.ts). */
export const artworkField = z.strictObject({
  motif: z.enum(keys(MOTIFS)),
  palette: z.enum(keys(PALETTES)),
  scene: plainText,
});
