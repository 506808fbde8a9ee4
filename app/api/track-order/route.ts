import { trackOrder } from '@/lib/checkout/track-order';
import { trackOrderRequestSchema } from '@/lib/forms/track-order-request';
import { parseJsonBody } from '@/lib/http/parse';
import { enforceRateLimit, TRACKING_LIMIT } from '@/lib/http/rate-limit';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** POST, not GET: the e-mail address stays out of URLs, logs and browser history. */
export const POST = route(async (request) => {
  await enforceRateLimit(request, 'track-order', TRACKING_LIMIT);
  const { orderNumber, email } = await parseJsonBody(trackOrderRequestSchema, request);
  return privateJson(await trackOrder(Number(orderNumber), email));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
