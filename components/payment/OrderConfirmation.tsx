'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { CART_KEY } from '@/components/cart/useAddToCart';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/components/ui/button-styles';
import type { ApiOrder } from '@/lib/commerce/api-shape';
import { clearPendingOrder, readPendingOrder } from '@/lib/checkout/pending-order';
import { decimalToPence, formatPounds } from '@/lib/domain/money';
import { shortPaymentId } from '@/lib/domain/text';
import { apiRequest, fetchJson } from '@/lib/http/client';
import { confirmationPath } from './finish-payment';

interface Confirmed {
  id: number;
  paymentIntentId: string | null;
  total: string | null;
  orderKey: string | null;
}

/** Spec 4: a saved pending order merged with the payment id, else just the query's order id. */
function confirmedOrder(params: URLSearchParams): Confirmed | null {
  const pending = readPendingOrder();
  const paymentIntentId = params.get('payment_intent');
  if (pending) {
    return { id: pending.id, paymentIntentId: paymentIntentId ?? pending.clientSecret.split('_secret_')[0] ?? null, total: pending.total, orderKey: pending.orderKey };
  }
  const id = Number(params.get('order_id'));
  return Number.isSafeInteger(id) && id > 0 ? { id, paymentIntentId, total: null, orderKey: null } : null;
}

const STATUS_LABELS: Record<string, string> = { pending: 'Awaiting payment', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled', failed: 'Failed' };

/** Spec 2 /order-success. Rendered in the browser only: it reads (then removes) the saved pending order. */
export default function OrderConfirmation() {
  const params = useSearchParams();
  const router = useRouter();
  const [order] = useState(() => confirmedOrder(new URLSearchParams(params.toString())));
  const [verified, setVerified] = useState(false);
  const { data: receipt } = useSWR<ApiOrder>(
    order?.orderKey && verified ? `/api/orders/${order.id}?key=${encodeURIComponent(order.orderKey)}` : null,
    fetchJson,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  useEffect(() => {
    if (!order) return;
    clearPendingOrder();
    // Stripe's return adds the client secret to the address: it has no business staying there.
    if (params.has('payment_intent_client_secret') || params.has('redirect_status')) {
      router.replace(confirmationPath(order.id, order.paymentIntentId ?? undefined));
    }
    // A shopper back from a bank's page never ran the payment page's own update: ask the server to
    // check with the provider now. It is idempotent, and refuses anything not really paid.
    const check = order.paymentIntentId
      ? apiRequest('/api/update-order-payment', { method: 'POST', body: { orderId: order.id, paymentIntentId: order.paymentIntentId, status: 'processing' } }).catch((error: unknown) =>
          console.error('Could not confirm the payment:', error),
        )
      : Promise.resolve();
    void check.finally(() => {
      setVerified(true);
      // A paid order's items have left the server's cart: let the badge catch up.
      void mutate(CART_KEY);
    });
  }, [order, params, router]);

  if (!order) {
    return (
      <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-moss-100 bg-white px-6 py-12 text-center">
        <h2 className="text-2xl font-semibold">Order Not Found</h2>
        <p className="text-slate-700">We couldn&apos;t find your order details. Please check your email for confirmation</p>
        <Link href="/" className={BUTTON_PRIMARY}>
          Return to Home
        </Link>
      </div>
    );
  }

  const total = receipt?.total ?? order.total;
  return (
    <div className="mx-auto max-w-2xl space-y-6 rounded-lg border border-moss-100 bg-white p-6 sm:p-10">
      <div className="space-y-2 text-center">
        <h2 className="text-3xl font-semibold">Thank you for your order!</h2>
        <p className="text-slate-700">Your Highland treasures are on their way to being packed. Keep your order number to track your parcel.</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">Order number</dt>
          <dd className="text-lg font-semibold" data-testid="confirmation-order-number">
            #{order.id}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Status</dt>
          <dd className="text-lg font-semibold" data-testid="confirmation-status">
            {STATUS_LABELS[receipt?.status ?? 'processing'] ?? 'Processing'}
          </dd>
        </div>
        {order.paymentIntentId ? (
          <div>
            <dt className="text-sm text-slate-700">Payment ID</dt>
            <dd className="font-mono" title={order.paymentIntentId} data-testid="confirmation-payment-id">
              {shortPaymentId(order.paymentIntentId)}
            </dd>
          </div>
        ) : null}
        {total ? (
          <div>
            <dt className="text-sm text-slate-700">Total paid</dt>
            <dd className="text-lg font-semibold" data-testid="confirmation-total">
              {formatPounds(decimalToPence(total) ?? 0)}
            </dd>
          </div>
        ) : null}
      </dl>
      {receipt ? (
        <section aria-labelledby="receipt-heading" className="space-y-2">
          <h3 id="receipt-heading" className="text-xl font-semibold">
            What you ordered
          </h3>
          <ul className="divide-y divide-moss-100">
            {receipt.lineItems.map((line, index) => (
              <li key={index} className="flex justify-between gap-4 py-2">
                <span>
                  {line.quantity} × {line.name}
                  {Object.keys(line.selectedOptions).length ? <span className="text-slate-700"> ({Object.values(line.selectedOptions).join(', ')})</span> : null}
                </span>
                <span className="font-semibold">{formatPounds(decimalToPence(line.total) ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Shipping {receipt.shippingTotal === '0.00' ? 'free' : formatPounds(decimalToPence(receipt.shippingTotal) ?? 0)} to {receipt.shipping.first_name}{' '}
            {receipt.shipping.last_name}, {receipt.shipping.city} {receipt.shipping.postcode}.
          </p>
        </section>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link href="/products" className={BUTTON_PRIMARY}>
          Continue Shopping
        </Link>
        <Link href="/" className={BUTTON_SECONDARY}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
