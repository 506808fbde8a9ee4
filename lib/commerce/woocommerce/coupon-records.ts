/**
 * WooCommerce's coupons as the shop's discount codes (issue 41, docs/adr/0026). Pure: what a coupon
 * offers in the shop's words, and why WooCommerce refused one, as the shop's refusal reasons.
 *
 * WooCommerce decides whether a coupon applies; its Store API then answers every refusal with the
 * one code `woocommerce_rest_cart_coupon_error` (at checkout `woocommerce_rest_cart_coupon_errors`
 * or `woocommerce_rest_coupon_reserve_failed`) and its own sentence, such as `Coupon "x" has
 * expired.` The reason is told from the coupon's record where it can be (its expiry, its uses, its
 * minimum spend), and from the sentence otherwise, so a store in another language still names the
 * reasons its record shows.
 */
import { describeOffer, refusalMessage, type DiscountRefusal } from '@/lib/domain/discounts';
import { decimalToPence, formatPounds, MINIMUM_CHARGE_PENCE, type Pence } from '@/lib/domain/money';
import { htmlToText } from '@/lib/domain/text';

/** The fields of a coupon the shop reads (`GET coupons?code=`). */
export interface StoreCoupon {
  id: number;
  code: string;
  discount_type: string;
  amount: string;
  date_expires_gmt: string | null;
  usage_count: number;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  free_shipping: boolean;
  minimum_amount: string;
}

export const COUPON_FIELDS = 'id,code,discount_type,amount,date_expires_gmt,usage_count,usage_limit,usage_limit_per_user,free_shipping,minimum_amount';

/** WooCommerce's refusal codes for a coupon: applying it to a cart, and checking it at checkout. */
/** The store's coupons are switched off (WooCommerce > Settings > General): to a shopper, no code exists. */
const COUPONS_OFF = 'woocommerce_rest_cart_coupon_disabled';

export const COUPON_REFUSAL_CODES = new Set(['woocommerce_rest_cart_coupon_error', 'woocommerce_rest_cart_coupon_errors', 'woocommerce_rest_coupon_reserve_failed', COUPONS_OFF]);

/**
 * The code as WooCommerce is asked for it: lower-case, as its admin saves codes. WooCommerce finds a
 * coupon whatever the case, but names its discount in the cart's totals only under the spelling saved.
 */
export const storeCouponCode = (code: string): string => code.trim().toLowerCase();

const penceOf = (text: string | null | undefined): Pence => (text ? (decimalToPence(text) ?? 0) : 0);

/** "10% off", "£5.00 off", "£2.00 off each item", "Free shipping", or one of the first three "and free shipping". */
export function couponOffer(coupon: Pick<StoreCoupon, 'discount_type' | 'amount' | 'free_shipping'>): string {
  const amount = Number(coupon.amount) || 0;
  let off: string | null = null;
  if (amount > 0 && coupon.discount_type === 'percent') off = describeOffer({ kind: 'percent', percentHundredths: Math.round(amount * 100), amountPence: 0 });
  else if (amount > 0 && coupon.discount_type === 'fixed_product') off = `${formatPounds(penceOf(coupon.amount))} off each item`;
  else if (amount > 0) off = describeOffer({ kind: 'amount', percentHundredths: 0, amountPence: penceOf(coupon.amount) });
  if (!coupon.free_shipping) return off ?? describeOffer({ kind: 'amount', percentHundredths: 0, amountPence: 0 });
  return off ? `${off} and free shipping` : 'Free shipping';
}

/** WooCommerce's sentence as plain text: its messages come HTML-escaped ("&quot;", "&pound;"). */
export function storeSentence(message: string): string {
  return htmlToText(message.replace(/&pound;/g, '£').replace(/&#163;/g, '£'));
}

export interface CouponRefusal {
  reason: DiscountRefusal;
  message: string;
}

/**
 * Why WooCommerce refused a coupon (its code and sentence), as the shop's reason and the shopper's words. `coupon` is its
 * record (null when the store has none of that code); `subtotalPence` the goods it was tried on.
 */
export function couponRefusal(refused: { code: string; message: string }, coupon: StoreCoupon | null, { subtotalPence, now }: { subtotalPence: Pence; now: Date }): CouponRefusal {
  const said = storeSentence(refused.message);
  const as = (reason: DiscountRefusal, minimumSpendPence?: Pence | null): CouponRefusal => ({ reason, message: refusalMessage(reason, minimumSpendPence) });
  if (!coupon || refused.code === COUPONS_OFF || /does not exist/i.test(said)) return as('unknown');
  const expires = coupon.date_expires_gmt ? new Date(`${coupon.date_expires_gmt}Z`) : null;
  if ((expires && expires <= now) || /expired/i.test(said)) return as('expired');
  const minimum = penceOf(coupon.minimum_amount);
  if ((minimum > 0 && subtotalPence < minimum) || /minimum spend/i.test(said)) return as('minimum_spend', minimum || null);
  const usedUp = coupon.usage_limit !== null && coupon.usage_limit > 0 && coupon.usage_count >= coupon.usage_limit;
  if (usedUp) return as('used_up');
  if (/usage limit/i.test(said)) {
    // The same sentence for the coupon's uses and the customer's own: a coupon with uses left that
    // limits each customer was refused for this customer's.
    return as(coupon.usage_limit_per_user ? 'already_used' : 'used_up');
  }
  if (/not applicable|sale items|not valid for/i.test(said)) return as('not_for_items');
  // WooCommerce keeps a coupon with e-mail restrictions for those addresses: to the shop, a code
  // this shopper cannot have.
  if (/e-?mail/i.test(said)) return { reason: 'already_used', message: 'This code is kept for particular customers’ e-mail addresses' };
  // Anything else (a maximum spend, a plugin's own rule) has no reason of the shop's: WooCommerce's words.
  return { reason: 'not_for_items', message: said.replace(/\s*Please try again.*$/i, '') };
}

/**
 * A coupon that leaves less than a card can be charged (MINIMUM_CHARGE_PENCE): the built-in back end
 * takes less off instead (maxDiscountFor), but WooCommerce's coupon is WooCommerce's to price, so the
 * shop refuses it rather than make an order nobody can pay.
 */
export function leavesTooLittle(totalPence: Pence): CouponRefusal | null {
  return totalPence < MINIMUM_CHARGE_PENCE ? { reason: 'not_for_items', message: `This code would leave less than ${formatPounds(MINIMUM_CHARGE_PENCE)} to pay by card` } : null;
}
