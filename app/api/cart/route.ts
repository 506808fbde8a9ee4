import { commerce } from '@/lib/commerce';
import { toApiCartItem } from '@/lib/commerce/api-shape';
import { addToCartSchema } from '@/lib/commerce/cart-request';
import { cartIdFrom, setCartCookie } from '@/lib/http/cart-cookie';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';

export const GET = route(async (request) => {
  const cartId = cartIdFrom(request);
  const lines = cartId ? await commerce().getCart(cartId) : [];
  return privateJson(lines.map(toApiCartItem));
});

export const POST = route(async (request) => {
  const body = await parseJsonBody(addToCartSchema, request);
  const known = cartIdFrom(request);
  const { cartId, line } = await commerce().addToCart(known, { productId: body.productId, quantity: body.quantity, options: body.selectedVariations });
  const response = privateJson(toApiCartItem(line), { status: 201 });
  if (cartId !== known) setCartCookie(response, request, cartId);
  return response;
});
