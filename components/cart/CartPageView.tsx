'use client';

import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/IntentLink';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { INTERNATIONAL_SHIPPING_SUMMARY, SATISFACTION_GUARANTEE, UK_DELIVERY_TIME } from '@/lib/domain/policies';
import { CartItemRow } from './CartItemRow';
import { CartLineControls } from './CartLineControls';
import { CartLoadError, CartLoading, EmptyCartMessage } from './CartStatus';
import { OrderSummaryRows } from './OrderSummaryRows';
import { useCart } from './useCart';
import { useCartDiscount } from './useCartDiscount';

/**
 * /cart (docs/product/routes.md#cart-page): the items with their controls, the Order Summary with the
 * cart's code (`discount`: the page's code form), shipping notes and the guarantee.
 */
export function CartPageView({ discount: codeForm }: { discount?: ReactNode }) {
  const { items, count, subtotalPence, isLoading, error } = useCart();
  const { discount } = useCartDiscount();
  if (error) return <CartLoadError />;
  if (isLoading) return <CartLoading />;
  if (items.length === 0) return <EmptyCartMessage />;

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          Items
        </h2>
        <p className="text-slate-700">
          {count} {count === 1 ? 'item' : 'items'} in your cart
        </p>
        <ul aria-label="Items in your cart" className="divide-y divide-moss-100">
          {items.map((item) => (
            <CartItemRow key={item.id} item={item} actions={<CartLineControls item={item} />} />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="order-summary-heading" className="h-fit space-y-5 rounded-lg border border-moss-100 bg-white p-6">
        <h2 id="order-summary-heading" className="text-2xl font-semibold">
          Order Summary
        </h2>
        <OrderSummaryRows
          subtotalPence={subtotalPence}
          discount={discount.applied && discount.code ? { code: discount.code, discountPence: discount.discountPence } : null}
          shipping={discount.applied && discount.freeShipping ? `Free (${discount.code})` : 'Free in the UK'}
          totalPence={Math.max(0, subtotalPence - (discount.applied ? discount.discountPence : 0))}
        />
        {codeForm}
        <ul className="space-y-1 text-sm text-slate-700">
          <li>UK delivery is free, {UK_DELIVERY_TIME}.</li>
          <li>{INTERNATIONAL_SHIPPING_SUMMARY}; worked out at checkout.</li>
        </ul>
        <div className="space-y-3">
          <IntentLink href="/checkout" className={cx(BUTTON_PRIMARY, 'w-full')}>
            Secure Checkout
          </IntentLink>
          <IntentLink href="/products" className={cx(BUTTON_SECONDARY, 'w-full')}>
            Continue Shopping
          </IntentLink>
        </div>
        <p className="text-sm text-slate-700">{SATISFACTION_GUARANTEE}</p>
      </aside>
    </div>
  );
}
