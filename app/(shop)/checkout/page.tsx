import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LazyCheckoutForm } from '@/components/checkout/LazyCheckoutForm';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Secure Checkout',
  description: 'Where your Highland gifts should go, then secure card payment. UK delivery is free on every order.',
  path: '/checkout',
  noIndex: true,
});

export default async function CheckoutPage() {
  // Rendered per request, so Next can write this response's nonce on its scripts (docs/adr/0004).
  await connection();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-4xl font-bold">Secure Checkout</h1>
      <LazyCheckoutForm />
      <NeedsJavaScript title="Checkout needs JavaScript" message="Please turn on JavaScript in your browser to enter your address and pay." />
    </div>
  );
}
