import { NextResponse } from 'next/server';
import { commerce, toApiCartItem, updateCartItemSchema, enforceStoreLimit } from '@/lib/commerce';
import { cartIdFrom } from '@/lib/http/cart-cookie';
import { ShopError } from '@/lib/errors';
import { idParam, parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import type { NextRequest } from 'next/server';
import { otherMethods } from '@/lib/http/other-methods';

type Context = { params: Promise<{ itemId: string }> };

/** The item and the shopper's own cart; an item of another cart is simply not there. */
async function target(request: NextRequest, context: Context) {
  const itemId = idParam((await context.params).itemId, 'item in your cart with id');
  const cartId = cartIdFrom(request);
  if (!cartId) throw new ShopError('not_found', 'cart_item_not_found', `There is no item ${itemId} in your cart.`);
  return { cartId, itemId };
}

export const PATCH = route<Context>(async (request, context) => {
  await enforceStoreLimit(request);
  const { cartId, itemId } = await target(request, context);
  const { quantity } = await parseJsonBody(updateCartItemSchema, request);
  const line = await commerce().setCartQuantity(cartId, itemId, quantity);
  return line ? privateJson(toApiCartItem(line)) : new NextResponse(null, { status: 204 });
});

export const DELETE = route<Context>(async (request, context) => {
  const { cartId, itemId } = await target(request, context);
  await commerce().removeFromCart(cartId, itemId);
  return new NextResponse(null, { status: 204 });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
