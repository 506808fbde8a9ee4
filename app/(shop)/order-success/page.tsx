import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { OrderConfirmation } from '@/components/payment/OrderConfirmation';
import { confirmedOrder, requestOrderHandoff } from '@/lib/checkout/order-pages';
import { CONFIRMATION_PAGE, confirmationPath, orderReference } from '@/lib/domain/order-links';
import { isPaidStatus } from '@/lib/domain/orders';
import { pageMetadata } from '@/lib/seo/metadata';

interface ConfirmationRouteProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ConfirmationRouteProps): Promise<Metadata> {
  const order = await confirmedOrder(orderReference(await searchParams), await requestOrderHandoff());
  return pageMetadata({
    title: !order ? 'Order Not Found' : isPaidStatus(order.status) ? 'Order Confirmation' : 'Order Not Paid',
    description: 'Your Highland Home order.',
    path: CONFIRMATION_PAGE,
    noIndex: true,
  });
}

/**
 * The confirmation, rendered from the stored order its address names (docs/adr/0010): an unknown
 * order, or one named without its key, answers 404; an unpaid one says so.
 */
export default async function OrderSuccessPage({ searchParams }: ConfirmationRouteProps) {
  const query = await searchParams;
  const reference = orderReference(query);
  const order = await confirmedOrder(reference, await requestOrderHandoff());
  if (!reference || !order) {
    notFound();
  }
  // Stripe sends the shopper back with the payment's client secret in the address: it has no
  // business staying there (or in the history). Checked above, so the clean address shows the same.
  if (query.payment_intent_client_secret !== undefined || query.redirect_status !== undefined) {
    redirect(confirmationPath(reference, typeof query.payment_intent === 'string' ? query.payment_intent : undefined));
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-8 text-center text-4xl font-bold">Order Confirmation</h1>
      <OrderConfirmation order={order} />
    </div>
  );
}
