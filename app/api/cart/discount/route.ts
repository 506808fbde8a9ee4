import { NextResponse } from 'next/server';
import { commerce, enforceStoreLimit, type CartLine } from '@/lib/commerce';
import { quoteCartCode, toApiCartDiscount, tryCode } from '@/lib/checkout/cart-discount';
import { ShopError } from '@/lib/errors';
import { cartIdFrom } from '@/lib/http/cart-cookie';
import { clearDiscountCookie, discountCodeFrom, setDiscountCookie } from '@/lib/http/discount-cookie';
import { parseJsonBody } from '@/lib/http/parse';
import { privateJson, route } from '@/lib/http/route';
import { z } from '@/lib/zod';
import type { NextRequest } from 'next/server';
import { otherMethods } from '@/lib/http/other-methods';

const applySchema = z.object({ code: z.string({ error: 'code must be the discount code as text' }).trim().min(1, { error: 'Please enter a code' }).max(64) });

async function cartLines(request: NextRequest): Promise<CartLine[]> {
  const cartId = cartIdFrom(request);
  return cartId ? commerce().getCart(cartId) : [];
}

/** The cart's code and what it takes off now, or why it does not apply (docs/adr/0034). */
export const GET = route(async (request) => {
  await enforceStoreLimit(request);
  const code = discountCodeFrom(request);
  const lines = await cartLines(request);
  return privateJson(toApiCartDiscount(code ? await quoteCartCode(code, lines) : null, lines));
});

/** Applies a code to the shopper's cart: 200 with the summary, or 422 whose message is the reason. */
export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const { code } = await parseJsonBody(applySchema, request);
  const lines = await cartLines(request);
  const quote = await tryCode(request, () => quoteCartCode(code, lines), (outcome) => !outcome.ok);
  if (!quote.ok) throw new ShopError('unprocessable', `discount_${quote.reason}`, quote.message);
  const response = privateJson(toApiCartDiscount(quote, lines));
  setDiscountCookie(response, request, quote.code);
  return response;
});

export const DELETE = route(async () => {
  const response = new NextResponse(null, { status: 204 });
  clearDiscountCookie(response);
  return response;
});

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE');
