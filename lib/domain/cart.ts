/**
 * Cart arithmetic (docs/product/rules.md#money-and-shipping): the subtotal is unit price times
 * quantity, in whole pence. Pure, so the header badge, the side panel and the cart page all agree.
 */
import type { Pence } from './money';

export interface PricedCartLine {
  quantity: number;
  unitPricePence: Pence;
}

/**
 * How many units a line counts for. The server should only send whole positive numbers; anything
 * else counts as none rather than producing fractional pence (which formatPounds rightly refuses).
 */
export function lineUnits(quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
}

export function lineTotalPence(line: PricedCartLine): Pence {
  return line.unitPricePence * lineUnits(line.quantity);
}

export function cartSubtotalPence(lines: readonly PricedCartLine[]): Pence {
  return lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
}

/** The badge's number: units, not lines (two t-shirts and a keyring are 3 items). */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineUnits(line.quantity), 0);
}

/**
 * Most different lines (product and options) one cart may hold (docs/product/decisions.md#cart-size):
 * every read of a cart prices each line, so an unbounded cart let one visitor make each read cost
 * the back end as much as they liked.
 */
export const MAX_CART_LINES = 20;

/** Said by the cart API when it refuses a line past MAX_CART_LINES; the add's toast shows it. */
export const CART_FULL_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different items. Please check out or remove an item before adding another.`;

/** Whether a cart holding `lines` lines has room for one more. */
export function hasRoomForLine(lines: number): boolean {
  return lines < MAX_CART_LINES;
}
