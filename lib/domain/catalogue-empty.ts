/**
 * What an empty page of the catalogue tells the shopper. A page number past the end is not "no
 * products": it says so, and leads to the last page there is.
 */
import { catalogueHref, hasActiveFilters, type CatalogueFilters } from './catalogue-filters';

export interface EmptyCatalogue {
  title: string;
  message: string;
  action: { href: string; label: string } | null;
}

export function emptyCatalogue(filters: CatalogueFilters, found: { total: number; totalPages: number }): EmptyCatalogue {
  if (found.total > 0) {
    const last = found.totalPages;
    const products = found.total === 1 ? '1 product' : `${found.total} products`;
    return {
      title: 'Past the Last Page',
      message: `There is no page ${filters.page} here: ${products} ${found.total === 1 ? 'fills' : 'fill'} ${last === 1 ? '1 page' : `${last} pages`}.`,
      action: { href: catalogueHref({ ...filters, page: last }), label: `Go to page ${last}` },
    };
  }
  const filtered = hasActiveFilters(filters);
  return {
    title: 'No Products Found',
    message: filtered ? 'No products match your current filters. Try adjusting your search criteria.' : 'No products are currently available.',
    action: filtered || filters.page > 1 ? { href: '/products', label: 'Show all products' } : null,
  };
}
