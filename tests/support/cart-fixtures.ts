/** Cart lines and cart states for component tests that show a cart (panel, cart page, checkout). */
import type { CartState } from '@/components/cart/useCart';
import type { CartItem } from '@/lib/cart/types';
import { cartItemCount, cartSubtotalPence } from '@/lib/domain/cart';

export const tShirt: CartItem = {
  id: 1,
  productId: 11,
  slug: 'hairy-coo-t-shirt',
  name: 'Hairy Coo T-Shirt',
  imageUrl: null,
  unitPricePence: 2499,
  quantity: 2,
  options: { Size: 'M', Colour: 'Heather' },
  available: 10,
};

export const keyring: CartItem = {
  id: 2,
  productId: 12,
  slug: 'thistle-keyring',
  name: 'Thistle Keyring',
  imageUrl: null,
  unitPricePence: 899,
  quantity: 1,
  options: {},
  available: 10,
};

/** What useCart would give for these lines, with the count and subtotal worked out as it does. */
export function cartOf(items: CartItem[], overrides: Partial<CartState> = {}): CartState {
  return { items, count: cartItemCount(items), subtotalPence: cartSubtotalPence(items), isLoading: false, error: undefined, mutate: jest.fn(), ...overrides };
}
