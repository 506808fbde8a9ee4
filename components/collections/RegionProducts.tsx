import { IntentLink } from '@/components/ui/IntentLink';
import { GridScroll } from '@/components/catalogue/GridScroll';
import { ProductGrid } from '@/components/catalogue/ProductGrid';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import type { ProductPage } from '@/lib/commerce';
import { regionHref, type Region } from '@/lib/domain/collections';
import { Pagination } from '@/components/catalogue/Pagination';

/** One region's panel: a page of its products as cards, or Coming Soon while none match yet. */
export function RegionProducts({ region, shown }: { region: Pick<Region, 'id' | 'label' | 'blurb'>; shown: ProductPage }) {
  const sectionId = `region-products-${region.id}`;
  const headingId = `region-heading-${region.id}`;
  const first = (shown.page - 1) * shown.perPage + 1;
  const last = first + shown.products.length - 1;
  return (
    <section id={sectionId} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {region.label} Collection
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{region.blurb}</p>
      {shown.total === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-moss-100 bg-white px-6 py-10 text-center">
          <p className="font-heading text-xl font-semibold text-moss-900">Coming Soon</p>
          <p className="mt-2 text-slate-700">We are gathering gifts from the {region.label.toLowerCase()}. Have a look at the other regions meanwhile.</p>
        </div>
      ) : shown.products.length === 0 ? (
        // An old link past the last page: say so and offer the start, rather than an empty grid.
        <div className="mt-6 rounded-lg border border-dashed border-moss-100 bg-white px-6 py-10 text-center">
          <p className="font-heading text-xl font-semibold text-moss-900">No More Products Here</p>
          <p className="mt-2 text-slate-700">
            The {region.label} collection has {shown.totalPages} {shown.totalPages === 1 ? 'page' : 'pages'}.
          </p>
          <IntentLink href={regionHref(region.id)} className={cn('mt-6', BUTTON_SECONDARY)}>
            Back to the first page
          </IntentLink>
        </div>
      ) : (
        <>
          <GridScroll targetId={sectionId} page={shown.page} />
          <p className="mb-4 mt-6 text-sm text-slate-700" aria-live="polite">
            Showing {first}–{last} of {shown.total} {shown.total === 1 ? 'product' : 'products'}
          </p>
          <ProductGrid products={shown.products} priorityCount={shown.page === 1 ? 4 : 0} headingLevel="h3" />
          <Pagination page={shown.page} totalPages={shown.totalPages} hrefFor={(number) => regionHref(region.id, number)} />
        </>
      )}
    </section>
  );
}
