/**
 * Where a guest's order is paid for and confirmed. The order's id and its secret key travel in the
 * address (as WooCommerce's order-pay links do), not in the browser's storage: the server renders
 * both pages from the stored order, a link opened in a new tab works, and a key is what proves the
 * order is the visitor's (docs/adr/0010).
 */
import { MAX_RECORD_ID } from './stored-input';

/** What the payment page hands its card form: the order and its payment's client secret. */
export interface PayableOrder {
  id: number;
  orderKey: string;
  totalPence: number;
  clientSecret: string;
}

export interface OrderReference {
  id: number;
  key: string;
}

export const PAYMENT_PAGE = '/stripe-checkout';
export const CONFIRMATION_PAGE = '/order-success';

function orderQuery(order: OrderReference, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ order_id: String(order.id), key: order.key, ...extra }).toString();
}

export function paymentPath(order: OrderReference): string {
  return `${PAYMENT_PAGE}?${orderQuery(order)}`;
}

/** With the payment's id when the browser knows it; Stripe adds its own when it sends the shopper back. */
export function confirmationPath(order: OrderReference, paymentIntentId?: string): string {
  return `${CONFIRMATION_PAGE}?${orderQuery(order, paymentIntentId ? { payment_intent: paymentIntentId } : {})}`;
}

/** Order keys the shop issues are short; anything else names no order. */
const MAX_ORDER_KEY_LENGTH = 200;

/**
 * The order a page's query names, or null when it could name none (no key, an id that is not a
 * stored id): such a page answers "not found" without asking the database.
 */
export function orderReference(query: { order_id?: string | string[]; key?: string | string[] }): OrderReference | null {
  const id = typeof query.order_id === 'string' && /^\d{1,10}$/.test(query.order_id) ? Number(query.order_id) : NaN;
  const key = typeof query.key === 'string' ? query.key : '';
  if (!(id >= 1 && id <= MAX_RECORD_ID) || key.length === 0 || key.length > MAX_ORDER_KEY_LENGTH) return null;
  return { id, key };
}
