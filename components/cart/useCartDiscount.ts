'use client';

import useSWR from 'swr';
import { CART_DISCOUNT_KEY, cartDiscountFromApi, type CartDiscount } from '@/lib/cart/discount-from-api';
import type { ApiCartDiscount } from '@/lib/checkout/cart-discount';
import { fetchJson } from '@/lib/http/client';
import { CART_FETCH_OPTIONS } from './useCart';

/**
 * The cart's code and what it takes off (GET /api/cart/discount), shared by the code form and the
 * summaries. `initial` is what the server rendered the page with: used until the first change.
 */
export function useCartDiscount(initial?: ApiCartDiscount) {
  const { data, mutate } = useSWR<ApiCartDiscount, Error>(CART_DISCOUNT_KEY, fetchJson, {
    // Read like the cart's lines: when a view first asks, then only when this shop's own calls change it.
    ...CART_FETCH_OPTIONS,
    ...(initial ? { fallbackData: initial, revalidateOnMount: false } : {}),
  });
  const discount: CartDiscount = cartDiscountFromApi(data);
  return { discount, data, mutate };
}
