import { receiveStoreWebhook } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';
import { MAX_STORE_WEBHOOK_BYTES } from '@/lib/http/body-limits';
import { json, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

/** Signed, not same-origin: the proxy lets this path through and the signature is checked here (docs/adr/0026). */
export const POST = route(async (request) => {
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_STORE_WEBHOOK_BYTES) throw new ShopError('too_large', 'body_too_large', 'This delivery is too large.');
  return json(await receiveStoreWebhook(rawBody, request.headers));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
