import { toApiOrder, enforceStoreLimit } from '@/lib/commerce';
import { orderWithKey } from '@/lib/checkout/start-payment';
import { ShopError } from '@/lib/errors';
import { idParam } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ id: string }> };

/** One order, for whoever holds its key (docs/product/decisions.md#guest-order-keys): the confirmation page's receipt. */
export const GET = route<Context>(async (request, context) => {
  await enforceStoreLimit(request);
  const id = idParam((await context.params).id, 'order');
  const key = request.nextUrl.searchParams.get('key');
  if (!key) throw new ShopError('invalid', 'invalid_query', 'key is required: the order key given when the order was created');
  return privateJson(toApiOrder(await orderWithKey(id, key)));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
