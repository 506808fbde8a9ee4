/** Every product, read a hundred at a time through the five-minute catalogue cache (spec 7: per_page 100). */
import { listProducts } from '@/lib/commerce/cached';
import type { Product } from '@/lib/commerce/types';
import { MAX_PER_PAGE } from '@/lib/domain/catalogue';

export async function listWholeCatalogue(): Promise<Product[]> {
  const products: Product[] = [];
  // One page after another: a 10,000-product catalogue is a hundred pages, too many to ask for at once.
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await listProducts({ sort: 'featured', page, perPage: MAX_PER_PAGE });
    products.push(...result.products);
    pages = result.totalPages;
  }
  return products;
}
