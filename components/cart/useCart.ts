'use client';

import useSWR from 'swr';
import type { CartItem } from '@/lib/cart/types';
import { cartItemCount, cartSubtotalPence } from '@/lib/domain/cart';
import { ApiRequestError, fetchJson } from '@/lib/http/client';
import { CART_KEY } from './useAddToCart';

// A shop without a cart API yet (404) simply has an empty cart.
async function fetchCart(path: string): Promise<CartItem[]> {
  try {
    return await fetchJson<CartItem[]>(path);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

/** The shopper's cart from GET /api/cart, read once and refreshed after changes (spec 9: no polling). */
export function useCart() {
  const { data, error, isLoading, mutate } = useSWR<CartItem[]>(CART_KEY, fetchCart, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const items = data ?? [];
  return { items, count: cartItemCount(items), subtotalPence: cartSubtotalPence(items), isLoading, error: error as Error | undefined, mutate };
}
