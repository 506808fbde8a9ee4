/**
 * The `local` adapter's reads for a purchase: the product and the variation its options name, from
 * PostgreSQL, chosen by the rules every back end shares (../purchase-choice.ts). Carts and orders
 * both go through here, so neither can be priced or stocked differently from the other.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, productVariations } from '@/lib/db/schema';
import { optionsFromRecord, variationKey } from '@/lib/domain/variations';
import { choosePurchasable, productNotFound, sellableProduct, type Purchasable } from '../purchase-choice';

type Reader = Pick<Database, 'select'>;

/**
 * `forSale` is for a new addition to a cart: a product the owner has hidden or archived is not offered any more,
 * though an order or a checkout of a cart that already holds it still resolves it.
 */
export async function resolvePurchasable(db: Reader, productId: number, requested: Record<string, string>, { forSale = false } = {}): Promise<Purchasable> {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product || (forSale && (!product.visible || product.archivedAt))) throw productNotFound(productId);
  return choosePurchasable(sellableProduct(product), requested, async (chosen) => {
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.productId, product.id), eq(productVariations.attributeKey, variationKey(optionsFromRecord(chosen)))))
      .limit(1);
    return variation ? { id: variation.id, pricePence: variation.pricePence, available: variation.stockQuantity } : null;
  });
}

export { assertInStock, type Purchasable } from '../purchase-choice';
