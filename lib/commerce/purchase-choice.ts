/**
 * Turning "this product with these options" into the exact thing sold, whichever back end holds the
 * catalogue: the variation the options match, its price and its stock, and the shop's refusals in
 * its own words. Each adapter reads the product and its variations its own way and hands them here,
 * so no back end can price, match or refuse differently from another.
 */
import { orderTotalRefusal, type Pence } from '@/lib/domain/money';
import { orderTotals, type OrderTotals } from '@/lib/domain/shipping';
import { missingSelections, missingSelectionsMessage, validChoice } from '@/lib/domain/product-options';
import { ShopError } from '@/lib/errors';
import type { CartLine, ProductAttribute } from './types';

/** The thing sold: a cart line's product facts, plus the price a unit sells for. */
export type Purchasable = Omit<CartLine, 'id' | 'quantity'> & {
  /** The variation's price, or the product's own for a simple product. */
  unitPricePence: Pence;
};

/** A product as an adapter read it for a purchase. */
export interface SellableProduct {
  productId: number;
  productSlug: string;
  name: string;
  imageUrl: string | null;
  productPricePence: Pence;
  type: 'simple' | 'variable';
  attributes: readonly ProductAttribute[];
  /** Units of a simple product in stock now. */
  available: number;
}

export interface SellableVariation {
  id: number;
  pricePence: Pence;
  available: number;
}

/** A product as it is sold: the catalogue's record (any back end's) with its stock now. */
export function sellableProduct(product: {
  id: number;
  slug: string;
  name: string;
  images: readonly { url: string }[];
  pricePence: Pence;
  type: 'simple' | 'variable';
  attributes: readonly ProductAttribute[];
  stockQuantity: number | null;
}): SellableProduct {
  return {
    productId: product.id,
    productSlug: product.slug,
    name: product.name,
    imageUrl: product.images[0]?.url ?? null,
    productPricePence: product.pricePence,
    type: product.type,
    attributes: product.attributes,
    available: product.stockQuantity ?? 0,
  };
}

export const productNotFound = (productId: number) => new ShopError('not_found', 'product_not_found', `There is no product with id ${productId}.`);

/** The product, or the variation its chosen options name; refuses options missing, unknown or not made. */
export async function choosePurchasable(
  product: SellableProduct,
  requested: Record<string, string>,
  findVariation: (chosen: Record<string, string>) => Promise<SellableVariation | null>,
): Promise<Purchasable> {
  const { type, attributes, available, ...base } = product;
  if (type === 'simple' || attributes.length === 0) {
    return { ...base, variationId: null, variationPricePence: null, unitPricePence: base.productPricePence, selectedOptions: {}, available };
  }
  const chosen = validChoice(attributes, requested);
  const missing = missingSelections(attributes, chosen);
  if (missing.length) {
    const unknown = Object.keys(requested).length > 0 && Object.keys(chosen).length < Object.keys(requested).length;
    throw unknown
      ? new ShopError('invalid', 'unknown_options', `Those options are not available for ${product.name}. ${missingSelectionsMessage(missing)}.`)
      : new ShopError('invalid', 'options_required', `${missingSelectionsMessage(missing)}.`);
  }
  const variation = await findVariation(chosen);
  if (!variation) {
    const described = Object.entries(chosen)
      .map(([name, option]) => `${name}: ${option}`)
      .join(', ');
    throw new ShopError('invalid', 'unknown_variation', `${product.name} is not made in that combination (${described}).`);
  }
  return { ...base, variationId: variation.id, variationPricePence: variation.pricePence, unitPricePence: variation.pricePence, selectedOptions: chosen, available: variation.available };
}

/** Refuses a quantity the shop cannot supply, naming what is left. */
export function assertInStock(item: Pick<Purchasable, 'name' | 'available'>, quantity: number): void {
  if (item.available <= 0) throw new ShopError('conflict', 'out_of_stock', `Sorry, ${item.name} is out of stock.`);
  if (quantity > item.available) {
    throw new ShopError('conflict', 'insufficient_stock', `Sorry, only ${item.available} of ${item.name} ${item.available === 1 ? 'is' : 'are'} left in stock.`);
  }
}

export interface ChosenLine {
  item: Purchasable;
  quantity: number;
}

/** Adds up duplicate lines (the same product and options twice) before anything is held. */
export function mergeLines(items: readonly ChosenLine[]): ChosenLine[] {
  const merged = new Map<string, ChosenLine>();
  for (const entry of items) {
    const key = `${entry.item.productId}:${entry.item.variationId ?? 0}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { item: seen.item, quantity: seen.quantity + entry.quantity } : entry);
  }
  return [...merged.values()];
}

/** An order's totals by the shop's shipping rules; an order past the largest total is refused before any stock is held for it. */
export function priceOrder(lines: readonly ChosenLine[], country: string): OrderTotals {
  const totals = orderTotals(
    lines.map(({ item, quantity }) => ({ unitPricePence: item.unitPricePence, quantity })),
    country,
  );
  const tooLarge = orderTotalRefusal(totals.totalPence);
  if (tooLarge) throw new ShopError('invalid', 'order_too_large', tooLarge);
  return totals;
}
