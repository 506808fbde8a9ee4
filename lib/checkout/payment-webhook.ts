/** POST /api/webhooks/stripe: signed events mark orders paid even when the shopper closed the tab. */
import { inOneTransaction } from '@/lib/db/unit-of-work';
import { ShopError } from '@/lib/errors';
import { paymentProvider } from '@/lib/payments';
import { hasPaymentEvent, recordPaymentEvent } from './payment-events';
import { settleFromIntent } from './settle-payment';
import { logger } from '@/lib/log';

export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
  applied: boolean;
}

/** Throws a 400 ShopError (invalid_signature) for anything not signed by the provider. */
export async function handlePaymentWebhook(rawBody: string, signature: string | null): Promise<WebhookReceipt> {
  const event = paymentProvider().parseWebhook(rawBody, signature);
  if (!event) throw new ShopError('not_found', 'webhooks_disabled', 'Payment webhooks are only used with Stripe.');
  if (await hasPaymentEvent(event.id)) return { received: true, duplicate: true, applied: false };

  // Applied and recorded together: a failure leaves neither, so the provider's retry tries again.
  return inOneTransaction(async () => {
    let applied = false;
    if (event.type === 'payment_intent.succeeded') {
      const outcome = await settleFromIntent(event.intent);
      applied = outcome.ok;
      if (!outcome.ok) logger('payments').warn({ event: event.id, reason: outcome.error }, 'webhook changed nothing');
    }
    const first = await recordPaymentEvent(event.id, event.type === 'other' ? event.providerType : event.type);
    return { received: true, duplicate: !first, applied };
  });
}
