import { formatPounds, type Pence } from './money';

export interface Priced {
  pricePence: Pence;
  /** The price before a reduction; meaningful only when above pricePence. */
  regularPricePence?: Pence | null;
}

export interface PriceRange {
  min: Pence;
  max: Pence;
}

export function isOnSale(item: Priced): boolean {
  return item.regularPricePence != null && item.regularPricePence > item.pricePence;
}

/** Rounded (original - price) / original, as a whole percent; 0 when not on sale. */
export function discountPercent(item: Priced): number {
  if (!isOnSale(item) || item.regularPricePence == null) return 0;
  return Math.round(((item.regularPricePence - item.pricePence) / item.regularPricePence) * 100);
}

export function priceRange(items: readonly Priced[]): PriceRange | null {
  if (items.length === 0) return null;
  const prices = items.map((item) => item.pricePence);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A product's price as its listing card shows it: one price, or "from £x" when its variations differ. */
export function priceRangeText(range: PriceRange): string {
  return range.min === range.max ? formatPounds(range.min) : `from ${formatPounds(range.min)}`;
}

/** The variation a listing shows for a variable product: the cheapest, ties going to the first. */
export function cheapest<T extends Priced>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, item) => (!best || item.pricePence < best.pricePence ? item : best), undefined);
}

/** What a product or variation stores for a regular price and an optional sale price below it. */
export interface StoredPrice {
  pricePence: Pence;
  regularPricePence: Pence | null;
}

/** The price a shopper pays is the sale price when there is one; the regular price is kept beside it only then. */
export function storedPrice(regularPence: Pence, salePence: Pence | null): StoredPrice {
  return salePence === null ? { pricePence: regularPence, regularPricePence: null } : { pricePence: salePence, regularPricePence: regularPence };
}

/** The regular and sale price an owner sees for a stored price (the reverse of storedPrice). */
export function regularAndSale(item: Priced): { regularPence: Pence; salePence: Pence | null } {
  return isOnSale(item) ? { regularPence: item.regularPricePence!, salePence: item.pricePence } : { regularPence: item.pricePence, salePence: null };
}

/** Why a sale price cannot stand beside a regular price, or null when it can. */
export function salePriceRefusal(regularPence: Pence, salePence: Pence | null): string | null {
  return salePence !== null && salePence >= regularPence ? 'The sale price must be below the regular price.' : null;
}

/** A variable product's own figures: its cheapest variation's, so listings never read variations. */
export function listedPrice(variations: readonly Priced[]): StoredPrice | null {
  const listed = cheapest(variations);
  return listed ? { pricePence: listed.pricePence, regularPricePence: listed.regularPricePence ?? null } : null;
}
