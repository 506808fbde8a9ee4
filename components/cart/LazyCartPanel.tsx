'use client';

import { Suspense, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useCartPanel } from './CartPanelContext';

const { Component: CartPanel } = lazyComponent(
  () => import('./CartPanel'),
  (module) => module.CartPanel,
);

/**
 * The cart side panel, fetched the first time it is opened: every page has the cart button, few
 * visits open the panel, and its code is kept out of every page's first load (docs/adr/0009).
 * Once opened it stays mounted, so closing and reopening is instant.
 */
export function LazyCartPanel() {
  const { isOpen } = useCartPanel();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
