import { updateOrderPaymentSchema } from '@/lib/checkout/payment-requests';
import { confirmOrderPayment } from '@/lib/checkout/settle-payment';
import { enforceStoreLimit } from '@/lib/commerce';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** The browser's "it succeeded" is only a hint: the provider is asked before anything changes. */
export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const { orderId, paymentIntentId } = await parseJsonBody(updateOrderPaymentSchema, request);
  return privateJson(await confirmOrderPayment(orderId, paymentIntentId));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
