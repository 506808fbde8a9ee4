import type { Metadata } from 'next';
import { connection } from 'next/server';
import { IntentLink } from '@/components/ui/IntentLink';
import { LazyTrackOrderForm } from '@/components/track/LazyTrackOrderForm';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Track Your Order',
  description: 'See where your Highland Home order is: enter your order number and the e-mail address you ordered with.',
  path: '/track',
});

export default async function TrackPage() {
  // Rendered per request, so Next can write this response's nonce on its scripts (docs/adr/0004).
  await connection();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-4xl font-bold">Track Your Order</h1>
        <p className="text-lg text-slate-700">
          Your order number is on the confirmation page after payment. Enter it with the e-mail address you ordered with to see how far your parcel has come.
        </p>
      </header>
      <LazyTrackOrderForm />
      <p className="text-slate-700">
        Something not right? <IntentLink href="/contact" className="font-semibold text-moss-800 underline underline-offset-2">Contact us</IntentLink> and we will sort it out.
      </p>
    </div>
  );
}
