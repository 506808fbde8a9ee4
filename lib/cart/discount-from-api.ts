/**
 * The cart's code as the browser holds it (docs/adr/0034), read once from GET /api/cart/discount's
 * decimal text, like the cart itself (from-api.ts). The key lives here, outside the SWR hooks, so a
 * cart write can refresh it without loading SWR for it.
 */
import type { ApiCartDiscount } from '@/lib/checkout/cart-discount';
import { decimalToPence, type Pence } from '@/lib/domain/money';

export const CART_DISCOUNT_KEY = '/api/cart/discount';

export interface CartDiscount {
  /** The cart's code, applied or not; null when it has none. */
  code: string | null;
  applied: boolean;
  /** "10% off", "Free shipping": while applied. */
  offer: string | null;
  /** Why it does not apply now (the cart changed, or the code ran out): while not applied. */
  message: string | null;
  freeShipping: boolean;
  /** Off the goods. */
  discountPence: Pence;
}

export const NO_CART_DISCOUNT: CartDiscount = { code: null, applied: false, offer: null, message: null, freeShipping: false, discountPence: 0 };

export function cartDiscountFromApi(body: ApiCartDiscount | null | undefined): CartDiscount {
  if (!body?.code) return NO_CART_DISCOUNT;
  if (!body.applied) return { ...NO_CART_DISCOUNT, code: body.code, message: body.message ?? null };
  return {
    code: body.code,
    applied: true,
    offer: body.offer ?? null,
    message: null,
    freeShipping: body.free_shipping ?? false,
    discountPence: decimalToPence(body.discount) ?? 0,
  };
}
