import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { RegionProducts } from './RegionProducts';
import { RegionTabs } from './RegionTabs';
import { JsonLd } from '@/components/seo/JsonLd';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { countRegionProducts, listRegionProducts } from '@/lib/commerce';
import { PRODUCTS_PER_PAGE } from '@/lib/domain/catalogue';
import { COLLECTIONS_TITLE, DEFAULT_REGION, regionById, regionHref, REGIONS, type RegionId } from '@/lib/domain/collections';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/** A page number from the route, or 1 for anything that is not one. */
function pageNumber(page: number): number {
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** /collections with one region's tab open on one of its pages (docs/adr/0009). */
export function collectionsMetadata(region: RegionId, page = 1): Metadata {
  const current = pageNumber(page);
  const named = region === DEFAULT_REGION && current === 1 ? COLLECTIONS_TITLE : `${regionById(region).label} | ${COLLECTIONS_TITLE}`;
  return pageMetadata({
    title: current > 1 ? `${named} (page ${current})` : named,
    description: `Highland gifts by region: the Highlands, the Islands, the Lowlands and Scotland's historic sites. ${regionById(region).blurb}`,
    // Each page of each region is its own list of products, so each is its own canonical page.
    path: regionHref(region, current),
    shareCard: true,
  });
}

export async function CollectionsPage({ region, page = 1 }: { region: RegionId; page?: number }) {
  const current = pageNumber(page);
  const [counts, shown] = await Promise.all([countRegionProducts(), listRegionProducts(region, current, PRODUCTS_PER_PAGE)]);
  const tabs = REGIONS.map(({ id, label }) => ({ id, label, count: counts[id] }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Collections', path: '/collections' },
        ])}
      />
      <header className="mb-8">
        <h1 className="text-4xl font-bold md:text-5xl">Regional Collections</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Every corner of Scotland has its own character. Browse our gifts by the places and the history that inspired them.
        </p>
      </header>
      {/* Keyed by the URL's region so following a link to another tab opens that tab. */}
      <RegionTabs key={region} tabs={tabs} active={region} page={current} panel={<RegionProducts region={regionById(region)} shown={shown} />} />
      <section aria-labelledby="collections-more-heading" className="mt-14 rounded-xl bg-moss-50 px-6 py-10 text-center">
        <h2 id="collections-more-heading" className="text-2xl font-semibold">
          Looking for something else?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          See every gift in the shop, or tell us which corner of Scotland you would like a collection from next.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <IntentLink href="/products" className={BUTTON_PRIMARY}>
            View All Products
          </IntentLink>
          <IntentLink href="/contact" className={BUTTON_SECONDARY}>
            Suggest a Region
          </IntentLink>
        </div>
      </section>
    </div>
  );
}
