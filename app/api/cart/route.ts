import { commerce, toApiCartItem, addToCartSchema, enforceStoreLimit } from '@/lib/commerce';
import { cartIdFrom, setCartCookie } from '@/lib/http/cart-cookie';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const GET = route(async (request) => {
  const cartId = cartIdFrom(request);
  // Without a cart there is nothing to read, from the store or anywhere.
  if (!cartId) return privateJson([]);
  await enforceStoreLimit(request);
  return privateJson((await commerce().getCart(cartId)).map(toApiCartItem));
});

export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const body = await parseJsonBody(addToCartSchema, request);
  const known = cartIdFrom(request);
  const { cartId, line } = await commerce().addToCart(known, { productId: body.productId, quantity: body.quantity, options: body.selectedVariations });
  const response = privateJson(toApiCartItem(line), { status: 201 });
  if (cartId !== known) setCartCookie(response, request, cartId);
  return response;
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
