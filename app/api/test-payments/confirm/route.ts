import { confirmTestPaymentSchema } from '@/lib/checkout/payment-requests';
import { payWithTestCard } from '@/lib/checkout/test-card-payment';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  const { clientSecret, card } = await parseJsonBody(confirmTestPaymentSchema, request);
  return privateJson(await payWithTestCard(clientSecret, card));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
