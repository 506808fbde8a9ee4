/**
 * The payments port (docs/adr/0011): what the shop asks of a card processor. Two adapters:
 * `stripe` (the real Stripe API) and `test` (the built-in processor used when no keys are set).
 * Amounts are integer pence; the life cycle and status names are Stripe's PaymentIntent ones.
 */
import { ShopError } from '@/lib/errors';
import { formatPounds, type Pence } from '@/lib/domain/money';
import type { PaymentMode } from '@/lib/settings/payment-settings';

export type { PaymentMode };

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountPence: Pence;
  currency: string;
  /** order_id and order_key of the order it pays for. */
  metadata: Record<string, string>;
  /** The last decline in the provider's words, if any. */
  lastError: string | null;
}

export interface CreateIntentInput {
  orderId: number;
  orderKey: string;
  amountPence: Pence;
  currency: 'gbp';
}

export interface RefundInput {
  paymentIntentId: string;
  amountPence: Pence;
  /** The same key asks for the same refund: a retried refund never pays out twice. */
  idempotencyKey: string;
}

export interface PaymentRefund {
  id: string;
  amountPence: Pence;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action';
}

/** A verified provider event that may change an order. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; intent: PaymentIntent }
  | { id: string; type: 'payment_intent.payment_failed'; intent: PaymentIntent }
  | { id: string; type: 'other'; providerType: string };

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /**
   * Idempotent per order and amount: asking again for the same order and amount returns the same
   * intent, so a retried checkout never charges twice.
   */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** null when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Cancels an intent that has not succeeded; an intent already final is left as it is. */
  cancelIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Gives back part or all of a succeeded payment. Refuses (a ShopError) more than is left of the
   * payment, or a payment that did not succeed.
   */
  refund(input: RefundInput): Promise<PaymentRefund>;
  /**
   * Verifies a webhook's signature against its raw body and returns the event; throws
   * `webhookSignatureError` (a 400 ShopError) when it does not verify. Providers without webhooks
   * return null.
   */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent | null;
}

export function webhookSignatureError(message = 'The webhook signature does not verify.'): ShopError {
  return new ShopError('invalid', 'invalid_signature', message);
}

export function refundTooLarge(leftPence: Pence): ShopError {
  return new ShopError('invalid', 'refund_too_large', `At most ${formatPounds(leftPence)} of this payment is left to refund.`);
}
