'use client';

import Link from 'next/link';
import { SLIDE_IN_FROM_RIGHT } from '@/components/layout/slide-in';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { CartItem } from '@/lib/cart/types';
import { formatPounds, type Pence } from '@/lib/domain/money';
import { CartItemRow } from './CartItemRow';
import { useCartPanel } from './CartPanelContext';
import { useCart } from './useCart';

export const CART_PANEL_TITLE = 'Your Highland Cart';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';
const primary = `inline-flex min-h-12 w-full items-center justify-center rounded-md bg-moss-800 px-6 font-semibold text-white hover:bg-moss-900 ${focusRing}`;
const secondary = `inline-flex min-h-12 w-full items-center justify-center rounded-md border border-moss-800 px-6 font-semibold text-moss-900 hover:bg-moss-50 ${focusRing}`;

/**
 * Spec 2 "Cart side panel": the cart at a glance from any page, as a native modal dialog sliding in
 * from the right (the browser traps focus, closes on Escape and hands focus back to the cart button).
 * Rendered once by the root layout; open it with useCartPanel().open or openCartPanel().
 */
export function CartPanel() {
  const { isOpen, close } = useCartPanel();
  const { items, count, subtotalPence, isLoading, error } = useCart();

  return (
    <ModalDialog open={isOpen} onClose={close} title={CART_PANEL_TITLE} placement="right" className={SLIDE_IN_FROM_RIGHT}>
      {error ? (
        <p role="alert" className="text-tartan-700">
          We couldn’t load your cart just now. Please try again in a moment.
        </p>
      ) : isLoading ? (
        <p role="status">Loading your cart…</p>
      ) : items.length === 0 ? (
        <EmptyCart onBrowse={close} />
      ) : (
        <FilledCart items={items} count={count} subtotalPence={subtotalPence} onClose={close} />
      )}
    </ModalDialog>
  );
}

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
      <p className="text-lg">Your Highland cart is empty</p>
      <Link href="/products" onClick={onBrowse} className={primary}>
        Browse Highland Treasures
      </Link>
    </div>
  );
}

interface FilledCartProps {
  items: CartItem[];
  count: number;
  subtotalPence: Pence;
  onClose: () => void;
}

function FilledCart({ items, count, subtotalPence, onClose }: FilledCartProps) {
  return (
    <>
      <p className="text-sm text-slate-700">
        {count} {count === 1 ? 'item' : 'items'} in your cart
      </p>
      <ul aria-label="Items in your cart" className="flex-1 divide-y divide-moss-100">
        {items.map((item) => (
          <CartItemRow key={item.id} item={item} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-moss-100 pt-4">
        <p className="flex justify-between text-lg font-semibold">
          <span>Subtotal</span>
          <span data-testid="cart-subtotal">{formatPounds(subtotalPence)}</span>
        </p>
        <Link href="/checkout" onClick={onClose} className={primary}>
          Secure Checkout
        </Link>
        <button type="button" onClick={onClose} className={secondary}>
          Continue Shopping
        </button>
      </div>
    </>
  );
}
