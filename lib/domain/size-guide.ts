/**
 * The size guide (docs/product/rules.md#sizes): board sizes, the shirt sizes the catalogue sells and their measurements,
 * and the one-size apron. The shirt tables measure the body a size is cut to fit, in inches, as UK
 * shoppers measure themselves; boards are sold in centimetres, with inches alongside.
 */

export const CM_PER_INCH = 2.54;

export interface BoardSize {
  /** The option value on the product (`?size=medium`). */
  value: string;
  label: string;
  widthCm: number;
  depthCm: number;
  goodFor: string;
}

export const BOARD_SIZES: readonly BoardSize[] = [
  { value: 'small', label: 'Small', widthCm: 30, depthCm: 20, goodFor: 'Herbs, garlic, a lemon or two, or a cheese board for two' },
  { value: 'medium', label: 'Medium', widthCm: 45, depthCm: 30, goodFor: 'Everyday chopping for a family kitchen' },
  { value: 'large', label: 'Large', widthCm: 60, depthCm: 40, goodFor: 'Carving the Sunday roast, or a loaf and all the trimmings' },
  { value: 'x-large', label: 'X-large', widthCm: 76, depthCm: 50, goodFor: 'A grazing board for a crowd at Hogmanay' },
];

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

const LABELS: Record<ShirtSize, string> = { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', '2xl': 'XXL (2XL)', '3xl': '3XL' };

function rows(lengths: readonly number[]): ShirtMeasurements[] {
  // Chest and waist step up by 3in a size, the usual grading for unisex tops.
  return SHIRT_SIZES.map((size, index) => ({
    size,
    label: LABELS[size],
    chest: [32 + index * 3, 34 + index * 3],
    waist: [26 + index * 3, 28 + index * 3],
    lengthIn: lengths[index] ?? Number.NaN,
  }));
}

export const SIZE_TABLES: readonly SizeTable[] = [
  {
    id: 't-shirts',
    caption: 'T-shirts (unisex classic fit), in inches',
    fit: 'Our tees are a unisex classic fit: straight through the body, not fitted at the waist.',
    rows: rows([27, 28, 29, 30, 31, 32, 33]),
  },
  {
    id: 'shirts-sweatshirts',
    caption: 'Flannel shirts and sweatshirts (relaxed fit), in inches',
    fit: 'Shirts and sweatshirts are cut a little longer and roomier, for layering over a tee on a cold hill.',
    rows: rows([28, 29, 30, 31, 32, 33, 34]),
  },
];

/** One apron size fits most adults. */
export const APRON_SIZE = {
  label: 'One size',
  lengthCm: 85,
  widthCm: 70,
  features: ['Adjustable neck strap', 'Long waist ties that wrap round and knot at the front'],
} as const;

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
