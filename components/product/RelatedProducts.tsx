import { ProductGrid } from '@/components/catalogue/ProductGrid';
import type { Product } from '@/lib/commerce';
import { RELATED_SNIPPET_LENGTH } from '@/lib/domain/catalogue';

export function RelatedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="mb-6 text-2xl font-semibold">
        You May Also Like
      </h2>
      <ProductGrid products={products} snippetLength={RELATED_SNIPPET_LENGTH} />
    </section>
  );
}
