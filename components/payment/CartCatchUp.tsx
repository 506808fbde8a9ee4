'use client';

import { useEffect } from 'react';
import { mutate } from 'swr';
import { CART_KEY } from '@/components/cart/useAddToCart';

/** A paid order's items have left the server's cart: the header's count and panel catch up. */
export function CartCatchUp() {
  useEffect(() => {
    void mutate(CART_KEY);
  }, []);
  return null;
}
