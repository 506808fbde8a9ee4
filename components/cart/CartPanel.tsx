'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { SLIDE_IN_FROM_RIGHT } from '@/components/layout/slide-in';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { CartItem } from '@/lib/cart/types';
import { formatPounds, type Pence } from '@/lib/domain/money';
import { CartItemRow } from './CartItemRow';
import { CartLineControls } from './CartLineControls';
import { CartLoadError, CartLoading, EmptyCartMessage } from './CartStatus';
import { useCartPanel } from './CartPanelContext';
import { useCart } from './useCart';

export const CART_PANEL_TITLE = 'Your Highland Cart';

const primary = cx(BUTTON_PRIMARY, 'w-full');
const secondary = cx(BUTTON_SECONDARY, 'w-full');

/**
 * The cart panel (docs/product/routes.md#cart-panel): the cart at a glance from any page, as a native modal dialog sliding in
 * from the right (the browser traps focus, closes on Escape and hands focus back to the cart button).
 * Rendered once by the root layout; open it with useCartPanel().open or openCartPanel().
 */
export function CartPanel() {
  const { isOpen, close } = useCartPanel();
  const { items, count, subtotalPence, isLoading, error } = useCart();

  return (
    <ModalDialog open={isOpen} onClose={close} title={CART_PANEL_TITLE} placement="right" className={SLIDE_IN_FROM_RIGHT}>
      {error ? (
        <CartLoadError />
      ) : isLoading ? (
        <CartLoading />
      ) : items.length === 0 ? (
        <EmptyCartMessage onBrowse={close} />
      ) : (
        <FilledCart items={items} count={count} subtotalPence={subtotalPence} onClose={close} />
      )}
    </ModalDialog>
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
          <CartItemRow key={item.id} item={item} actions={<CartLineControls item={item} />} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-moss-100 pt-4">
        <p className="flex justify-between text-lg font-semibold">
          <span>Subtotal</span>
          <span data-testid="cart-subtotal">{formatPounds(subtotalPence)}</span>
        </p>
        <IntentLink href="/checkout" onClick={onClose} className={primary}>
          Secure Checkout
        </IntentLink>
        <button type="button" onClick={onClose} className={secondary}>
          Continue Shopping
        </button>
      </div>
    </>
  );
}
