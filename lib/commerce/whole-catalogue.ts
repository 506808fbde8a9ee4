/**
 * Every product, read a hundred at a time (the API's largest page). The page being rendered is tagged
 * with the catalogue's shape only: a page listing every product (the sitemap) shows names and links,
 * not stock, and ten thousand product tags on one page would cost more than they save.
 */
import { tagPage } from '@/lib/cache/tag-page';
import { CATALOGUE_TAG } from '@/lib/domain/cache-tags';
import { MAX_PER_PAGE } from '@/lib/domain/catalogue';
import { commerce } from './backend';
import type { Product } from './types';

export async function listWholeCatalogue(): Promise<Product[]> {
  const products: Product[] = [];
  // One page after another: a 10,000-product catalogue is a hundred pages, too many to ask for at once.
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await commerce().listProducts({ sort: 'featured', page, perPage: MAX_PER_PAGE });
    products.push(...result.products);
    pages = result.totalPages;
  }
  await tagPage([CATALOGUE_TAG]);
  return products;
}
