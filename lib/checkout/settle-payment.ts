/**
 * Marking an order paid, safely (docs/adr/0011): only for a payment the provider reports as
 * succeeded, for this order's stored total in pounds. Every path (the browser's update call, Stripe's
 * webhook, the test processor's confirmation, the expiry sweep) ends here.
 */
import { refreshOrderProducts } from '@/lib/cache/refresh-products';
import { commerce, ordersKeptElsewhere, type Order, type MarkPaidResult } from '@/lib/commerce';
import { afterCommit, inOneTransaction, scopedDb } from '@/lib/db/unit-of-work';
import { confirmationKey } from '@/lib/domain/order-emails';
import { checkPaymentForOrder, isPaidWith, type PaymentVerdict } from '@/lib/domain/payment-check';
import { fail, ok, ShopError, type Result } from '@/lib/errors';
import { kickOutbox, queueOrderEmails } from '@/lib/mail/outbox';
import { ownerNewOrderEmails } from '@/lib/mail/owner-new-order';
import { paymentProvider, type PaymentIntent } from '@/lib/payments';
import { logger } from '@/lib/log';

/** The order, marked paid; or why the payment does not pay for it. */
export type SettleOutcome = Result<Order>;

function verdictFor(order: Order, intent: PaymentIntent): PaymentVerdict {
  return checkPaymentForOrder(
    { id: order.id, orderKey: order.orderKey, totalPence: order.totalPence, currency: order.currency, paymentIntentId: order.paymentIntentId },
    intent,
  );
}

/** Applies a payment the provider has vouched for (retrieved from it, or in a signed event). */
export async function settleFromIntent(intent: PaymentIntent): Promise<SettleOutcome> {
  const orderId = Number(intent.metadata.order_id);
  const order = Number.isSafeInteger(orderId) ? await commerce().getOrder(orderId) : null;
  if (!order) return fail(`no order matches payment ${intent.id}`);
  return settleOrder(order, intent);
}

/**
 * Marks the order paid and queues its confirmation, and the owner's copy, in one transaction, so the
 * e-mails exist if and only if the order is paid. The back end only writes the order; what follows
 * from paying (the e-mails, the page refreshes) is decided here, above the port. The e-mails are
 * made from the order as read before the payment was checked, paid: what they show (its lines,
 * totals, addresses) is fixed when the order is created, so it is not read a second time.
 */
async function markPaidAndConfirm(paid: Order, intentId: string): Promise<MarkPaidResult> {
  return inOneTransaction(async () => {
    const result = await commerce().markOrderPaid(paid.id, intentId);
    // A WooCommerce store sends its own order e-mails, the owner's among them: the shop sends no second copy.
    if (result !== 'paid' || ordersKeptElsewhere()) return result;
    const emails = [{ kind: 'order-confirmation' as const, order: paid, dedupeKey: confirmationKey(paid.id) }, ...(await ownerNewOrderEmails(scopedDb(), paid))];
    // Sent now rather than at the next sweep.
    if ((await queueOrderEmails(scopedDb(), emails)) > 0) afterCommit(kickOutbox);
    return result;
  });
}

async function settleOrder(order: Order, intent: PaymentIntent): Promise<SettleOutcome> {
  const verdict = verdictFor(order, intent);
  if (!verdict.ok) return fail(verdict.error);
  const paid: Order = { ...order, status: 'processing', paymentIntentId: intent.id };
  const result = await markPaidAndConfirm(paid, intent.id);
  if (result === 'not_payable') {
    logger('payments').error({ order: order.id, intent: intent.id }, 'order paid after its stock or its code’s use was released: refund it');
    return fail('the order expired and its items or its discount code have since gone to other shoppers');
  }
  // Paying changes no stock unless it revives an expired order, which holds its stock again; the
  // port does not say which happened, so the order's products are refreshed either way.
  if (result === 'paid') afterCommit(() => refreshOrderProducts(order));
  return ok(paid);
}

/** POST /api/update-order-payment: asks the provider about the intent before changing anything. */
export async function confirmOrderPayment(orderId: number, paymentIntentId: string): Promise<{ id: number; status: 'processing' }> {
  const order = await commerce().getOrder(orderId);
  if (!order) throw new ShopError('not_found', 'order_not_found', `There is no order ${orderId}.`);
  // The usual case: the card form's confirmation (or the webhook) has already paid the order with
  // this very payment, checked with the provider then. Nothing is left to ask or change.
  if (isPaidWith(order, paymentIntentId)) return { id: order.id, status: 'processing' };
  const intent = await paymentProvider().retrieveIntent(paymentIntentId);
  if (!intent) throw new ShopError('conflict', 'payment_not_found', `There is no payment ${paymentIntentId}.`);
  const outcome = await settleOrder(order, intent);
  if (!outcome.ok) throw new ShopError('conflict', 'payment_not_verified', `Order ${orderId} is not paid: ${outcome.error}.`);
  return { id: order.id, status: 'processing' };
}
