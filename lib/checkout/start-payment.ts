/** POST /api/create-payment-intent: a PaymentIntent for the order's stored total, never the caller's amount. */
import { timingSafeEqual } from 'node:crypto';
import { commerce, type Order } from '@/lib/commerce';
import { isPaidStatus } from '@/lib/domain/orders';
import { ShopError } from '@/lib/errors';
import { paymentProvider, type PaymentIntent, type PaymentProvider } from '@/lib/payments';

/** Compares secrets in constant time, so the time taken does not say how much of a guess was right. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An order named by a wrong key is "not found" too: a page must not tell which ids exist. */
export const isUnknownOrder = (error: unknown): boolean => error instanceof ShopError && (error.code === 'order_not_found' || error.code === 'order_key_mismatch');

/** The order, if the key is its own: the key is what lets a browser act on an order. */
export async function orderWithKey(orderId: number, orderKey: string): Promise<Order> {
  const order = await commerce().getOrder(orderId);
  if (!order) throw new ShopError('not_found', 'order_not_found', `There is no order ${orderId}.`);
  if (!sameSecret(order.orderKey, orderKey)) throw new ShopError('forbidden', 'order_key_mismatch', 'That order key does not match the order.');
  return order;
}

export interface StartedPayment {
  clientSecret: string;
  paymentIntentId: string;
  amountPence: number;
}

export async function startPayment(orderId: number, orderKey: string): Promise<StartedPayment> {
  return startPaymentFor(await orderWithKey(orderId, orderKey));
}

/** As startPayment, for an order already read with its key (the payment page's, docs/adr/0037). */
export async function startPaymentFor(order: Order): Promise<StartedPayment> {
  if (isPaidStatus(order.status)) {
    throw new ShopError('conflict', 'order_already_paid', `Order ${order.id} has already been paid. Thank you!`);
  }
  if (order.status !== 'pending') {
    throw new ShopError('gone', 'order_expired', `Order ${order.id} is no longer awaiting payment. Please check out again.`);
  }
  const provider = paymentProvider();
  const intent =
    (await reusableIntent(provider, order)) ??
    (await provider.createIntent({ orderId: order.id, orderKey: order.orderKey, amountPence: order.totalPence, currency: 'gbp' }));
  if (intent.id !== order.paymentIntentId) await commerce().setPaymentIntent(order.id, provider.mode, intent.id);
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountPence: intent.amountPence };
}

/**
 * The intent the order already has, while it can still pay for it. Providers forget idempotency
 * keys after a day, so the order's own record is what stops a second intent (and a second charge).
 */
async function reusableIntent(provider: PaymentProvider, order: Order): Promise<PaymentIntent | null> {
  if (!order.paymentIntentId || order.paymentProvider !== provider.mode) return null;
  const intent = await provider.retrieveIntent(order.paymentIntentId);
  return intent && intent.status !== 'canceled' && intent.amountPence === order.totalPence ? intent : null;
}
