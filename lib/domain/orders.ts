/**
 * An order's address and status as the shop means them, whatever stores them: the commerce port and
 * the database schema both take these (docs/product/rules.md#order-status).
 */
export interface Address {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  address1: string;
  address2?: string;
  city: string;
  postcode: string;
  country: string;
  state?: string;
}

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Paid for: the processor took the payment, whatever has happened to the parcel or the money since.
 * Such an order can never be paid again (a refunded one included).
 */
export function isPaidStatus(status: OrderStatus): boolean {
  return status === 'processing' || status === 'shipped' || status === 'completed' || status === 'refunded';
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The status as shoppers and the owner read it. */
export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}
