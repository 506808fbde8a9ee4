import { receiveStoreWebhook } from '@/lib/commerce/woocommerce/receive-webhook';
import { ShopError } from '@/lib/errors';
import { json, route } from '@/lib/http/route';

// A product with every field WooCommerce has stays well below this.
const MAX_DELIVERY_BYTES = 1024 * 1024;

/** Signed, not same-origin: the proxy lets this path through and the signature is checked here (docs/adr/0026). */
export const POST = route(async (request) => {
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_DELIVERY_BYTES) throw new ShopError('too_large', 'body_too_large', 'This delivery is too large.');
  return json(await receiveStoreWebhook(rawBody, request.headers));
});
