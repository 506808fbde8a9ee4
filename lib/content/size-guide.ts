/**
 * The size guide (content/size-guide.md), read once: its tables are front-matter data, its prose
 * the body, which names figures from the tables by placeholder (sizeGuideFigures in
 * lib/domain/size-guide.ts).
 */
import { readContentFile } from '@/lib/content/seed/read';
import { ContentError } from '@/lib/content/markdown/errors';
import { kebabCase, plainText } from '@/lib/content/markdown/front-matter';
import { fillPlaceholders } from '@/lib/content/markdown/placeholders';
import { documentSections, type ContentSection } from '@/lib/content/markdown/sections';
import { SHIRT_SIZE_LABELS, SHIRT_SIZES, sizeGuideFigures, type BoardSize, type SizeTable } from '@/lib/domain/size-guide';
import { z } from '@/lib/zod';

const SIZE_GUIDE_FILE = 'content/size-guide.md';

/** What the page builds from the tables and the file places with {{> name}}. */
export const SIZE_GUIDE_SLOTS = ['shirt-tables', 'board-table'] as const;
export type SizeGuideSlot = (typeof SIZE_GUIDE_SLOTS)[number];

const length = z.number().positive();
const inchRange = z.tuple([length, length]).refine(([low, high]) => low <= high, 'the smaller figure comes first');

const shirtTable = z.strictObject({
  id: kebabCase,
  caption: plainText,
  fit: plainText,
  rows: z
    .array(z.strictObject({ size: z.enum(SHIRT_SIZES), chest: inchRange, waist: inchRange, lengthIn: length }))
    .refine((rows) => rows.map((row) => row.size).join() === SHIRT_SIZES.join(), `one row for each size, in order: ${SHIRT_SIZES.join(', ')}`),
});

const sizeGuideFrontMatter = z.strictObject({
  title: plainText,
  eyebrow: plainText,
  description: plainText,
  intro: plainText,
  shirtTables: z.array(shirtTable).min(1),
  betweenSizesChestIn: length,
  boards: z.array(z.strictObject({ value: kebabCase, label: plainText, widthCm: length, depthCm: length, goodFor: plainText })).min(1),
  apron: z.strictObject({ lengthCm: length, widthCm: length }),
});

export interface SizeGuide {
  file: string;
  title: string;
  eyebrow: string;
  description: string;
  intro: string;
  shirtTables: SizeTable[];
  boards: BoardSize[];
  sections: ContentSection[];
}

export function sizeGuide(file = SIZE_GUIDE_FILE): SizeGuide {
  // Read without figures: the text's figures come from the file's own tables, checked first.
  const { data, body } = readContentFile(file, sizeGuideFrontMatter);
  const shirtTables = data.shirtTables.map((table) => ({ ...table, rows: table.rows.map((row) => ({ ...row, label: SHIRT_SIZE_LABELS[row.size] })) }));
  const figures = sizeGuideFigures({ ...data, shirtTables });
  if (!figures) throw new ContentError(file, `front matter field "betweenSizesChestIn": ${data.betweenSizesChestIn}in fits no size in the first table`);
  const fill = (text: string) => fillPlaceholders(text, figures, file);
  return {
    file,
    title: fill(data.title),
    eyebrow: fill(data.eyebrow),
    description: fill(data.description),
    intro: fill(data.intro),
    shirtTables,
    boards: data.boards,
    sections: documentSections(fill(body), file, SIZE_GUIDE_SLOTS),
  };
}

export const SIZE_GUIDE: SizeGuide = sizeGuide();
export const SIZE_TABLES: readonly SizeTable[] = SIZE_GUIDE.shirtTables;
export const BOARD_SIZES: readonly BoardSize[] = SIZE_GUIDE.boards;
