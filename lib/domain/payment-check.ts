/**
 * Whether a payment the provider reports really pays for an order (docs/adr/0011): it must have
 * succeeded, for exactly the order's stored total, in pounds, and name this order in its metadata.
 */
import type { Pence } from './money';
import { isPaidStatus, type OrderStatus } from './orders';
import { fail, ok, type Result } from './result';

export interface PaidOrderFacts {
  id: number;
  orderKey: string;
  totalPence: Pence;
  currency: string;
  /** The intent the order was given, if any: a different one cannot pay for it. */
  paymentIntentId: string | null;
}

export interface ReportedPayment {
  id: string;
  status: string;
  amountPence: Pence;
  currency: string;
  metadata: Readonly<Record<string, string>>;
}

/** Why a payment does not pay for the order, when it does not. */
export type PaymentVerdict = Result<void>;

export function checkPaymentForOrder(order: PaidOrderFacts, payment: ReportedPayment): PaymentVerdict {
  if (payment.status !== 'succeeded') return fail(`the payment has not succeeded (status ${payment.status})`);
  if (payment.metadata.order_id !== String(order.id)) return fail('the payment is for another order');
  if (payment.metadata.order_key !== order.orderKey) return fail('the payment carries another order key');
  if (payment.amountPence !== order.totalPence) return fail(`the payment is for ${payment.amountPence}p, not the order's ${order.totalPence}p`);
  if (payment.currency.toLowerCase() !== order.currency.toLowerCase()) return fail(`the payment is in ${payment.currency}, not ${order.currency}`);
  if (order.paymentIntentId && order.paymentIntentId !== payment.id) return fail('the order was given another payment');
  return ok(undefined);
}

/**
 * Whether the order is paid, by this payment: only a payment checked as above is ever recorded on a
 * paid order, so the browser's report of it needs no second check.
 */
export function isPaidWith(order: { status: OrderStatus; paymentIntentId: string | null }, paymentIntentId: string): boolean {
  return isPaidStatus(order.status) && order.paymentIntentId === paymentIntentId;
}
