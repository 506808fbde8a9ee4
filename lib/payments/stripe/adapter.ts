/**
 * The payments port on Stripe's API (docs/adr/0011). Server-only: it holds the secret key and
 * the webhook signing secret, and neither may appear in anything it throws.
 */
import 'server-only';
import { ShopError } from '@/lib/errors';
import Stripe from 'stripe';
import {
  webhookSignatureError,
  type CreateIntentInput,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type PaymentRefund,
} from '../types';

export interface StripeAdapterOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Where Stripe's API is; only tests set it, to point the SDK at a local fake. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

function createClient({ secretKey, api }: StripeAdapterOptions): Stripe {
  // A checkout waits on these calls, so fail within seconds rather than the SDK's 80 s default.
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 10_000, ...api });
}

/**
 * Stripe may add statuses this shop does not know yet. Reading one as `processing` keeps it out of
 * both "paid" and "final", so no order is settled or abandoned on a status we cannot interpret.
 */
function toPortStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  return KNOWN_STATUSES.has(status) ? (status as PaymentIntentStatus) : 'processing';
}

function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: toPortStatus(intent.status),
    amountPence: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function idempotencyKeyFor({ orderId, amountPence }: CreateIntentInput): string {
  // Keyed on the amount too: a changed basket must get a new intent rather than replay the old one.
  return `order-${orderId}-amount-${amountPence}`;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);
}

function isAlreadyFinal(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state';
}

async function nullIfMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The SDK's own verification messages are fixed texts (no secret, no payload), so they are kept to
 * say why; anything else (say, a signed body that is not JSON) gets the generic message only.
 */
function signatureFailure(error: unknown): ShopError {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    const reason = error.message.split('\n')[0]?.trim();
    return webhookSignatureError(reason ? `The Stripe webhook signature does not verify: ${reason}` : undefined);
  }
  return webhookSignatureError();
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { id: event.id, type: event.type, intent: toPaymentIntent(event.data.object) };
    default:
      return { id: event.id, type: 'other', providerType: event.type };
  }
}

export function stripePaymentProvider(options: StripeAdapterOptions): PaymentProvider {
  const stripe = createClient(options);
  const { webhookSecret } = options;

  async function retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const intent = await nullIfMissing(stripe.paymentIntents.retrieve(id));
    return intent && toPaymentIntent(intent);
  }

  async function cancelIntent(id: string): Promise<PaymentIntent | null> {
    try {
      const intent = await nullIfMissing(stripe.paymentIntents.cancel(id));
      return intent && toPaymentIntent(intent);
    } catch (error) {
      // The port leaves a final intent as it is, so Stripe refusing to cancel one is not a failure.
      if (isAlreadyFinal(error)) return retrieveIntent(id);
      throw error;
    }
  }

  return {
    mode: 'stripe',

    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          metadata: { order_id: String(input.orderId), order_key: input.orderKey },
          automatic_payment_methods: { enabled: true },
          description: `Highland Home order ${input.orderId}`,
        },
        { idempotencyKey: idempotencyKeyFor(input) },
      );
      return toPaymentIntent(intent);
    },

    retrieveIntent,
    cancelIntent,

    async refund({ paymentIntentId, amountPence, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountPence }, { idempotencyKey });
        return { id: refund.id, amountPence: refund.amount, status: (refund.status ?? 'pending') as PaymentRefund['status'] };
      } catch (error) {
        // Stripe's own wording of a refund larger than what is left of the charge, or of nothing to refund.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /greater than/i.test(error.message)) {
          throw new ShopError('invalid', 'refund_too_large', error.message);
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_not_refundable') {
          throw new ShopError('conflict', 'payment_not_refundable', 'Only a payment that succeeded can be refunded.');
        }
        throw error;
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!webhookSecret) throw webhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signatureHeader) throw webhookSignatureError('The webhook has no Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        throw signatureFailure(error);
      }
      return toPaymentEvent(event);
    },
  };
}
