import { IntentLink } from '@/components/ui/IntentLink';
import { ProductGrid } from '@/components/catalogue/ProductGrid';
import { cn } from '@/components/ui/cn';
import type { Product } from '@/lib/commerce';
import { sectionHeading, sectionShell } from './styles';

export function FeaturedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="home-featured-heading" className={cn(sectionShell, 'py-16')}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-featured-heading" className={sectionHeading}>
            Featured Highland treasures
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">A few of the pieces we would wrap up for our own families this year.</p>
        </div>
        <IntentLink href="/products" className="inline-flex min-h-11 items-center font-semibold text-moss-800 underline underline-offset-4 hover:no-underline">
          View all products
        </IntentLink>
      </div>
      <ProductGrid products={products} />
    </section>
  );
}
