import { IntentLink } from '@/components/ui/IntentLink';
import { listProducts } from '@/lib/commerce';
import { PRODUCTS_PER_PAGE } from '@/lib/domain/catalogue';
import { emptyCatalogue } from '@/lib/domain/catalogue-empty';
import { catalogueHref, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { CatalogueMessage } from './CatalogueMessage';
import { GridScroll } from './GridScroll';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';

export const RESULTS_ID = 'product-results';

/** One page of the catalogue for the filters in the URL, with its empty state and paging. */
export async function CatalogueResults({ filters }: { filters: CatalogueFilters }) {
  const page = await listProducts({
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.categories.length ? { categories: filters.categories } : {}),
    sort: filters.sort,
    page: filters.page,
    perPage: PRODUCTS_PER_PAGE,
  });

  if (page.products.length === 0) {
    const empty = emptyCatalogue(filters, page);
    return (
      <CatalogueMessage title={empty.title} message={empty.message}>
        {empty.action ? (
          <IntentLink href={empty.action.href} className="inline-flex min-h-11 items-center rounded-md bg-moss-800 px-5 font-semibold text-white hover:bg-moss-900">
            {empty.action.label}
          </IntentLink>
        ) : null}
      </CatalogueMessage>
    );
  }

  const first = (page.page - 1) * page.perPage + 1;
  const last = first + page.products.length - 1;
  return (
    <>
      <GridScroll targetId={RESULTS_ID} page={filters.page} />
      <p className="mb-4 text-sm text-slate-700" aria-live="polite">
        Showing {first}–{last} of {page.total} {page.total === 1 ? 'product' : 'products'}
      </p>
      <ProductGrid products={page.products} priorityCount={filters.page === 1 ? 4 : 0} />
      <Pagination page={filters.page} totalPages={page.totalPages} hrefFor={(number) => catalogueHref({ ...filters, page: number })} />
    </>
  );
}
