/**
 * A listing's order and pages, for a back end that holds its catalogue in memory (the WooCommerce
 * adapter's snapshot, docs/adr/0025). The same orders the built-in back end asks PostgreSQL for
 * (lib/commerce/local/catalogue.ts), so a shopper sees one shop whichever back end runs it.
 */
import { totalPages, type ProductSort } from './catalogue';
import type { Pence } from './money';

export interface Listable {
  id: number;
  name: string;
  pricePence: Pence;
  featured: boolean;
  createdAt: Date;
}

type Compare<P> = (a: P, b: P) => number;

const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Listable, b: Listable) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The shop's own order: featured first, then newest, then the oldest id. */
export const featuredOrder: Compare<Listable> = (a, b) => byNumber(Number(b.featured), Number(a.featured)) || byNumber(b.createdAt.getTime(), a.createdAt.getTime()) || byNumber(a.id, b.id);

const ORDERS: Record<ProductSort, Compare<Listable>> = {
  featured: featuredOrder,
  newest: (a, b) => byNumber(b.createdAt.getTime(), a.createdAt.getTime()) || byNumber(b.id, a.id),
  'price-asc': (a, b) => byNumber(a.pricePence, b.pricePence) || byNumber(a.id, b.id),
  'price-desc': (a, b) => byNumber(b.pricePence, a.pricePence) || byNumber(b.id, a.id),
  'name-asc': (a, b) => byName(a, b) || byNumber(a.id, b.id),
  'name-desc': (a, b) => byName(b, a) || byNumber(b.id, a.id),
};

export function sortListing<P extends Listable>(products: readonly P[], sort: ProductSort): P[] {
  return [...products].sort(ORDERS[sort]);
}

export interface ListingPage<P> {
  products: P[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}

export function pageOfListing<P>(products: readonly P[], page: number, perPage: number): ListingPage<P> {
  const start = (page - 1) * perPage;
  return { products: products.slice(start, start + perPage), total: products.length, page, perPage, totalPages: totalPages(products.length, perPage) };
}
