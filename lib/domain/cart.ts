/**
 * Cart arithmetic (docs/product/rules.md#money-and-shipping): a line's unit price is its variation's when it has a valid one, else the
 * product's; the subtotal is unit price times quantity, in whole pence. Pure, so the header badge,
 * the side panel and the cart page all agree.
 */
import { decimalToPence, type Pence } from './money';

export interface PricedCartLine {
  quantity: number;
  variationPrice: string | null;
  product: { price: string };
}

/**
 * How many units a line counts for. The server should only send whole positive numbers; anything
 * else counts as none rather than producing fractional pence (which formatPounds rightly refuses).
 */
export function lineUnits(quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
}

export function unitPricePence(line: PricedCartLine): Pence {
  const variation = line.variationPrice ? decimalToPence(line.variationPrice) : null;
  return variation ?? decimalToPence(line.product.price) ?? 0;
}

export function lineTotalPence(line: PricedCartLine): Pence {
  return unitPricePence(line) * lineUnits(line.quantity);
}

export function cartSubtotalPence(lines: readonly PricedCartLine[]): Pence {
  return lines.reduce((sum, line) => sum + lineTotalPence(line), 0);
}

/** The badge's number: units, not lines (two t-shirts and a keyring are 3 items). */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineUnits(line.quantity), 0);
}

/**
 * The chosen options of a line, from the API's JSON text of attribute name to value. Anything
 * unreadable means "no options shown" rather than a broken cart; numbers are kept as text because
 * a size of 10 is still a size.
 */
export function parseSelectedVariations(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const chosen = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    if (name.trim() && chosen) options[name.trim()] = chosen;
  }
  return options;
}

/** Most units of one item a cart line may hold: a gift shop, not a wholesaler. */
export const MAX_LINE_QUANTITY = 99;
