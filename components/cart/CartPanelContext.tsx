'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Opening the one cart side panel from anywhere.
 *
 * - Inside React, under the layout's <CartPanelProvider>: `const { open, close, isOpen } = useCartPanel()`.
 * - From anywhere in the browser, with no hook or provider (e.g. after the "Added to cart" toast, or in
 *   a component that is also tested on its own): `openCartPanel()`.
 *
 * Both do the same thing; the event exists so callers need not know where the provider sits.
 */
export const OPEN_CART_PANEL_EVENT = 'highland-home:open-cart-panel';

export function openCartPanel(): void {
  window.dispatchEvent(new Event(OPEN_CART_PANEL_EVENT));
}

export interface CartPanelState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartPanelContext = createContext<CartPanelState | null>(null);

export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    window.addEventListener(OPEN_CART_PANEL_EVENT, open);
    return () => window.removeEventListener(OPEN_CART_PANEL_EVENT, open);
  }, [open]);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <CartPanelContext.Provider value={value}>{children}</CartPanelContext.Provider>;
}

export function useCartPanel(): CartPanelState {
  const state = useContext(CartPanelContext);
  if (!state) throw new Error('useCartPanel needs a CartPanelProvider above it (the root layout has one).');
  return state;
}
