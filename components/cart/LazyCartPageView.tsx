'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useHydrated } from '@/components/ui/useHydrated';
import { CartLoading } from './CartStatus';

// The cart view needs SWR and the cart client. A cart is the visitor's own, so none of it is in the
// page's HTML anyway: its code is fetched alongside hydration, not in the first load (docs/adr/0015).
const { Component: CartPageView } = lazyComponent(
  () => import('./CartPageView'),
  (module) => module.CartPageView,
  { eager: true },
);

/** /cart's body: "Loading your cart…" until the view's code and the cart itself have arrived. */
export function LazyCartPageView() {
  const hydrated = useHydrated();
  if (!hydrated) return <CartLoading />;
  return (
    <Suspense fallback={<CartLoading />}>
      <CartPageView />
    </Suspense>
  );
}
