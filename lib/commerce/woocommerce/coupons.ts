/**
 * The WooCommerce adapter's discount codes (issue 41): WooCommerce's own coupons, made in its admin.
 * WooCommerce decides whether one applies and what it takes off: a quote tries the coupon on the
 * cart's items in a Store API cart of its own (store-api.ts tryCartCoupon), the way WooCommerce's
 * own cart would, and reads the coupon's record beside it for what it offers and why it was refused
 * (coupon-records.ts). The order carries it too (orders.ts), so WooCommerce counts its uses.
 *
 * The cart's code is quoted on every view of the cart, so the same quote (code, items, e-mail) is
 * one call in flight and serves the reads around it for SHARED_FOR_MS, as the cart's product reads
 * do; each quote still costs the store a short-lived cart session of its own.
 */
import 'server-only';
import { normaliseCode, refusalMessage, type DiscountRefusal } from '@/lib/domain/discounts';
import { ShopError } from '@/lib/errors';
import type { Pence } from '@/lib/domain/money';
import type { CartLine, DiscountBackend, DiscountQuote } from '../types';
import type { StoreClient } from './client';
import { SHARED_FOR_MS } from './coalesced-reads';
import { COUPON_FIELDS, couponOffer, couponRefusal, leavesTooLittle, storeCouponCode, type StoreCoupon } from './coupon-records';
import { tryCartCoupon } from './store-api';

/** Past this many quotes remembered, those no longer shared are let go. */
const MOST_HELD = 1_000;

/** The coupon of this code as the store has it, or null when it has none. */
export async function readCoupon(client: StoreClient, code: string): Promise<StoreCoupon | null> {
  const wanted = storeCouponCode(code);
  const { data } = await client.get<StoreCoupon[]>('coupons', { code: wanted, _fields: COUPON_FIELDS });
  return data.find((coupon) => storeCouponCode(coupon.code) === wanted) ?? null;
}

/** The refusal as the API and the order refuse it: 422 with `discount_<reason>` and the shopper's message. */
export function couponRefused(refusal: { reason: DiscountRefusal; message: string }): ShopError {
  return new ShopError('unprocessable', `discount_${refusal.reason}`, refusal.message);
}

const subtotalOf = (lines: readonly CartLine[]): Pence => lines.reduce((sum, line) => sum + (line.variationPricePence ?? line.productPricePence) * line.quantity, 0);

export function wooCommerceDiscounts(client: StoreClient, storeUrl: string, { now = Date.now }: { now?: () => number } = {}) {
  const held = new Map<string, { quote: Promise<DiscountQuote>; settledAt: number | null }>();

  async function quote(code: string, lines: readonly CartLine[], email: string | null | undefined): Promise<DiscountQuote> {
    const spelt = normaliseCode(code);
    if (!spelt) return { ok: false, code: code.trim().toUpperCase(), reason: 'unknown', message: refusalMessage('unknown') };
    const items = lines.map((line) => ({ id: line.variationId ?? line.productId, quantity: line.quantity }));
    // Both at once: the coupon's record is read whatever the cart says, for its offer or its refusal.
    const [coupon, tried] = await Promise.all([readCoupon(client, spelt), items.length > 0 ? tryCartCoupon(storeUrl, items, storeCouponCode(spelt), email) : null]);
    if (tried?.applied && coupon) {
      // Shipping is not known before checkout: the goods alone must leave the card's minimum, as on the built-in back end.
      const tooLittle = leavesTooLittle(subtotalOf(lines) - tried.discountPence);
      if (tooLittle) return { ok: false, code: spelt, ...tooLittle };
      return { ok: true, code: spelt, offer: couponOffer(coupon), discountPence: tried.discountPence, freeShipping: coupon.free_shipping };
    }
    if (tried && !tried.applied) return { ok: false, code: spelt, ...couponRefusal(tried, coupon, { subtotalPence: subtotalOf(lines), now: new Date(now()) }) };
    // An empty cart has nothing a coupon could be for; WooCommerce was not asked.
    const reason = coupon ? 'not_for_items' : 'unknown';
    return { ok: false, code: spelt, reason, message: refusalMessage(reason) };
  }

  const shared = (found: { settledAt: number | null } | undefined) => found !== undefined && (found.settledAt === null || now() - found.settledAt < SHARED_FOR_MS);

  function letGoOfOld(): void {
    if (held.size <= MOST_HELD) return;
    for (const [key, found] of held) if (!shared(found)) held.delete(key);
  }

  const backend: DiscountBackend = {
    async quoteDiscount(code, lines, email) {
      const key = JSON.stringify([code.trim().toUpperCase(), email?.trim().toLowerCase() ?? '', lines.map((line) => [line.productId, line.variationId, line.quantity, line.variationPricePence ?? line.productPricePence])]);
      const found = held.get(key);
      if (shared(found)) return found!.quote;
      letGoOfOld();
      const entry: { quote: Promise<DiscountQuote>; settledAt: number | null } = { quote: quote(code, lines, email), settledAt: null };
      held.set(key, entry);
      // A failed quote is not kept: the next reader asks the store again.
      entry.quote.then(
        () => (entry.settledAt = now()),
        () => {
          if (held.get(key) === entry) held.delete(key);
        },
      );
      return entry.quote;
    },
  };

  return {
    ...backend,
    /** Every quote held is made again by the next reader: the shop's own orders change what is left of a coupon. */
    forgetAll(): void {
      held.clear();
    },
  };
}
