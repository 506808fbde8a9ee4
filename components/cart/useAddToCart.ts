'use client';

import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { openCartPanel } from './CartPanelContext';
import { inTurn } from './cart-writes';
import { CART_DISCOUNT_KEY } from '@/lib/cart/discount-from-api';

export interface AddToCartRequest {
  productId: number;
  quantity: number;
  /** Attribute name to chosen option; sent as JSON text, as the API takes it. */
  selectedVariations?: Record<string, string>;
}

export const CART_KEY = '/api/cart';

/** POST /api/cart with its toasts (docs/product/rules.md#messages-shoppers-see); refreshes the cart everywhere on success. */
export function useAddToCart() {
  const [pending, setPending] = useState(false);

  const addToCart = useCallback(
    async ({ productId, quantity, selectedVariations }: AddToCartRequest): Promise<boolean> => {
      setPending(true);
      let client: typeof import('@/lib/http/client') | undefined;
      try {
        // Fetched on the first add rather than with the page, like SWR below: cards with this button
        // are on most pages, and every page's first-load JS is held within 10% of an empty Next page's.
        client = await import('@/lib/http/client');
        const { apiRequest } = client;
        await inTurn(() =>
          apiRequest(CART_KEY, {
            method: 'POST',
            body: {
              productId,
              quantity,
              ...(selectedVariations && Object.keys(selectedVariations).length
                ? { selectedVariations: JSON.stringify(selectedVariations) }
                : {}),
            },
          }),
        );
        toast.success('Added to cart', {
          description: 'Item has been added to your Highland cart',
          action: { label: 'View cart', onClick: openCartPanel },
        });
        // SWR is fetched here rather than imported: cards with this button are on most pages, and SWR
        // is kept out of their first load (docs/adr/0009). Its global mutate reaches every useCart.
        const { mutate } = await import('swr');
        await mutate(CART_KEY);
        // What the cart's code takes off follows its lines (lib/cart/discount-from-api.ts).
        void mutate(CART_DISCOUNT_KEY);
        return true;
      } catch (error) {
        const message = client && error instanceof client.ApiRequestError && error.serverMessage ? error.serverMessage : 'Failed to add item to cart';
        toast.error('Error', { description: message });
        return false;
      } finally {
        setPending(false);
      }
    },
    [],
  );

  return { addToCart, pending };
}
