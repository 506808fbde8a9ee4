/**
 * The shop's walking and visiting guides, for the seed: one Markdown file each in content/adventures,
 * read through the content pipeline (./read.ts, then lib/content/markdown). Coordinates are the start
 * point (usually the car park) or the site itself, whichever a reader is more likely to navigate to.
 * The editorial rules the schema cannot express are held by content.test.ts.
 */
import { kebabCase, plainText } from '@/lib/content/markdown/front-matter';
import { z } from '@/lib/zod';
import { artworkField } from './front-matter';
import { contentFilesIn, readSluggedPiece } from './read';
import { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS, type SeedAdventure } from './types';

export const ADVENTURES_DIR = 'content/adventures';

const adventureFrontMatter = z.strictObject({
  title: plainText,
  /** Must match the file name: it is the guide's URL. */
  slug: kebabCase,
  description: plainText,
  location: plainText,
  region: z.enum(ADVENTURE_REGIONS),
  activityTypes: z.array(z.enum(ADVENTURE_ACTIVITIES)).min(1),
  difficulty: z.enum(ADVENTURE_DIFFICULTIES),
  duration: plainText,
  /** Optional: a visit to a site has none worth giving. */
  distance: plainText.optional(),
  bestTimeToVisit: plainText,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  featured: z.boolean(),
  whatToBring: z.array(plainText).min(1),
  seasonalAdvice: plainText,
  artwork: artworkField,
});

export function loadAdventure(file: string): SeedAdventure {
  const { data, markdown, html } = readSluggedPiece(file, adventureFrontMatter);
  const { distance, ...rest } = data;
  return { ...rest, ...(distance === undefined ? {} : { distance }), contentMarkdown: markdown, contentHtml: html };
}

/** In file-name (slug) order; the shop lists them by its own rules (featured first, then by title). */
export function loadAdventures(folder = ADVENTURES_DIR): SeedAdventure[] {
  return contentFilesIn(folder).map(loadAdventure);
}

export const seedAdventures: SeedAdventure[] = loadAdventures();
