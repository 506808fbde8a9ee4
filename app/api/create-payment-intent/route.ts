import { createPaymentIntentSchema } from '@/lib/checkout/payment-requests';
import { startPayment } from '@/lib/checkout/start-payment';
import { enforceStoreLimit } from '@/lib/commerce';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const { orderId, orderKey } = await parseJsonBody(createPaymentIntentSchema, request);
  const { clientSecret } = await startPayment(orderId, orderKey);
  return privateJson({ clientSecret });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
