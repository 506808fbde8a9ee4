'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { formatPounds } from '@/lib/domain/money';
import { confirmationPath, type PayableOrder } from '@/lib/domain/order-links';
import { paymentError, paymentFailed } from './finish-payment';

let stripePromise: Promise<Stripe | null> | undefined;

/** Stripe.js is loaded from Stripe's host (its terms require it), once, and only on this page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey);
  return stripePromise;
}

interface StripeCardFormProps {
  order: PayableOrder;
  publishableKey: string;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

function PaymentForm({ order, onSucceeded }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const router = useRouter();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const amount = formatPounds(order.totalPence);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      // Card payments finish here; redirect-based methods and 3D Secure come back to /order-success.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(confirmationPath({ id: order.id, key: order.orderKey }), window.location.origin).toString() },
        redirect: 'if_required',
      });
      if (error) paymentFailed(error.message ?? 'Your payment could not be completed.');
      else if (paymentIntent?.status === 'succeeded') await onSucceeded(paymentIntent.id);
      // Some methods settle later: the webhook marks the order paid, and the confirmation shows where it stands.
      else if (paymentIntent?.status === 'processing') router.push(confirmationPath({ id: order.id, key: order.orderKey }, paymentIntent.id));
      else paymentFailed('Your payment was not completed. Please try again or use another card.');
    } catch {
      paymentError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <PaymentElement options={{ layout: 'tabs' }} />
      <button type="submit" disabled={!stripe || busy} className={cx(BUTTON_PRIMARY, 'w-full')}>
        {busy ? 'Processing Payment...' : `Pay ${amount}`}
      </button>
    </form>
  );
}

/** Paying with the `stripe` adapter: Stripe's PaymentElement for the order's own PaymentIntent. */
export default function StripeCardForm({ order, publishableKey, onSucceeded }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: order.clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#243a2b', fontFamily: 'system-ui, sans-serif' } } }}
    >
      <PaymentForm order={order} onSucceeded={onSucceeded} />
    </Elements>
  );
}
