import { IntentLink } from '@/components/ui/IntentLink';
import type { ReactNode } from 'react';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import type { Order } from '@/lib/commerce';
import { discountAmountText, discountLabel, shippingText, showsDiscountRow } from '@/lib/domain/discount-display';
import { formatPounds } from '@/lib/domain/money';
import { paymentPath } from '@/lib/domain/order-links';
import { isPaidStatus, statusLabel } from '@/lib/domain/orders';
import { shortPaymentId } from '@/lib/domain/text';
import { CartCatchUp } from './CartCatchUp';

function Detail({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A paid order's receipt: thanks only once the shop holds the payment (lib/checkout/order-pages.ts). */
function PaidOrder({ order }: { order: Order }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 rounded-lg border border-moss-100 bg-white p-6 sm:p-10">
      <CartCatchUp />
      <div className="space-y-2 text-center">
        <h2 className="text-3xl font-semibold">Thank you for your order!</h2>
        <p className="text-slate-700">Your Highland treasures are on their way to being packed. Keep your order number to track your parcel.</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Order number" testId="confirmation-order-number">
          #{order.id}
        </Detail>
        <Detail term="Status" testId="confirmation-status">
          {statusLabel(order.status)}
        </Detail>
        {order.paymentIntentId ? (
          <Detail term="Payment ID" testId="confirmation-payment-id">
            <span className="font-mono font-normal" title={order.paymentIntentId}>
              {shortPaymentId(order.paymentIntentId)}
            </span>
          </Detail>
        ) : null}
        <Detail term="Total paid" testId="confirmation-total">
          {formatPounds(order.totalPence)}
        </Detail>
      </dl>
      <section aria-labelledby="receipt-heading" className="space-y-2">
        <h3 id="receipt-heading" className="text-xl font-semibold">
          What you ordered
        </h3>
        <ul className="divide-y divide-moss-100">
          {order.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-4 py-2">
              <span>
                {line.quantity} × {line.name}
                {Object.keys(line.selectedOptions).length ? <span className="text-slate-700"> ({Object.values(line.selectedOptions).join(', ')})</span> : null}
              </span>
              <span className="font-semibold">{formatPounds(line.unitPricePence * line.quantity)}</span>
            </li>
          ))}
        </ul>
        {showsDiscountRow(order.discount) ? (
          <p className="flex justify-between gap-4 py-2 text-moss-800" data-testid="confirmation-discount">
            <span>{discountLabel(order.discount.code)}</span>
            <span className="font-semibold">{discountAmountText(order.discount.discountPence)}</span>
          </p>
        ) : null}
        <p className="text-sm text-slate-700" data-testid="confirmation-shipping">
          Shipping {shippingText(order.shippingPence, order.discount, 'free')} to {order.shipping.firstName} {order.shipping.lastName},{' '}
          {order.shipping.city} {order.shipping.postcode}.
        </p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <IntentLink href="/products" className={BUTTON_PRIMARY}>
          Continue Shopping
        </IntentLink>
        <IntentLink href="/" className={BUTTON_SECONDARY}>
          Return to Home
        </IntentLink>
      </div>
    </div>
  );
}

/**
 * The order as the shop holds it: a receipt once paid, and otherwise a plain statement that it is
 * not, with the way to pay while it still can be (docs/adr/0010).
 */
export function OrderConfirmation({ order }: { order: Order }) {
  if (isPaidStatus(order.status)) return <PaidOrder order={order} />;
  if (order.status === 'pending') {
    return (
      <CatalogueMessage
        title="Payment Not Received Yet"
        message={`We have not received payment for order #${order.id} (${formatPounds(order.totalPence)}). If you have just paid, please wait a moment and refresh this page; otherwise you can pay now.`}
      >
        <IntentLink href={paymentPath({ id: order.id, key: order.orderKey })} className={BUTTON_PRIMARY}>
          Pay Now
        </IntentLink>
      </CatalogueMessage>
    );
  }
  return (
    <CatalogueMessage
      title="Order Not Paid"
      message={`Order #${order.id} was ${order.status === 'failed' ? 'not paid: the payment failed' : 'cancelled before it was paid'}, so nothing was charged and its items were returned to stock. Please check out again.`}
    >
      <IntentLink href="/cart" className={BUTTON_PRIMARY}>
        Back to Cart
      </IntentLink>
    </CatalogueMessage>
  );
}
