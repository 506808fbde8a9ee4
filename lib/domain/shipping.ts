/**
 * Shipping and order totals (docs/product/rules.md#money-and-shipping): UK delivery is free; elsewhere a base charge plus a charge per
 * item, where items are the sum of quantities. Everything in whole pence.
 */
import { INTERNATIONAL_BASE_PENCE, INTERNATIONAL_PER_ITEM_PENCE, UK_SHIPPING_PENCE } from './policies';
import { assertPence, type Pence } from './money';

export const HOME_COUNTRY = 'GB';

export function shippingPence(country: string, units: number): Pence {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`Not a number of items: ${units}`);
  if (units === 0) return 0;
  if (country.toUpperCase() === HOME_COUNTRY) return UK_SHIPPING_PENCE;
  return INTERNATIONAL_BASE_PENCE + INTERNATIONAL_PER_ITEM_PENCE * units;
}

export interface TotalsLine {
  unitPricePence: Pence;
  quantity: number;
}

export interface OrderTotals {
  subtotalPence: Pence;
  shippingPence: Pence;
  totalPence: Pence;
  units: number;
}

export function orderTotals(lines: readonly TotalsLine[], country: string): OrderTotals {
  let subtotal = 0;
  let units = 0;
  for (const line of lines) {
    assertPence(line.unitPricePence);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`Not a quantity: ${line.quantity}`);
    subtotal += line.unitPricePence * line.quantity;
    units += line.quantity;
  }
  const shipping = shippingPence(country, units);
  return { subtotalPence: assertPence(subtotal), shippingPence: shipping, totalPence: assertPence(subtotal + shipping), units };
}
