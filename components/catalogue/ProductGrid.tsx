import type { Product } from '@/lib/commerce';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: Product[];
  /** How many leading cards load their pictures eagerly (the first visible row). */
  priorityCount?: number;
  snippetLength?: number;
  headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({ products, priorityCount = 0, snippetLength, headingLevel }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} snippetLength={snippetLength} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
