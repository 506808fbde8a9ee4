/**
 * The payment and confirmation pages, worked out on the server from the stored order the address
 * names (docs/adr/0010). Neither trusts the browser: the payment page starts (or resumes) the
 * order's payment itself, and the confirmation asks the provider before it calls an order paid.
 */
import { headers } from 'next/headers';
import { cache } from 'react';
import type { Order } from '@/lib/commerce';
import type { OrderReference, PayableOrder } from '@/lib/domain/order-links';
import { ShopError } from '@/lib/errors';
import { errorFields, logger } from '@/lib/log';
import { paymentProvider } from '@/lib/payments';
import { settleFromIntent } from './settle-payment';
import { ORDER_HANDOFF_HEADER, takeHandedOrder } from './order-handoff';
import { isUnknownOrder, orderWithKey, startPaymentFor } from './start-payment';

export type PaymentPageState =
  | { kind: 'payable'; order: PayableOrder }
  | { kind: 'paid' }
  | { kind: 'closed'; message: string };


/**
 * React's cache matches arguments by identity, and each caller parses the address into a new
 * reference object: keyed by the reference itself, metadata and page would each start the payment.
 * So the work is cached by the id and key (and the proxy's handoff, the same for both), and the
 * exported functions unwrap the reference.
 */
const onceByIdAndKey = <T>(work: (reference: OrderReference, handoff: string | null) => Promise<T>) => {
  const cached = cache((id: number, key: string, handoff: string | null) => work({ id, key }, handoff));
  return async (reference: OrderReference | null, handoff: string | null = null): Promise<T | null> => (reference ? cached(reference.id, reference.key, handoff) : null);
};

/** The handoff proxy.ts set on this request, for the order pages' metadata and page to pass on. */
export async function requestOrderHandoff(): Promise<string | null> {
  return (await headers()).get(ORDER_HANDOFF_HEADER);
}

/** The order the proxy read to let the visitor through, handed on (docs/adr/0037); else read now. */
async function heldOrder(reference: OrderReference, handoff: string | null): Promise<Order> {
  return takeHandedOrder(handoff, reference) ?? orderWithKey(reference.id, reference.key);
}

/**
 * null when the visitor holds no order by that reference. Once per request: metadata and page share
 * it. `handoff` is the order-handoff header proxy.ts set on the request, if any.
 */
export const paymentPageState = onceByIdAndKey(async (reference, handoff): Promise<PaymentPageState | null> => {
  try {
    const payment = await startPaymentFor(await heldOrder(reference, handoff));
    return { kind: 'payable', order: { id: reference.id, orderKey: reference.key, totalPence: payment.amountPence, clientSecret: payment.clientSecret } };
  } catch (error) {
    if (isUnknownOrder(error)) return null;
    if (error instanceof ShopError && error.code === 'order_already_paid') return { kind: 'paid' };
    if (error instanceof ShopError && error.code === 'order_expired') return { kind: 'closed', message: error.message };
    throw error;
  }
});

/**
 * The order as it stands, after asking the provider about a payment still pending: a shopper back
 * from a bank's page, or whose browser lost the payment page's own update, sees it paid at once.
 * null when the visitor holds no order by that reference.
 */
export const confirmedOrder = onceByIdAndKey(async (reference, handoff): Promise<Order | null> => {
  let order: Order;
  try {
    order = await heldOrder(reference, handoff);
  } catch (error) {
    if (isUnknownOrder(error)) return null;
    throw error;
  }
  if (order.status !== 'pending' || !order.paymentIntentId) return order;
  try {
    const intent = await paymentProvider().retrieveIntent(order.paymentIntentId);
    if (intent?.status === 'succeeded') {
      const outcome = await settleFromIntent(intent);
      if (outcome.ok) return outcome.value;
    }
  } catch (error) {
    // The page still shows the order, as awaiting payment; the webhook or the sweep settles it later.
    logger('payments').warn({ order: order.id, ...errorFields(error) }, 'could not check a pending payment for the confirmation page');
  }
  return order;
});
