/** Front-matter fields the stories and adventures share (content/README.md). */
import { ARTWORK_MOTIFS, ARTWORK_PALETTES } from '@/data/artwork/vocabulary';
import { plainText } from '@/lib/content/markdown/front-matter';
import { z } from '@/lib/zod';

/** The picture the artwork generator draws for a piece (SeedArtwork in ./types.ts). */
export const artworkField = z.strictObject({
  motif: z.enum(ARTWORK_MOTIFS),
  palette: z.enum(ARTWORK_PALETTES),
  scene: plainText,
});
