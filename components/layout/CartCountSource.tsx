'use client';

import { useEffect } from 'react';
import { useCart } from '@/components/cart/useCart';

/** Reads the shopper's cart through SWR (GET /api/cart) and hands its unit count to the cart button. */
export function CartCountSource({ onCount }: { onCount: (count: number) => void }) {
  const { count } = useCart();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
