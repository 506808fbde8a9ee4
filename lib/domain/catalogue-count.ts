/**
 * How the home page states the size of the catalogue. A marketing "over N" must stay true, so N is
 * rounded down and never equals the real count.
 */

export type CatalogueSize = { kind: 'exact'; count: number } | { kind: 'over'; count: number };

export function catalogueSize(total: number): CatalogueSize {
  const count = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  // Below ten, or on a round number, "over" would either say nothing or be false: give the count.
  if (count < 10 || count % 10 === 0) return { kind: 'exact', count };
  return { kind: 'over', count: Math.floor(count / 10) * 10 };
}

const grouped = new Intl.NumberFormat('en-GB');

/** 51 -> "over 50 products", 7 -> "7 products", 1 -> "1 product". */
export function describeCatalogueSize(total: number, noun: { one: string; other: string } = { one: 'product', other: 'products' }): string {
  const size = catalogueSize(total);
  const number = grouped.format(size.count);
  if (size.kind === 'over') return `over ${number} ${noun.other}`;
  return `${number} ${size.count === 1 ? noun.one : noun.other}`;
}
