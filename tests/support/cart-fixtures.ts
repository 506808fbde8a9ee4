/** Cart lines and cart states for component tests that show a cart (panel, cart page, checkout). */
import type { CartState } from '@/components/cart/useCart';
import type { CartItem } from '@/lib/cart/types';
import { cartItemCount, cartSubtotalPence } from '@/lib/domain/cart';

export const tShirt: CartItem = {
  id: 1,
  productId: 11,
  quantity: 2,
  selectedVariations: '{"Size":"M","Colour":"Heather"}',
  variationPrice: '24.99',
  available: 10,
  product: { id: 11, slug: 'hairy-coo-t-shirt', name: 'Hairy Coo T-Shirt', price: '22.99', imageUrl: null },
};

export const keyring: CartItem = {
  id: 2,
  productId: 12,
  quantity: 1,
  selectedVariations: null,
  variationPrice: null,
  available: 10,
  product: { id: 12, slug: 'thistle-keyring', name: 'Thistle Keyring', price: '8.99', imageUrl: null },
};

/** What useCart would give for these lines, with the count and subtotal worked out as it does. */
export function cartOf(items: CartItem[], overrides: Partial<CartState> = {}): CartState {
  return { items, count: cartItemCount(items), subtotalPence: cartSubtotalPence(items), isLoading: false, error: undefined, mutate: jest.fn(), ...overrides };
}
