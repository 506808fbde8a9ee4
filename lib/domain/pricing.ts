import type { Pence } from './money';

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

/** The variation a listing shows for a variable product: the cheapest, ties going to the first. */
export function cheapest<T extends Priced>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, item) => (!best || item.pricePence < best.pricePence ? item : best), undefined);
}
