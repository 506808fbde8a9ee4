import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { OrderPageMessage } from '@/components/payment/OrderPageMessage';
import { PaymentPage } from '@/components/payment/PaymentPage';
import { paymentPageState, requestOrderHandoff } from '@/lib/checkout/order-pages';
import { confirmationPath, orderReference, PAYMENT_PAGE } from '@/lib/domain/order-links';
import { paymentMode } from '@/lib/payments';
import { pageMetadata } from '@/lib/seo/metadata';

interface PaymentRouteProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PaymentRouteProps): Promise<Metadata> {
  const state = await paymentPageState(orderReference(await searchParams), await requestOrderHandoff());
  return pageMetadata({
    title: state ? 'Secure Payment' : 'Payment Session Not Found',
    description: 'Pay for your Highland Home order by card.',
    path: PAYMENT_PAGE,
    noIndex: true,
  });
}

/**
 * The payment page, rendered from the stored order its address names (docs/adr/0010): it works in a
 * new tab or after a reload, and the card form gets the order's own payment, started here.
 */
export default async function StripeCheckoutPage({ searchParams }: PaymentRouteProps) {
  const reference = orderReference(await searchParams);
  const state = await paymentPageState(reference, await requestOrderHandoff());
  if (!reference || !state) {
    notFound();
  }
  if (state.kind === 'paid') redirect(confirmationPath(reference));
  if (state.kind === 'closed') {
    return <OrderPageMessage page="Secure Payment" title="Order No Longer Awaiting Payment" message={state.message} action={{ href: '/cart', label: 'Back to Cart' }} />;
  }
  const mode = paymentMode();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-4xl font-bold">Secure Payment</h1>
      <PaymentPage order={state.order} mode={mode} publishableKey={mode === 'stripe' ? (process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null} />
    </div>
  );
}
