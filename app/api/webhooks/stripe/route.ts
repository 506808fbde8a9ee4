import { handlePaymentWebhook } from '@/lib/checkout/payment-webhook';
import { ShopError } from '@/lib/errors';
import { MAX_STRIPE_WEBHOOK_BYTES } from '@/lib/http/body-limits';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/**
 * Signed, not same-origin: the proxy lets this path through and the signature is checked here. An
 * unsigned or forged event is a ShopError like any refusal, answered by the route wrapper.
 */
export const POST = route(async (request) => {
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_STRIPE_WEBHOOK_BYTES) throw new ShopError('too_large', 'body_too_large', 'This event is too large.');
  return json(await handlePaymentWebhook(rawBody, request.headers.get('stripe-signature')));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
