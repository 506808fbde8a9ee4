import type { Metadata } from 'next';
import { CatalogueControls } from '@/components/catalogue/CatalogueControls';
import { CatalogueResults, RESULTS_ID } from '@/components/catalogue/CatalogueResults';
import { FilterChips } from '@/components/catalogue/FilterChips';
import { listCategories } from '@/lib/commerce';
import { isHiddenCategory } from '@/lib/domain/catalogue';
import type { CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { catalogueMetadata } from '@/lib/seo/catalogue-metadata';

/**
 * /products in every view: the cached default and category pages and the per-request searches. Only
 * a view of categories reads them, for their names: the whole catalogue's and a search's titles need
 * nothing from the back end, so with the database down their error page still has its <title>.
 */
export async function catalogueViewMetadata(filters: CatalogueFilters, options: { shareCard?: boolean } = {}): Promise<Metadata> {
  const categories = filters.categories.length > 0 ? await listCategories() : [];
  const names = filters.categories.map((slug) => categories.find((category) => category.slug === slug)?.name ?? slug);
  return catalogueMetadata(filters, names, options);
}

export async function CataloguePage({ filters }: { filters: CatalogueFilters }) {
  const categories = (await listCategories()).filter((category) => !isHiddenCategory(category.slug));
  const categoryNames = Object.fromEntries(categories.map((category) => [category.slug, category.name]));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-4xl font-bold md:text-5xl">All Highland Treasures</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Every tartan, thistle and stag in the shop, made with the Highlands in mind. Search, filter by collection, or sort by price.
        </p>
      </header>
      <div className="space-y-4">
        {/* Keyed by the search so a search started from the header shows in this box too. */}
        <CatalogueControls
          key={filters.search}
          filters={filters}
          categories={categories.map(({ slug, name, productCount }) => ({ slug, name, count: productCount }))}
        />
        <FilterChips filters={filters} categoryNames={categoryNames} />
      </div>
      <section id={RESULTS_ID} aria-labelledby="product-results-heading" className="mt-8 scroll-mt-24">
        {/* The cards' names are h3s: this keeps the outline in order for screen readers. */}
        <h2 id="product-results-heading" className="sr-only">
          Products
        </h2>
        {/* No Suspense boundary: a streamed block only appears once scripts run (docs/adr/0009). */}
        <CatalogueResults filters={filters} />
      </section>
    </div>
  );
}
