import { authenticateTestPaymentSchema } from '@/lib/checkout/payment-requests';
import { answerTestChallenge } from '@/lib/checkout/test-card-payment';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const POST = route(async (request) => {
  const { clientSecret, approve } = await parseJsonBody(authenticateTestPaymentSchema, request);
  return privateJson(await answerTestChallenge(clientSecret, approve));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
