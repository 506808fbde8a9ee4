/**
 * Whether an address names an order its visitor holds (the right id and key), asked before the
 * payment or confirmation page renders (proxy.ts), so a missing order can be answered with the
 * shop's own not-found page and 404, with or without JavaScript (docs/adr/0009).
 */
import type { OrderReference } from '@/lib/domain/order-links';
import { isUnknownOrder, orderWithKey } from './start-payment';

/** True also when the answer is unknown (the database down): the page then says what went wrong. */
export async function mayHoldOrder(reference: OrderReference | null): Promise<boolean> {
  if (!reference) return false;
  try {
    await orderWithKey(reference.id, reference.key);
    return true;
  } catch (error) {
    return !isUnknownOrder(error);
  }
}
