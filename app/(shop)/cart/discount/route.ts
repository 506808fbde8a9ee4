import { NextResponse } from 'next/server';
import { commerce, enforceStoreLimit } from '@/lib/commerce';
import { quoteCartCode, tryCode } from '@/lib/checkout/cart-discount';
import { cartStatusPath, type DiscountStatus } from '@/lib/checkout/discount-status';
import { ShopError } from '@/lib/errors';
import { cartIdFrom } from '@/lib/http/cart-cookie';
import { clearDiscountCookie, setDiscountCookie } from '@/lib/http/discount-cookie';
import { route } from '@/lib/http/route';

/** A 303 to the cart page, by path: the shop's own address as the browser knows it, behind any proxy. */
function backToCart(status: DiscountStatus, code?: string | null): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: cartStatusPath(status, code), 'Cache-Control': 'private, no-store' } });
}

/**
 * The cart's code form without JavaScript (docs/adr/0034): `code` and Apply, or `action=remove`;
 * the same rules as POST and DELETE /api/cart/discount, answered with a 303 back to /cart and a
 * status key the page puts in words. Made by the route wrapper like the API's handlers, it refuses
 * a post from another site (lib/http/write-guard.ts): another site must not set or clear a
 * shopper's code.
 */
export const POST = route(async (request) => {
  await enforceStoreLimit(request);
  const form = await request.formData().catch(() => {
    throw new ShopError('invalid', 'invalid_form', 'Send the code as a form.');
  });
  if (form.get('action') === 'remove') {
    const response = backToCart('removed');
    clearDiscountCookie(response);
    return response;
  }
  const code = form.get('code');
  if (typeof code !== 'string' || !code.trim()) return backToCart('missing');
  const cartId = cartIdFrom(request);
  const lines = cartId ? await commerce().getCart(cartId) : [];
  const quote = await tryCode(request, () => quoteCartCode(code.slice(0, 64), lines), (outcome) => !outcome.ok);
  if (!quote.ok) return backToCart(quote.reason, quote.code);
  const response = backToCart('applied');
  setDiscountCookie(response, request, quote.code);
  return response;
});
