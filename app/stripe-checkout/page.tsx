import type { Metadata } from 'next';
import { PaymentPageLoader } from '@/components/payment/PaymentPageLoader';
import { paymentMode } from '@/lib/payments';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Secure Payment',
  description: 'Pay for your Highland Home order by card.',
  path: '/stripe-checkout',
  noIndex: true,
});

// Which processor is in use is read when the page is served, so keys set at start-up take effect.
export const dynamic = 'force-dynamic';

export default function StripeCheckoutPage() {
  const mode = paymentMode();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-4xl font-bold">Secure Payment</h1>
      <PaymentPageLoader mode={mode} publishableKey={mode === 'stripe' ? (process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null} />
    </div>
  );
}
