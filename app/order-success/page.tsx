import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderConfirmationLoader } from '@/components/payment/OrderConfirmationLoader';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Order Confirmation',
  description: 'Your Highland Home order is confirmed.',
  path: '/order-success',
  noIndex: true,
});

export default function OrderSuccessPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-center text-4xl font-bold">Order Confirmation</h1>
      {/* useSearchParams needs a Suspense boundary to keep the rest of the page static. */}
      <Suspense fallback={<p role="status">Loading your order…</p>}>
        <OrderConfirmationLoader />
      </Suspense>
    </div>
  );
}
