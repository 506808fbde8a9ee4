/** Catalogue constants and pure rules shared by the API, the pages and the adapters (docs/product/rules.md#catalogue). */

export const PRODUCT_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'featured';

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
};

export const PRODUCTS_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;
export const MAX_CATEGORY_FILTERS = 20;
export const MAX_SEARCH_LENGTH = 100;

/** Categories that exist for bookkeeping only and never appear in the filter. */
export const HIDDEN_CATEGORY_SLUGS: readonly string[] = ['uncategorised', 'uncategorized'];

export function isHiddenCategory(slug: string): boolean {
  return HIDDEN_CATEGORY_SLUGS.includes(slug.toLowerCase());
}

/** The catalogue's shown categories as links to their listing, in the owner's order, as the filter offers them. */
export function categoryLinks(categories: readonly { slug: string; name: string }[]): { href: string; label: string }[] {
  return categories.filter((category) => !isHiddenCategory(category.slug)).map((category) => ({ href: `/products?category=${category.slug}`, label: category.name }));
}

export { SLUG_PATTERN as CATEGORY_SLUG_PATTERN } from './slugs';

/** Words a shopper typed, lower-cased, for matching against the catalogue's words. */
export function searchTerms(search: string, maxTerms = 8): string[] {
  const words = search.toLocaleLowerCase('en-GB').match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && word.length <= 40))].slice(0, maxTerms);
}

export function totalPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Text cuts: description snippets, related-product cards, and the detail page's collapse. */
export const SNIPPET_LENGTH = 100;
export const RELATED_SNIPPET_LENGTH = 120;
export const DESCRIPTION_COLLAPSE_AT = 100;
