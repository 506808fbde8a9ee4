import { ProductGrid } from '@/components/catalogue/ProductGrid';
import { commerce } from '@/lib/commerce';
import { SHOP_NAME } from '@/lib/site';

// The catalogue lives in the database, so the page renders per request (the storefront issue adds caching).
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const { products, total } = await commerce().listProducts({ sort: 'featured', page: 1, perPage: 12 });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="mb-10">
        <h1 className="text-4xl font-bold md:text-5xl">{SHOP_NAME}</h1>
        <p className="mt-3 max-w-2xl text-lg">
          Gifts made with the Highlands in mind: tartan, thistle and stag, on aprons, boards, shirts and prints.{' '}
          {total} treasures in the collection.
        </p>
      </section>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-6 text-2xl font-semibold">
          Featured Highland treasures
        </h2>
        <ProductGrid products={products} />
      </section>
    </div>
  );
}
