/**
 * Whether a payment the provider reports really pays for an order (docs/adr/0011): it must have
 * succeeded, for exactly the order's stored total, in pounds, and name this order in its metadata.
 */
import type { Pence } from './money';

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

export type PaymentVerdict = { ok: true } | { ok: false; reason: string };

export function checkPaymentForOrder(order: PaidOrderFacts, payment: ReportedPayment): PaymentVerdict {
  if (payment.status !== 'succeeded') return { ok: false, reason: `the payment has not succeeded (status ${payment.status})` };
  if (payment.metadata.order_id !== String(order.id)) return { ok: false, reason: 'the payment is for another order' };
  if (payment.metadata.order_key !== order.orderKey) return { ok: false, reason: 'the payment carries another order key' };
  if (payment.amountPence !== order.totalPence) return { ok: false, reason: `the payment is for ${payment.amountPence}p, not the order's ${order.totalPence}p` };
  if (payment.currency.toLowerCase() !== order.currency.toLowerCase()) return { ok: false, reason: `the payment is in ${payment.currency}, not ${order.currency}` };
  if (order.paymentIntentId && order.paymentIntentId !== payment.id) return { ok: false, reason: 'the order was given another payment' };
  return { ok: true };
}
