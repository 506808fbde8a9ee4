'use client';

import { useCallback } from 'react';
import { mutate as revalidate } from 'swr';
import { toast } from '@/components/ui/toast';
import type { CartItem } from '@/lib/cart/types';
import { CART_DISCOUNT_KEY } from '@/lib/cart/discount-from-api';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { inTurn } from './cart-writes';
import { CART_KEY } from './useAddToCart';
import { fetchCart, useCart } from './useCart';

const REMOVED = { title: 'Removed from cart', description: 'Item has been removed from your cart' } as const;

function failure(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Cart changes from the panel and the cart page (docs/product/rules.md#cart): shown at once (optimistic), confirmed by the
 * server, rolled back with an error toast if the server refuses. The cart is re-read afterwards so
 * every view agrees with the server.
 */
export function useCartActions() {
  const { items, mutate } = useCart();

  const change = useCallback(
    async (request: () => Promise<unknown>, optimistic: CartItem[], fallback: string): Promise<boolean> => {
      try {
        await mutate(
          async () => {
            await inTurn(request);
            return fetchCart(CART_KEY);
          },
          { optimisticData: optimistic, rollbackOnError: true, populateCache: true, revalidate: false },
        );
        // What the cart's code takes off (or whether it still applies) follows its lines.
        void revalidate(CART_DISCOUNT_KEY);
        return true;
      } catch (error) {
        toast.error('Error', { description: failure(error, fallback) });
        return false;
      }
    },
    [mutate],
  );

  const setQuantity = useCallback(
    async (item: CartItem, quantity: number) => {
      const next = Math.max(0, quantity);
      const optimistic = next === 0 ? items.filter((line) => line.id !== item.id) : items.map((line) => (line.id === item.id ? { ...line, quantity: next } : line));
      const done = await change(() => apiRequest(`${CART_KEY}/${item.id}`, { method: 'PATCH', body: { quantity: next } }), optimistic, 'Failed to update cart item');
      if (done && next === 0) toast.success(REMOVED.title, { description: REMOVED.description });
    },
    [change, items],
  );

  const remove = useCallback(
    async (item: CartItem) => {
      const done = await change(
        () => apiRequest(`${CART_KEY}/${item.id}`, { method: 'DELETE' }),
        items.filter((line) => line.id !== item.id),
        'Failed to remove item from cart',
      );
      if (done) toast.success(REMOVED.title, { description: REMOVED.description });
    },
    [change, items],
  );

  return { setQuantity, remove };
}
