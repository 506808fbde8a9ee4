/** Cart arithmetic (spec 9): unit price is the variation's when there is one, else the product's. */
import { decimalToPence, type Pence } from './money';

export interface PricedCartLine {
  quantity: number;
  variationPrice: string | null;
  product: { price: string };
}

export function unitPricePence(line: PricedCartLine): Pence {
  const variation = line.variationPrice ? decimalToPence(line.variationPrice) : null;
  return variation ?? decimalToPence(line.product.price) ?? 0;
}

export function cartSubtotalPence(lines: readonly PricedCartLine[]): Pence {
  return lines.reduce((sum, line) => sum + unitPricePence(line) * Math.max(0, line.quantity), 0);
}

export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}

/** The chosen options of a line; anything unreadable means no options rather than a broken cart. */
export function parseSelectedVariations(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
