import Link from 'next/link';
import { ProductPrice } from '@/components/catalogue/ProductPrice';
import { FOCUS_RING } from '@/components/layout/focus';
import { SafeImage } from '@/components/ui/SafeImage';
import type { Product } from '@/lib/commerce/types';
import type { Region } from '@/lib/domain/collections';
import { SNIPPET_LENGTH } from '@/lib/domain/catalogue';
import { cutText } from '@/lib/domain/text';

/** One region's panel: its products as rows with a View link, or Coming Soon when none match yet. */
export function RegionProducts({ region, products }: { region: Pick<Region, 'id' | 'label' | 'blurb'>; products: readonly Product[] }) {
  return (
    <section aria-labelledby={`region-heading-${region.id}`}>
      <h2 id={`region-heading-${region.id}`} className="text-2xl font-semibold sm:text-3xl">
        {region.label} Collection
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{region.blurb}</p>
      {products.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-moss-100 bg-white px-6 py-10 text-center">
          <p className="font-heading text-xl font-semibold text-moss-900">Coming Soon</p>
          <p className="mt-2 text-slate-700">We are gathering gifts from the {region.label.toLowerCase()}. Have a look at the other regions meanwhile.</p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-moss-100 rounded-lg border border-moss-100 bg-white">
          {products.map((product) => {
            const image = product.images[0];
            return (
              <li key={product.id} className="flex items-center gap-4 p-4">
                <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-moss-50 sm:size-20">
                  {image ? <SafeImage src={image.url} alt={image.alt || product.name} fill sizes="80px" className="object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-moss-700">{product.category.name}</p>
                  <h3 className="font-heading text-lg leading-snug">{product.name}</h3>
                  <p className="mt-1 hidden text-sm text-slate-700 md:block">{cutText(product.descriptionText, SNIPPET_LENGTH)}</p>
                  <ProductPrice product={product} />
                </div>
                <Link
                  href={`/products/${product.slug}`}
                  className={`inline-flex min-h-11 shrink-0 items-center rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50 ${FOCUS_RING}`}
                >
                  View<span className="sr-only"> {product.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
