import { discountAmountText, discountLabel } from '@/lib/domain/discount-display';
import { formatPounds, type Pence } from '@/lib/domain/money';

/**
 * Subtotal, any code's discount, shipping and total as a definition list: one layout for the cart
 * page and checkout. `discount` is the code and what it takes off the goods (docs/adr/0034).
 */
export function OrderSummaryRows({
  subtotalPence,
  shipping,
  totalPence,
  discount = null,
}: {
  subtotalPence: Pence;
  shipping: string;
  totalPence: Pence;
  discount?: { code: string; discountPence: Pence } | null;
}) {
  return (
    <dl className="space-y-2">
      <div className="flex justify-between gap-4">
        <dt>Subtotal</dt>
        <dd data-testid="summary-subtotal">{formatPounds(subtotalPence)}</dd>
      </div>
      {discount && discount.discountPence > 0 ? (
        <div className="flex justify-between gap-4 text-moss-800">
          <dt>{discountLabel(discount.code)}</dt>
          <dd data-testid="summary-discount">{discountAmountText(discount.discountPence)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>Shipping</dt>
        <dd data-testid="summary-shipping">{shipping}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-moss-100 pt-2 text-lg font-semibold">
        <dt>Total</dt>
        <dd data-testid="summary-total">{formatPounds(totalPence)}</dd>
      </div>
    </dl>
  );
}
