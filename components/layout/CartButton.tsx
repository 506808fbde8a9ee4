'use client';

import { Suspense, useState } from 'react';
import { useCartPanel } from '@/components/cart/CartPanelContext';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useHydrated } from '@/components/ui/useHydrated';
import { CartButtonView } from './CartButtonView';

export { cartBadgeText, cartButtonLabel } from './CartButtonView';

// The count needs SWR and the cart client, kept out of every page's first load (docs/adr/0009). Its
// fetch starts as soon as this module runs in the browser, alongside hydration rather than after it.
const { Component: CartCountSource } = lazyComponent(
  () => import('./CartCountSource'),
  (module) => module.CartCountSource,
  { eager: true },
);

/**
 * The header's cart button. The cached HTML shows 0 (a cart is the visitor's own); the count arrives
 * once the cart is read. The button itself never re-mounts, so focus on it is never lost.
 */
export function CartButton() {
  const { open } = useCartPanel();
  const hydrated = useHydrated();
  const [count, setCount] = useState(0);
  return (
    <>
      <CartButtonView count={count} onClick={open} />
      {hydrated ? (
        <Suspense fallback={null}>
          <CartCountSource onCount={setCount} />
        </Suspense>
      ) : null}
    </>
  );
}
