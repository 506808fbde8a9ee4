'use client';

import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useHydrated } from '@/components/ui/useHydrated';
import { CartLoading } from './CartStatus';

/**
 * A view of the visitor's own cart, kept out of the page's first load (docs/adr/0015). A cart is never
 * in the page's HTML, so the view's code (SWR, the cart client, a form's rules) is fetched alongside
 * hydration while the header's cart count is already asking for the cart: "Loading your cart…" until
 * both have arrived.
 */
export function lazyCartView<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const { Component } = lazyComponent(load, pick, { eager: true });
  return function LazyCartView() {
    const hydrated = useHydrated();
    if (!hydrated) return <CartLoading />;
    return (
      <Suspense fallback={<CartLoading />}>
        <Component />
      </Suspense>
    );
  };
}
