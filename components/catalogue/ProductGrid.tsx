import Image from 'next/image';
import type { Product } from '@/lib/commerce/types';
import { ProductPrice } from './ProductPrice';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="overflow-hidden rounded-lg border border-moss-100 bg-white shadow-sm">
          {product.images[0] && (
            <Image
              src={product.images[0].url}
              alt={product.images[0].alt}
              width={400}
              height={400}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-square w-full object-cover"
            />
          )}
          <div className="space-y-1 p-4">
            <p className="text-xs uppercase tracking-wide text-moss-700">{product.category.name}</p>
            <h3 className="text-lg leading-snug">{product.name}</h3>
            <ProductPrice product={product} />
            {!product.inStock && <p className="text-sm font-semibold text-tartan-700">Out of stock</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
