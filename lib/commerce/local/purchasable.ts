/**
 * Turning "this product with these options" into the exact thing sold: the product, the variation
 * the options match and its price, all read from the catalogue. Carts and orders both go through
 * here, so neither can be priced or stocked differently from the other.
 */
import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { cartItems, products, productVariations } from '@/lib/db/schema';
import type { Pence } from '@/lib/domain/money';
import { missingSelections, missingSelectionsMessage, validChoice } from '@/lib/domain/product-options';
import { optionsFromRecord, variationKey } from '@/lib/domain/variations';
import { ShopError } from '@/lib/errors';
import type { CartLine } from '../types';

/** The thing sold: a cart line's product facts, plus the price a unit sells for. */
export type Purchasable = Omit<CartLine, 'id' | 'quantity'> & {
  /** The variation's price, or the product's own for a simple product. */
  unitPricePence: Pence;
};

/** The cart line holding this product with this variation: one line per product and options. */
export function cartLineOf(cartId: string, line: Pick<Purchasable, 'productId' | 'variationId'>): SQL {
  return and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, line.productId),
    line.variationId === null ? sql`${cartItems.variationId} IS NULL` : eq(cartItems.variationId, line.variationId),
  )!;
}

type Reader = Pick<Database, 'select'>;

/**
 * `forSale` is for a new addition to a cart: a product the owner has hidden is not offered any more,
 * though an order or a checkout of a cart that already holds it still resolves it.
 */
export async function resolvePurchasable(db: Reader, productId: number, requested: Record<string, string>, { forSale = false } = {}): Promise<Purchasable> {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product || (forSale && !product.visible)) throw new ShopError('not_found', 'product_not_found', `There is no product with id ${productId}.`);
  const base = {
    productId: product.id,
    productSlug: product.slug,
    name: product.name,
    imageUrl: product.images[0]?.url ?? null,
    productPricePence: product.pricePence,
  };

  if (product.type === 'simple' || product.attributes.length === 0) {
    return { ...base, variationId: null, variationPricePence: null, unitPricePence: product.pricePence, selectedOptions: {}, available: product.stockQuantity ?? 0 };
  }

  const chosen = validChoice(product.attributes, requested);
  const missing = missingSelections(product.attributes, chosen);
  if (missing.length) {
    const unknown = Object.keys(requested).length > 0 && Object.keys(chosen).length < Object.keys(requested).length;
    throw unknown
      ? new ShopError('invalid', 'unknown_options', `Those options are not available for ${product.name}. ${missingSelectionsMessage(missing)}.`)
      : new ShopError('invalid', 'options_required', `${missingSelectionsMessage(missing)}.`);
  }
  const [variation] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.productId, product.id), eq(productVariations.attributeKey, variationKey(optionsFromRecord(chosen)))))
    .limit(1);
  if (!variation) {
    const described = Object.entries(chosen)
      .map(([name, option]) => `${name}: ${option}`)
      .join(', ');
    throw new ShopError('invalid', 'unknown_variation', `${product.name} is not made in that combination (${described}).`);
  }
  return {
    ...base,
    variationId: variation.id,
    variationPricePence: variation.pricePence,
    unitPricePence: variation.pricePence,
    selectedOptions: chosen,
    available: variation.stockQuantity,
  };
}

/** Refuses a quantity the shop cannot supply, naming what is left. */
export function assertInStock(item: Pick<Purchasable, 'name' | 'available'>, quantity: number): void {
  if (item.available <= 0) throw new ShopError('conflict', 'out_of_stock', `Sorry, ${item.name} is out of stock.`);
  if (quantity > item.available) {
    throw new ShopError('conflict', 'insufficient_stock', `Sorry, only ${item.available} of ${item.name} ${item.available === 1 ? 'is' : 'are'} left in stock.`);
  }
}
