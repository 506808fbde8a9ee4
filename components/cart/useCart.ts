'use client';

import useSWR, { type KeyedMutator } from 'swr';
import { cartItemFromApi } from '@/lib/cart/from-api';
import type { CartItem } from '@/lib/cart/types';
import type { ApiCartItem } from '@/lib/commerce';
import { cartItemCount, cartSubtotalPence } from '@/lib/domain/cart';
import type { Pence } from '@/lib/domain/money';
import { ApiRequestError, fetchJson } from '@/lib/http/client';
import { CART_KEY } from './useAddToCart';

export interface CartState {
  items: CartItem[];
  /** Units across all lines: what the header badge shows. */
  count: number;
  subtotalPence: Pence;
  /** True only for the first load; a refresh keeps showing the cart it has. */
  isLoading: boolean;
  error: Error | undefined;
  /** Re-read the cart (after a change elsewhere), or set it optimistically. */
  mutate: KeyedMutator<CartItem[]>;
}

/** Until the cart API exists (it answers 404), and for a shopper without a cart, the cart is empty. */
export async function fetchCart(path: string): Promise<CartItem[]> {
  try {
    const body = await fetchJson<unknown>(path);
    return Array.isArray(body) ? (body as ApiCartItem[]).map(cartItemFromApi) : [];
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

/**
 * No retries, never stale, no refetch on focus or reconnect, no polling. The cart changes
 * only through this shop's own calls, which revalidate the key ('/api/cart') when they succeed.
 */
export const CART_FETCH_OPTIONS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
} as const;

/** The shopper's cart from GET /api/cart, shared by every component that asks (one request). */
export function useCart(): CartState {
  const { data, error, isLoading, mutate } = useSWR<CartItem[], Error>(CART_KEY, fetchCart, CART_FETCH_OPTIONS);
  const items = data ?? [];
  return { items, count: cartItemCount(items), subtotalPence: cartSubtotalPence(items), isLoading, error, mutate };
}
