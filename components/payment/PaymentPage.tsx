'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/IntentLink';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { formatPounds } from '@/lib/domain/money';
import type { PayableOrder } from '@/lib/domain/order-links';
import type { PaymentMode } from '@/lib/payments/types';
import { finishPayment } from './finish-payment';
import { TestCardForm } from './TestCardForm';

// Stripe's libraries load only when Stripe is the processor: test mode ships none of them.
const StripeCardForm = dynamic(() => import('./StripeCardForm'), {
  ssr: false,
  loading: () => <p role="status">Loading the secure card form…</p>,
});

interface PaymentPageProps {
  order: PayableOrder;
  mode: PaymentMode;
  publishableKey: string | null;
}

/** The card form and the order it pays for, as the server found it (app/stripe-checkout). */
export function PaymentPage({ order, mode, publishableKey }: PaymentPageProps) {
  const router = useRouter();
  const onSucceeded = useCallback((paymentIntentId: string) => finishPayment(order, paymentIntentId, (path) => router.push(path)), [order, router]);

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
              {formatPounds(order.totalPence)}
            </dd>
          </div>
        </dl>
        <IntentLink href="/checkout" className="inline-flex min-h-11 items-center text-moss-800 underline underline-offset-2">
          Back to checkout
        </IntentLink>
      </aside>
    </div>
  );
}
