import type { Metadata } from 'next';
import Link from 'next/link';
import { listWholeCatalogue } from '@/lib/commerce/whole-catalogue';
import { RegionProducts } from './RegionProducts';
import { RegionTabs } from './RegionTabs';
import { JsonLd } from '@/components/seo/JsonLd';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { DEFAULT_REGION, productsForRegion, regionById, regionHref, REGIONS, type RegionId } from '@/lib/domain/collections';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const TITLE = 'Scottish Regional Collections';

/** /collections with one region's tab open: the default at /collections, the others under /views (docs/adr/0009). */
export function collectionsMetadata(region: RegionId): Metadata {
  const isDefault = region === DEFAULT_REGION;
  return pageMetadata({
    title: isDefault ? TITLE : `${regionById(region).label} | ${TITLE}`,
    description: `Highland gifts by region: the Highlands, the Islands, the Lowlands and Scotland's historic sites. ${regionById(region).blurb}`,
    // Each region is its own list of products, so each tab is its own canonical page.
    path: isDefault ? '/collections' : regionHref(region),
  });
}

export async function CollectionsPage({ region: initial }: { region: RegionId }) {
  const catalogue = await listWholeCatalogue();
  const tabs = REGIONS.map((region) => {
    const products = productsForRegion(catalogue, region.id);
    return { id: region.id, label: region.label, count: products.length, panel: <RegionProducts region={region} products={products} /> };
  });

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
      <RegionTabs key={initial} tabs={tabs} initial={initial} />
      <section aria-labelledby="collections-more-heading" className="mt-14 rounded-xl bg-moss-50 px-6 py-10 text-center">
        <h2 id="collections-more-heading" className="text-2xl font-semibold">
          Looking for something else?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          See every gift in the shop, or tell us which corner of Scotland you would like a collection from next.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/products" className={BUTTON_PRIMARY}>
            View All Products
          </Link>
          <Link href="/contact" className={BUTTON_SECONDARY}>
            Suggest a Region
          </Link>
        </div>
      </section>
    </div>
  );
}
