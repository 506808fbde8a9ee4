import { handlePaymentWebhook } from '@/lib/checkout/payment-webhook';
import { ApiError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';
import { WebhookSignatureError } from '@/lib/payments';

// Stripe's events are far below this; anything larger is not from Stripe.
const MAX_EVENT_BYTES = 512 * 1024;

/** Signed, not same-origin: the proxy lets this path through and the signature is checked here. */
export const POST = route(async (request) => {
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_EVENT_BYTES) throw new ApiError(413, 'body_too_large', 'This event is too large.');
  try {
    return json(await handlePaymentWebhook(rawBody, request.headers.get('stripe-signature')));
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', error.message);
    throw error;
  }
});
