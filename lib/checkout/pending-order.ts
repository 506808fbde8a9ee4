/**
 * Spec 3 "pending order kept in session storage": what the payment page needs after checkout.
 * Session storage, not local: it ends with the tab, as a half-finished payment should.
 */
export const PENDING_ORDER_KEY = 'highland-home:pending-order';

export interface PendingOrder {
  id: number;
  orderKey: string;
  /** Decimal text in pounds, as the order response gives it. */
  total: string;
  clientSecret: string;
}

function isPendingOrder(value: unknown): value is PendingOrder {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(record.id) &&
    typeof record.orderKey === 'string' &&
    typeof record.total === 'string' &&
    /^\d+\.\d{2}$/.test(record.total) &&
    typeof record.clientSecret === 'string'
  );
}

export function savePendingOrder(order: PendingOrder, storage: Storage = window.sessionStorage): void {
  storage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}

/** null when nothing (or something unreadable) is stored. */
export function readPendingOrder(storage: Storage = window.sessionStorage): PendingOrder | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_ORDER_KEY) ?? 'null');
    return isPendingOrder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(storage: Storage = window.sessionStorage): void {
  storage.removeItem(PENDING_ORDER_KEY);
}
