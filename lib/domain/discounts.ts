/**
 * Discount codes (docs/adr/0034): what a code is, whether it applies to a cart, and how much it takes
 * off each line. Pure, so the cart's summary, the order's pricing and the tests agree to the penny.
 *
 * Rounding goes one way, down, in whole pence: a percentage takes off the eligible subtotal times the
 * percentage, rounded down, so a code never gives more than it says. The amount off is then spread
 * over the eligible lines in proportion to their totals by largest remainder: each line's share is
 * its exact share rounded down, and the pennies left go one each to the lines that lost most in the
 * rounding (the earlier line on a tie). The shares add up to the amount, and none exceeds its line.
 */
import { fail, ok, type Result } from './result';
import { formatPounds, MINIMUM_CHARGE_PENCE, type Pence } from './money';

export const DISCOUNT_KINDS = ['percent', 'amount', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Letters, digits, '-' and '_', 3 to 32 of them: what fits in a link and reads aloud. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const DISCOUNT_CODE_MAX_LENGTH = 32;

/** A code as the shop keeps and compares it: trimmed and upper-case, so codes are case-insensitive. */
export function normaliseCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/** The rules of one code, as the owner set them. */
export interface DiscountRules {
  code: string;
  kind: DiscountKind;
  /** A percentage off, in hundredths of a percent (1000 = 10%); 0 for other kinds. */
  percentHundredths: number;
  /** A fixed amount off; 0 for other kinds. */
  amountPence: Pence;
  minimumSpendPence: Pence | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses in all; null for no limit. */
  usageLimit: number | null;
  oncePerCustomer: boolean;
  /** Empty for every category. A line qualifies when its product is named or its category is. */
  categoryIds: number[];
  productIds: number[];
  /** Switched off by the owner: refused as if it had never been. */
  active: boolean;
}

/** One cart or order line as the discount sees it. */
export interface DiscountableLine {
  productId: number;
  categoryId: number;
  unitPricePence: Pence;
  quantity: number;
}

export const DISCOUNT_REFUSALS = ['unknown', 'not_started', 'expired', 'minimum_spend', 'used_up', 'not_for_items', 'already_used'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** What the shopper reads when a code is refused: the reason, in the shop's words. */
export function refusalMessage(reason: DiscountRefusal, minimumSpendPence?: Pence | null): string {
  switch (reason) {
    case 'unknown':
      return 'We do not recognise that code. Please check it and try again.';
    case 'not_started':
      return 'This code is not active yet';
    case 'expired':
      return 'This code has expired';
    case 'minimum_spend':
      return minimumSpendPence ? `Spend ${wholePounds(minimumSpendPence)} or more to use this code` : 'Spend more to use this code';
    case 'used_up':
      return 'This code has been used up';
    case 'not_for_items':
      return 'This code is not for the items in your cart';
    case 'already_used':
      return 'You have already used this code';
  }
}

/** "£30" for whole pounds, "£29.50" otherwise: how the refusal names a minimum spend. */
function wholePounds(pence: Pence): string {
  return pence % 100 === 0 ? `£${(pence / 100).toLocaleString('en-GB')}` : formatPounds(pence);
}

/** What a code does to a set of lines. */
export interface DiscountOutcome {
  /** Taken off the goods (0 for free shipping). */
  discountPence: Pence;
  /** Each line's share of it, in the lines' order: 0 for a line the code is not for. */
  lineShares: Pence[];
  freeShipping: boolean;
}

/** The facts beyond the cart that decide a code: the time, uses left, and whether this shopper has used it. */
export interface DiscountContext {
  now: Date;
  /** Uses taken so far (held by unpaid orders or paid). */
  usesTaken: number;
  /** This shopper (by e-mail) already holds or used it; false when the e-mail is not known yet. */
  usedByCustomer: boolean;
  /** The most the order can take off and still leave the card's minimum to pay (see maxDiscountFor). */
  maxDiscountPence?: Pence;
}

/**
 * The most a discount may take off goods of `subtotal` with `shipping` to pay: enough always remains
 * for a card payment (MINIMUM_CHARGE_PENCE), so a generous code never makes an order nobody can pay.
 */
export function maxDiscountFor(subtotalPence: Pence, shippingPence: Pence): Pence {
  return Math.max(0, Math.min(subtotalPence, subtotalPence + shippingPence - MINIMUM_CHARGE_PENCE));
}

export function isLineEligible(rules: Pick<DiscountRules, 'categoryIds' | 'productIds'>, line: Pick<DiscountableLine, 'productId' | 'categoryId'>): boolean {
  if (rules.categoryIds.length === 0 && rules.productIds.length === 0) return true;
  return rules.productIds.includes(line.productId) || rules.categoryIds.includes(line.categoryId);
}

const lineTotal = (line: DiscountableLine) => line.unitPricePence * line.quantity;

/**
 * Whether the code applies and what it takes off, or the first reason it does not, checked in the
 * order a shopper can act on last: a code that is over is over whatever the cart holds.
 */
export function applyDiscount(rules: DiscountRules | null, lines: readonly DiscountableLine[], context: DiscountContext): Result<DiscountOutcome, DiscountRefusal> {
  if (!rules || !rules.active) return fail('unknown');
  if (rules.startsAt && context.now < rules.startsAt) return fail('not_started');
  if (rules.endsAt && context.now >= rules.endsAt) return fail('expired');
  if (rules.usageLimit !== null && context.usesTaken >= rules.usageLimit) return fail('used_up');
  if (rules.oncePerCustomer && context.usedByCustomer) return fail('already_used');
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (rules.minimumSpendPence !== null && subtotal < rules.minimumSpendPence) return fail('minimum_spend');
  const eligible = lines.map((line) => isLineEligible(rules, line));
  const eligibleTotal = lines.reduce((sum, line, index) => sum + (eligible[index] ? lineTotal(line) : 0), 0);
  if (eligibleTotal === 0) return fail('not_for_items');

  const discountPence = Math.min(discountOn(rules, eligibleTotal), context.maxDiscountPence ?? eligibleTotal);
  const weights = lines.map((line, index) => (eligible[index] ? lineTotal(line) : 0));
  return ok({ discountPence, lineShares: spread(discountPence, weights), freeShipping: rules.kind === 'free_shipping' });
}

/** The amount a code takes off an eligible subtotal: rounded down, never more than the subtotal. */
export function discountOn(rules: Pick<DiscountRules, 'kind' | 'percentHundredths' | 'amountPence'>, eligibleTotal: Pence): Pence {
  switch (rules.kind) {
    case 'percent':
      return Math.min(eligibleTotal, Math.floor((eligibleTotal * rules.percentHundredths) / 10_000));
    case 'amount':
      return Math.min(eligibleTotal, rules.amountPence);
    case 'free_shipping':
      return 0;
  }
}

/**
 * Splits `amount` over lines in proportion to their weights, by largest remainder (see the module's
 * comment). A line of weight 0 gets nothing; amount must not exceed the weights' sum.
 */
export function spread(amount: Pence, weights: readonly number[]): Pence[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  if (amount > total) throw new RangeError(`Cannot spread ${amount} over ${total}`);
  // Integer arithmetic throughout: amount × weight stays far inside 2^53 for any order the shop takes.
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    if (weights[index]! === 0) continue;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** How the back office and the summaries name what a code gives: "10% off", "£5.00 off", "Free shipping". */
export function describeOffer(rules: Pick<DiscountRules, 'kind' | 'percentHundredths' | 'amountPence'>): string {
  switch (rules.kind) {
    case 'percent':
      return `${percentText(rules.percentHundredths)}% off`;
    case 'amount':
      return `${formatPounds(rules.amountPence)} off`;
    case 'free_shipping':
      return 'Free shipping';
  }
}

/** 1000 -> "10", 1250 -> "12.5": a percentage as the owner wrote it. */
export function percentText(hundredths: number): string {
  return (hundredths / 100).toString();
}

/** "10", "12.5", "12.50" -> hundredths of a percent from 0.01 to 100; anything else is null. */
export function percentToHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= 1 && hundredths <= 10_000 ? hundredths : null;
}

/** The e-mail address as "once per customer" compares it. */
export function customerKey(email: string): string {
  return email.trim().toLowerCase();
}
