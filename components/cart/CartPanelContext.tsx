'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface CartPanelState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartPanelContext = createContext<CartPanelState | null>(null);

/** Lets any component (the header's button, "Added to cart") open the one cart panel. */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <CartPanelContext.Provider value={value}>{children}</CartPanelContext.Provider>;
}

export function useCartPanel(): CartPanelState {
  const state = useContext(CartPanelContext);
  if (!state) throw new Error('useCartPanel needs a CartPanelProvider above it.');
  return state;
}
