import { confirmTestPaymentSchema } from '@/lib/checkout/payment-requests';
import { payWithTestCard } from '@/lib/checkout/test-card-payment';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';

export const POST = route(async (request) => {
  const { clientSecret, card } = await parseJsonBody(confirmTestPaymentSchema, request);
  return privateJson(await payWithTestCard(clientSecret, card));
});
