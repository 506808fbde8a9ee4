/**
 * The /products page keeps its whole state in the URL (search, category, categories, sort, page) so
 * every view can be shared and crawled. Unlike the API, the page forgives a mangled link: it drops
 * what it cannot read instead of refusing the shopper.
 */
import { CATEGORY_SLUG_PATTERN, DEFAULT_SORT, MAX_CATEGORY_FILTERS, MAX_SEARCH_LENGTH, PRODUCT_SORTS, type ProductSort } from './catalogue';
import { pageFromParam } from './pagination';

export interface CatalogueFilters {
  search: string;
  categories: string[];
  sort: ProductSort;
  page: number;
}

export type SearchParamsRecord = Readonly<Record<string, string | string[] | undefined>>;

export const DEFAULT_FILTERS: CatalogueFilters = { search: '', categories: [], sort: DEFAULT_SORT, page: 1 };


function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function slugsOf(text: string): string[] {
  return text
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => CATEGORY_SLUG_PATTERN.test(slug));
}

export function filtersFromParams(params: SearchParamsRecord): CatalogueFilters {
  const search = first(params.search).trim().slice(0, MAX_SEARCH_LENGTH);
  const categories = [...new Set([...slugsOf(first(params.category)), ...slugsOf(first(params.categories))])].slice(0, MAX_CATEGORY_FILTERS);
  const sortText = first(params.sort);
  const sort = (PRODUCT_SORTS as readonly string[]).includes(sortText) ? (sortText as ProductSort) : DEFAULT_SORT;
  return { search, categories, sort, page: pageFromParam(first(params.page)) };
}

/** A canonical query string: one category as `category`, several as `categories`, defaults left out. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.categories.length === 1) params.set('category', filters.categories[0] ?? '');
  if (filters.categories.length > 1) params.set('categories', filters.categories.join(','));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function catalogueHref(filters: CatalogueFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/products?${query}` : '/products';
}

/** A new search, category choice or sort starts again at page 1. */
export function changeFilters(current: CatalogueFilters, change: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...current, ...change };
  const narrowed =
    next.search.trim() !== current.search.trim() ||
    next.sort !== current.sort ||
    next.categories.join(',') !== current.categories.join(',');
  return { ...next, search: next.search.trim(), page: narrowed ? 1 : Math.max(1, next.page) };
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return filters.search !== '' || filters.categories.length > 0;
}
