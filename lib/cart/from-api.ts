/**
 * Where the cart, and the variations a shopper chooses from for it, arrive from the API: the API's
 * decimal text and JSON-text options become the browser's pence and records (lib/cart/types.ts),
 * once, so no component parses either.
 */
import type { ApiCartItem, ApiVariation } from '@/lib/commerce';
import { decimalToPence, type Pence } from '@/lib/domain/money';
import { parseSelectedVariations } from '@/lib/domain/selected-options';
import type { CartItem } from './types';

/** The variation's price when it has a valid one, else the product's; an unpriceable line is 0, not a broken cart. */
function unitPrice(item: Pick<ApiCartItem, 'variationPrice' | 'product'>): Pence {
  const variation = item.variationPrice ? decimalToPence(item.variationPrice) : null;
  return variation ?? decimalToPence(item.product.price) ?? 0;
}

export function cartItemFromApi(item: ApiCartItem): CartItem {
  return {
    id: item.id,
    productId: item.productId,
    slug: item.product.slug,
    name: item.product.name,
    imageUrl: item.product.imageUrl,
    unitPricePence: unitPrice(item),
    quantity: item.quantity,
    options: parseSelectedVariations(item.selectedVariations),
    available: item.available,
  };
}

/** The browser's reading of a variation from the API, back into pence for the domain rules. */
export function fromApiVariation(variation: ApiVariation) {
  const pricePence = decimalToPence(variation.price) ?? 0;
  const regular = decimalToPence(variation.regular_price);
  return {
    id: variation.id,
    attributes: variation.attributes,
    pricePence,
    regularPricePence: regular != null && regular > pricePence ? regular : null,
    inStock: variation.in_stock,
  };
}
