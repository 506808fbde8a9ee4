import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LazyCartPageView } from '@/components/cart/LazyCartPageView';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Your Highland Cart',
  description: 'The Highland gifts in your cart, ready for checkout. UK delivery is free on every order.',
  path: '/cart',
  noIndex: true,
});

export default async function CartPage() {
  // Rendered per request, so Next can write this response's nonce on its scripts (docs/adr/0004).
  await connection();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-4xl font-bold">Your Highland Cart</h1>
      <LazyCartPageView />
      <NeedsJavaScript title="Your cart needs JavaScript" message="Please turn on JavaScript in your browser to see your cart and check out." />
    </div>
  );
}
