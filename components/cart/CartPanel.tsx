'use client';

import Link from 'next/link';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { formatPounds } from '@/lib/domain/money';
import { CartItemRow } from './CartItemRow';
import { useCartPanel } from './CartPanelContext';
import { useCart } from './useCart';

const primary =
  'inline-flex min-h-12 w-full items-center justify-center rounded-md bg-moss-800 px-6 font-semibold text-white hover:bg-moss-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';
const secondary =
  'inline-flex min-h-12 w-full items-center justify-center rounded-md border border-moss-800 px-6 font-semibold text-moss-900 hover:bg-moss-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700';

/** Spec 2 "Cart side panel": the cart at a glance, from any page. */
export function CartPanel() {
  const { isOpen, close } = useCartPanel();
  const { items, count, subtotalPence, isLoading, error } = useCart();

  return (
    <ModalDialog open={isOpen} onClose={close} title="Your Highland Cart" placement="right">
      {error ? (
        <p role="alert" className="text-tartan-700">
          We couldn’t load your cart just now. Please try again in a moment.
        </p>
      ) : isLoading ? (
        <p role="status">Loading your cart…</p>
      ) : items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
          <p className="text-lg">Your Highland cart is empty</p>
          <Link href="/products" onClick={close} className={primary}>
            Browse Highland Treasures
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {count} {count === 1 ? 'item' : 'items'} in your cart
          </p>
          <ul className="flex-1 divide-y divide-moss-100">
            {items.map((item) => (
              <CartItemRow key={item.id} item={item} />
            ))}
          </ul>
          <div className="space-y-3 border-t border-moss-100 pt-4">
            <p className="flex justify-between text-lg font-semibold">
              <span>Subtotal</span>
              <span>{formatPounds(subtotalPence)}</span>
            </p>
            <Link href="/checkout" onClick={close} className={primary}>
              Secure Checkout
            </Link>
            <button type="button" onClick={close} className={secondary}>
              Continue Shopping
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
