/** Money is integer pence; it becomes text only at the edges (UI and the API's decimal strings). */

export type Pence = number;

export function assertPence(value: number): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of pence: ${value}`);
  return value;
}

/**
 * The top price the shop takes for one item, £100,000: far above any gift's, and low enough that 99
 * of it on a line, and a cart's lines together, stay well inside the database's integer columns.
 */
export const MAX_PRICE_PENCE = 10_000_000;

/**
 * The largest order, £999,999.99: the most a card processor takes in one GBP payment (Stripe's
 * limit is eight digits of pence), and far inside the integer columns that hold order totals.
 */
export const MAX_ORDER_TOTAL_PENCE = 99_999_999;

/** The least a card payment can be in pounds sterling (Stripe's minimum charge): a discount always leaves this to pay. */
export const MINIMUM_CHARGE_PENCE = 30;

/** Why an order of this total cannot be taken, or null when it can. */
export function orderTotalRefusal(totalPence: Pence): string | null {
  if (totalPence <= MAX_ORDER_TOTAL_PENCE) return null;
  return `An order can come to at most ${formatPounds(MAX_ORDER_TOTAL_PENCE)}, and this one comes to ${formatPounds(totalPence)}. Please split it into smaller orders.`;
}

/** 2499 -> "24.99": the API's decimal-text price fields. */
export function penceToDecimal(pence: Pence): string {
  assertPence(pence);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "24.99", "24.9", "24" -> pence; anything else (more decimals, signs, exponents) is refused. */
export function decimalToPence(text: string): Pence | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, pounds = '0', fraction = ''] = match;
  return Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
}

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 2499 -> "£24.99". */
export function formatPounds(pence: Pence): string {
  return formatter.format(assertPence(pence) / 100);
}
