/**
 * Whether an address names an order its visitor holds (the right id and key), asked before the
 * payment or confirmation page renders (proxy.ts), so a missing order can be answered with the
 * shop's own not-found page and 404, with or without JavaScript (docs/adr/0009).
 */
import { STORE_RETRY_AFTER_SECONDS, StoreUnavailableError, type Order } from '@/lib/commerce';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/db/unavailable';
import type { OrderReference } from '@/lib/domain/order-links';
import { isPaidStatus } from '@/lib/domain/orders';
import { settleWithin, TIMED_OUT } from '@/lib/domain/settle-within';
import { isUnknownOrder, orderWithKey } from './start-payment';

/**
 * How long the order may take to read before the page is answered as unavailable: a page answers
 * within 5 s, and a hung store's calls time out only after 10.
 */
export const ORDER_CHECK_MS = 3_500;

export type OrderHolding = { kind: 'held'; paid: boolean; order: Order | null } | { kind: 'missing' } | { kind: 'unavailable'; retryAfterSeconds: number };

/**
 * Whether the visitor holds the order, and whether it is paid (proxy.ts then forgets the cart's
 * code), with the order as read, for the page (lib/checkout/order-handoff.ts); held, unpaid and
 * unread, also when the answer is unknown for another reason (the page then says what went wrong).
 * Unavailable while the store or the database does not answer in time.
 */
export async function orderHolding(reference: OrderReference | null): Promise<OrderHolding> {
  if (!reference) return { kind: 'missing' };
  try {
    const order = await settleWithin(orderWithKey(reference.id, reference.key), ORDER_CHECK_MS);
    if (order !== TIMED_OUT) return { kind: 'held', paid: isPaidStatus(order.status), order };
    return { kind: 'unavailable', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
  } catch (error) {
    if (isUnknownOrder(error)) return { kind: 'missing' };
    if (error instanceof StoreUnavailableError) return { kind: 'unavailable', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
    if (isDatabaseUnavailable(error)) return { kind: 'unavailable', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    return { kind: 'held', paid: false, order: null };
  }
}
