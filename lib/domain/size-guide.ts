/**
 * The size guide's rules (docs/product/rules.md#sizes): the shirt sizes the catalogue sells, what a
 * board, a size table and a measurement are, and the arithmetic the guide does with them. The
 * figures themselves are content (content/size-guide.md, read by lib/content/size-guide.ts). Shirt
 * tables measure the body a size is cut to fit, in inches, as UK shoppers measure themselves; boards
 * are sold in centimetres, with inches alongside.
 */
import type { ContentValues } from '@/lib/content/markdown/placeholders';

export const CM_PER_INCH = 2.54;

export interface BoardSize {
  /** The option value on the product (`?size=medium`). */
  value: string;
  label: string;
  widthCm: number;
  depthCm: number;
  goodFor: string;
}

/** The shirt sizes every tee, shirt and sweatshirt is sold in, as the product options spell them. */
export const SHIRT_SIZES = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];

/** Inches, lowest and highest of the body measurement a size fits. */
export type InchRange = readonly [number, number];

export interface ShirtMeasurements {
  size: ShirtSize;
  /** What the table shows: 2XL is also known as XXL. */
  label: string;
  chest: InchRange;
  waist: InchRange;
  /** The garment's back length, collar seam to hem. */
  lengthIn: number;
}

export interface SizeTable {
  id: string;
  caption: string;
  fit: string;
  rows: readonly ShirtMeasurements[];
}

/** What the tables call each size: 2XL is also known as XXL. */
export const SHIRT_SIZE_LABELS: Readonly<Record<ShirtSize, string>> = { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', '2xl': 'XXL (2XL)', '3xl': '3XL' };

/** Whole inches for "about" figures, or one decimal place. */
export function cmToInches(cm: number, decimals: 0 | 1 = 0): number {
  if (!Number.isFinite(cm) || cm < 0) throw new RangeError(`Not a length: ${cm}`);
  const factor = 10 ** decimals;
  return Math.round((cm / CM_PER_INCH) * factor) / factor;
}

/** "45cm x 30cm (about 18in x 12in)" */
export function boardDimensions(board: Pick<BoardSize, 'widthCm' | 'depthCm'>): string {
  return `${board.widthCm}cm x ${board.depthCm}cm (about ${cmToInches(board.widthCm)}in x ${cmToInches(board.depthCm)}in)`;
}

/** "32-34" */
export function formatInchRange([low, high]: InchRange): string {
  return low === high ? `${low}` : `${low}-${high}`;
}

/**
 * The size whose chest range fits, for the "between sizes" advice: a chest that falls in the gap
 * between two ranges (say 34.5in) goes up to the larger size, since a tee can be worn loose but not
 * stretched. Null when it is smaller than the smallest or larger than the largest size.
 */
export function sizeForChest(table: SizeTable, chestIn: number): ShirtMeasurements | null {
  if (!Number.isFinite(chestIn)) return null;
  const first = table.rows[0];
  if (!first || chestIn < first.chest[0]) return null;
  return table.rows.find((row) => chestIn <= row.chest[1]) ?? null;
}

export interface SizeGuideData {
  shirtTables: readonly SizeTable[];
  boards: readonly BoardSize[];
  apron: { lengthCm: number; widthCm: number };
  /** The "between sizes" example: a chest that falls in the gap between two sizes of the first table. */
  betweenSizesChestIn: number;
}

/**
 * The figures the size guide's prose names by placeholder (content/README.md lists them), worked
 * out from its own tables so the words and the tables cannot disagree. Null when the "between
 * sizes" example fits no size of the first table, which would make the advice nonsense.
 */
export function sizeGuideFigures(guide: SizeGuideData): ContentValues | null {
  const [first] = guide.shirtTables;
  const between = first ? sizeForChest(first, guide.betweenSizesChestIn) : null;
  if (!between) return null;
  return {
    shirtSizes: SHIRT_SIZES.map((size) => size.toUpperCase()).join(', '),
    betweenSizesChestIn: guide.betweenSizesChestIn,
    betweenSizesSize: between.label,
    boardSizes: guide.boards.map((board) => `${board.label.toLowerCase()} (${board.widthCm}cm x ${board.depthCm}cm)`).join(', '),
    apronLengthCm: guide.apron.lengthCm,
    apronWidthCm: guide.apron.widthCm,
    apronLengthIn: cmToInches(guide.apron.lengthCm),
    apronWidthIn: cmToInches(guide.apron.widthCm),
  };
}
