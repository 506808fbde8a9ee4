import type { OrderLine } from '@/lib/commerce';
import { CATALOGUE_TAG, productTags } from '@/lib/domain/cache-tags';
import { expireTags } from './expire-tags';

/**
 * After stock or prices change: the pages of these products, and the listings showing them, are
 * rendered afresh on their next request; every other page stays cached.
 */
export function refreshProducts(productIds: Iterable<number>): void {
  expireTags(productTags(productIds));
}

/** An order's hold, release or revival changes the stock of exactly the products on its lines. */
export function refreshOrderProducts(order: { lines: readonly Pick<OrderLine, 'productId'>[] }): void {
  refreshProducts(order.lines.map((line) => line.productId));
}

/**
 * After a product is hidden or shown again: its own tag is not enough, because the listings it joins
 * do not carry it yet, and category counts, collection tabs and the sitemaps carry only the
 * catalogue's shape.
 */
export function refreshCatalogueShape(): void {
  expireTags([CATALOGUE_TAG]);
}
