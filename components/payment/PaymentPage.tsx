'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { readPendingOrder } from '@/lib/checkout/pending-order';
import { decimalToPence, formatPounds } from '@/lib/domain/money';
import type { PaymentMode } from '@/lib/payments/types';
import { finishPayment } from './finish-payment';
import { TestCardForm } from './TestCardForm';

// Stripe's libraries load only when Stripe is the processor: test mode ships none of them.
const StripeCardForm = dynamic(() => import('./StripeCardForm'), {
  ssr: false,
  loading: () => <p role="status">Loading the secure card form…</p>,
});

/**
 * Spec 2 /stripe-checkout. Rendered in the browser only (PaymentPageLoader): the pending order is in
 * session storage, which the server never sees.
 */
export default function PaymentPage({ mode, publishableKey }: { mode: PaymentMode; publishableKey: string | null }) {
  const router = useRouter();
  const [order] = useState(() => readPendingOrder());
  const onSucceeded = useCallback(
    (paymentIntentId: string) => (order ? finishPayment(order, paymentIntentId, (path) => router.push(path)) : Promise.resolve()),
    [order, router],
  );

  if (!order) {
    return (
      <div className="mx-auto max-w-xl space-y-4 rounded-lg border border-moss-100 bg-white px-6 py-12 text-center">
        <h2 className="text-2xl font-semibold">Payment Session Not Found</h2>
        <p className="text-slate-700">We couldn’t find an order waiting for payment in this browser tab. Please start again from checkout.</p>
        <Link href="/checkout" className={BUTTON_PRIMARY}>
          Back to Checkout
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
      <section aria-labelledby="card-heading" className="space-y-5 rounded-lg border border-moss-100 bg-white p-6">
        <h2 id="card-heading" className="text-2xl font-semibold">
          Card details
        </h2>
        {mode === 'stripe' && publishableKey ? (
          <StripeCardForm order={order} publishableKey={publishableKey} onSucceeded={onSucceeded} />
        ) : (
          <TestCardForm order={order} onSucceeded={onSucceeded} />
        )}
      </section>
      <aside aria-labelledby="payment-order-heading" className="h-fit space-y-3 rounded-lg border border-moss-100 bg-white p-6">
        <h2 id="payment-order-heading" className="text-xl font-semibold">
          Your order
        </h2>
        <dl className="space-y-2">
          <div className="flex justify-between gap-4">
            <dt>Order number</dt>
            <dd className="font-semibold" data-testid="payment-order-number">
              #{order.id}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Total</dt>
            <dd className="font-semibold" data-testid="payment-total">
              {formatPounds(decimalToPence(order.total) ?? 0)}
            </dd>
          </div>
        </dl>
        <Link href="/checkout" className="inline-flex min-h-11 items-center text-moss-800 underline underline-offset-2">
          Back to checkout
        </Link>
      </aside>
    </div>
  );
}
