/**
 * The cart's discount code as the shopper sees it (docs/adr/0034): the API's summary of what it takes
 * off the cart now, or why it does not apply. The same view feeds the cart page without JavaScript,
 * the cart with it, and the checkout's summary.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { commerce, type CartLine, type DiscountQuote } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';
import { countRefusal, DISCOUNT_GUESS_LIMIT, refuseWhenSpent } from '@/lib/http/rate-limit';
import { normaliseCode, refusalMessage } from '@/lib/domain/discounts';
import { penceToDecimal } from '@/lib/domain/money';
import { cartSubtotalPence } from '@/lib/domain/cart';

/** What the cart's code does now: the quote, or the unknown-code refusal for text that is no code at all. */
export async function quoteCartCode(code: string, lines: readonly CartLine[], email?: string | null): Promise<DiscountQuote> {
  const normalised = normaliseCode(code);
  if (!normalised) return { ok: false, code: code.trim().slice(0, 32).toUpperCase(), reason: 'unknown', message: refusalMessage('unknown') };
  return commerce().quoteDiscount(normalised, lines, email);
}

const GUESSES = 'discount-guesses';

/**
 * A code a shopper tries (the API's POST, the cart's form, a checkout naming one): quoted like any,
 * but a client whose wrong codes have filled DISCOUNT_GUESS_LIMIT is refused (429) before asking,
 * and each refusal counts.
 */
export async function tryCode<T>(request: NextRequest, attempt: () => Promise<T>, refused: (outcome: T) => boolean = () => false): Promise<T> {
  await refuseWhenSpent(request, GUESSES, DISCOUNT_GUESS_LIMIT);
  let outcome: T;
  try {
    outcome = await attempt();
  } catch (error) {
    // An order refused for its code (422 discount_<reason>) is a wrong code like any other.
    if (error instanceof ShopError && error.code.startsWith('discount_')) await countRefusal(request, GUESSES, DISCOUNT_GUESS_LIMIT);
    throw error;
  }
  if (refused(outcome)) await countRefusal(request, GUESSES, DISCOUNT_GUESS_LIMIT);
  return outcome;
}

/** GET /api/cart/discount and the answer to POST: the code, what it takes off the goods, and the totals before shipping. */
export function toApiCartDiscount(quote: DiscountQuote | null, lines: readonly CartLine[]) {
  const subtotal = cartSubtotalPence(lines.map((line) => ({ unitPricePence: line.variationPricePence ?? line.productPricePence, quantity: line.quantity })));
  if (!quote) return { code: null, applied: false, subtotal: penceToDecimal(subtotal), discount: '0.00', total: penceToDecimal(subtotal) };
  if (!quote.ok) {
    return { code: quote.code, applied: false, reason: quote.reason, message: quote.message, subtotal: penceToDecimal(subtotal), discount: '0.00', total: penceToDecimal(subtotal) };
  }
  return {
    code: quote.code,
    applied: true,
    offer: quote.offer,
    free_shipping: quote.freeShipping,
    subtotal: penceToDecimal(subtotal),
    discount: penceToDecimal(quote.discountPence),
    total: penceToDecimal(subtotal - quote.discountPence),
  };
}

export type ApiCartDiscount = ReturnType<typeof toApiCartDiscount>;
