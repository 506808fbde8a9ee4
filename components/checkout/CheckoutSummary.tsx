import { OrderSummaryRows } from '@/components/cart/OrderSummaryRows';
import { IntentLink } from '@/components/ui/IntentLink';
import { NO_CART_DISCOUNT, type CartDiscount } from '@/lib/cart/discount-from-api';
import type { CartItem } from '@/lib/cart/types';
import { lineTotalPence } from '@/lib/domain/cart';
import { countryName, HOME_COUNTRY_NAME } from '@/lib/domain/checkout';
import { formatPounds } from '@/lib/domain/money';
import { INTERNATIONAL_BASE_PENCE, INTERNATIONAL_DELIVERY_TIME, INTERNATIONAL_PER_ITEM_PENCE, UK_DELIVERY_TIME } from '@/lib/domain/policies';
import { orderTotals } from '@/lib/domain/shipping';

/**
 * The /checkout order summary, with shipping worked out for the chosen country (docs/product/rules.md#money-and-shipping)
 * and the cart's code (docs/adr/0034): total = subtotal - discount + shipping, shipping waived by a
 * free-shipping code. The order is priced again by the server; this is what it will come to.
 */
export function CheckoutSummary({ items, country, discount = NO_CART_DISCOUNT }: { items: readonly CartItem[]; country: string; discount?: CartDiscount }) {
  const totals = orderTotals(items, country);
  const applied = discount.applied && discount.code ? discount : null;
  const waived = !!applied?.freeShipping && totals.shippingPence > 0;
  const shippingPence = applied?.freeShipping ? 0 : totals.shippingPence;
  const discountPence = applied ? Math.min(applied.discountPence, totals.subtotalPence) : 0;
  const free = totals.shippingPence === 0;
  return (
    <aside aria-labelledby="checkout-summary-heading" className="h-fit space-y-5 rounded-lg border border-moss-100 bg-white p-6">
      <h2 id="checkout-summary-heading" className="text-2xl font-semibold">
        Order Summary
      </h2>
      <ul className="divide-y divide-moss-100">
        {items.map((item) => {
          const options = Object.entries(item.options);
          return (
            <li key={item.id} className="flex justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-semibold">{item.name}</p>
                {options.length ? <p className="text-slate-700">{options.map(([name, option]) => `${name}: ${option}`).join(', ')}</p> : null}
                <p className="text-slate-700">
                  {item.quantity} × {formatPounds(item.unitPricePence)}
                </p>
              </div>
              <p className="font-semibold">{formatPounds(lineTotalPence(item))}</p>
            </li>
          );
        })}
      </ul>
      <OrderSummaryRows
        subtotalPence={totals.subtotalPence}
        discount={applied ? { code: applied.code!, discountPence } : null}
        shipping={applied?.freeShipping && (waived || free) ? `Free (${applied.code})` : free ? 'Free' : formatPounds(shippingPence)}
        totalPence={totals.subtotalPence - discountPence + shippingPence}
      />
      <p className="text-sm text-slate-700" data-testid="checkout-code">
        {applied ? `Code ${applied.code} applied: ${applied.offer}. ` : discount.code ? `Code ${discount.code}: ${discount.message ?? 'it does not apply to this order'}. ` : 'Have a discount code? '}
        <IntentLink href="/cart" className="font-semibold underline underline-offset-2">
          {discount.code ? 'Change it in your cart' : 'Add it in your cart'}
        </IntentLink>
      </p>
      <p className="text-sm text-slate-700" aria-live="polite">
        {waived
          ? `Delivery to ${countryName(country)} is free with code ${applied!.code}, ${INTERNATIONAL_DELIVERY_TIME}.`
          : free
          ? `Free delivery within the ${HOME_COUNTRY_NAME}, ${UK_DELIVERY_TIME}.`
          : `Delivery to ${countryName(country)}: ${formatPounds(INTERNATIONAL_BASE_PENCE)} plus ${formatPounds(INTERNATIONAL_PER_ITEM_PENCE)} for each of ${totals.units} ${totals.units === 1 ? 'item' : 'items'}, ${INTERNATIONAL_DELIVERY_TIME}.`}
      </p>
    </aside>
  );
}
