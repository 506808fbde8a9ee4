/**
 * How every view of an order or a cart names its code (docs/adr/0034): the cart's summary, the
 * checkout's, the confirmation, the e-mails, the back office, Track Order and the orders CSV all say
 * "Discount (STORY10) −£2.50" and "Free (FREESHIP)" the same way.
 */
import { formatPounds, type Pence } from './money';

/** The code an order or cart was priced with, as the views need it. */
export interface ShownDiscount {
  code: string;
  /** Off the goods. */
  discountPence: Pence;
  /** Shipping a free-shipping code waived; 0 otherwise. */
  shippingDiscountPence: Pence;
}

export function discountLabel(code: string): string {
  return `Discount (${code})`;
}

/** "−£2.50", with a true minus sign: an amount taken off. */
export function discountAmountText(pence: Pence): string {
  return `\u2212${formatPounds(pence)}`;
}

/**
 * The shipping figure: "Free (FREESHIP)" when a free-shipping code waived it (or would have, to the
 * UK where it is free anyway), else `freeText` for shipping that is
 * free anyway (the UK), else the amount.
 */
export function shippingText(shippingPence: Pence, discount: ShownDiscount | null, freeText = 'Free'): string {
  if (discount && shippingPence === 0 && (discount.shippingDiscountPence > 0 || discount.discountPence === 0)) return `Free (${discount.code})`;
  return shippingPence === 0 ? freeText : formatPounds(shippingPence);
}

/** Whether the views show a "Discount (CODE)" row: a free-shipping code names itself on the shipping row instead. */
export function showsDiscountRow(discount: ShownDiscount | null): discount is ShownDiscount {
  return !!discount && discount.discountPence > 0;
}
