/**
 * What an empty page of the catalogue tells the shopper. A page number past the end is not "no
 * products": it says so, and leads to the last page there is.
 */
import { catalogueHref, hasActiveFilters, type CatalogueFilters } from './catalogue-filters';
import { pastLastPage } from './past-last-page';

export interface EmptyCatalogue {
  title: string;
  message: string;
  action: { href: string; label: string } | null;
}

export function emptyCatalogue(filters: CatalogueFilters, found: { total: number; totalPages: number }): EmptyCatalogue {
  if (found.total > 0) {
    return pastLastPage({ ...found, page: filters.page }, { one: 'product', many: 'products' }, (page) => catalogueHref({ ...filters, page }));
  }
  const filtered = hasActiveFilters(filters);
  return {
    title: 'No Products Found',
    message: filtered ? 'No products match your current filters. Try adjusting your search criteria.' : 'No products are currently available.',
    action: filtered || filters.page > 1 ? { href: '/products', label: 'Show all products' } : null,
  };
}
