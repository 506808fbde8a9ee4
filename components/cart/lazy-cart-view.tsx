'use client';

import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useHydrated } from '@/components/ui/useHydrated';
import { CartLoading } from './CartStatus';

/**
 * A view of the visitor's own cart, kept out of the page's first load (docs/adr/0015). A cart is never
 * in the page's HTML, so the view's code (SWR, the cart client, a form's rules) is fetched alongside
 * hydration while the header's cart count is already asking for the cart: "Loading your cart…" until
 * both have arrived.
 *
 * `untilReady` is what the server's HTML holds beside that placeholder and keeps showing until the
 * view has come: a part that works without JavaScript (the cart's code form), which the view then
 * places itself.
 */
export function lazyCartView<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  untilReady: (props: Props) => ReactNode = () => null,
) {
  const { Component } = lazyComponent(load, pick, { eager: true });
  return function LazyCartView(props: Props) {
    const hydrated = useHydrated();
    const waiting = (
      <>
        <CartLoading />
        {untilReady(props)}
      </>
    );
    if (!hydrated) return waiting;
    return (
      <Suspense fallback={waiting}>
        <Component {...props} />
      </Suspense>
    );
  };
}
