/**
 * Carts of many different lines, on either back end, for the cart-size limit and what a big cart
 * costs to read: purchases read from the shop's own API, products with options first (those cost
 * the most to price), one line per product before a second option of any.
 */
import { GET as getCart, POST as addToCart } from '@/app/api/cart/route';
import { GET as listProducts } from '@/app/api/products/route';
import { GET as listVariations } from '@/app/api/products/[slug]/variations/route';
import type { ApiCartItem, ApiProduct, ApiVariation } from '@/lib/commerce/api-shape';
import { params } from './api';
import { Shopper, type Reply } from './shopper';

export interface Purchase {
  productId: number;
  selectedVariations: Record<string, string>;
}

/** `count` different purchases, each in stock; throws when the catalogue has too few. */
export async function distinctPurchases(count: number): Promise<Purchase[]> {
  const reader = new Shopper();
  const listed = await reader.call<ApiProduct[]>(listProducts, '/api/products?per_page=100');
  if (listed.status !== 200) throw new Error(`Could not list the products: ${listed.status}`);
  const products = listed.body.filter((product) => product.inStock);
  const choices: Purchase[][] = [];
  for (const product of products) {
    if (product.type !== 'variable') {
      choices.push([{ productId: product.id, selectedVariations: {} }]);
      continue;
    }
    const variations = await reader.call<ApiVariation[]>(listVariations, `/api/products/${product.id}/variations`, { context: params({ slug: String(product.id) }) });
    const inStock = variations.body.filter((variation) => variation.in_stock);
    // Options first, as they cost the most.
    choices.unshift(inStock.map((variation) => ({ productId: product.id, selectedVariations: Object.fromEntries(variation.attributes.map((chosen) => [chosen.name, chosen.option])) })));
  }
  const purchases: Purchase[] = [];
  for (let round = 0; purchases.length < count && choices.some((list) => list.length > round); round++) {
    for (const list of choices) if (list[round] && purchases.length < count) purchases.push(list[round]!);
  }
  if (purchases.length < count) throw new Error(`The catalogue has only ${purchases.length} different purchases in stock, not ${count}`);
  return purchases;
}

/** `headers`: a client address of its own (PEER_HEADER), say. */
export function addPurchase(shopper: Shopper, purchase: Purchase, headers: Record<string, string> = {}): Promise<Reply<ApiCartItem & { error: { code: string; message: string } }>> {
  return shopper.call(addToCart, '/api/cart', { method: 'POST', body: { ...purchase, quantity: 1 }, headers });
}

export const readCart = (shopper: Shopper, headers: Record<string, string> = {}) => shopper.call<ApiCartItem[] & { error: { code: string; message: string } }>(getCart, '/api/cart', { headers });
