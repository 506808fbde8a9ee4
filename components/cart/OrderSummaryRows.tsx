import { formatPounds, type Pence } from '@/lib/domain/money';

/** Subtotal, shipping and total as a definition list: one layout for the cart page and checkout. */
export function OrderSummaryRows({ subtotalPence, shipping, totalPence }: { subtotalPence: Pence; shipping: string; totalPence: Pence }) {
  return (
    <dl className="space-y-2">
      <div className="flex justify-between gap-4">
        <dt>Subtotal</dt>
        <dd data-testid="summary-subtotal">{formatPounds(subtotalPence)}</dd>
      </div>
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
