/**
 * What the owner may do to an order, and where each action leaves it (docs/product/rules.md#order-status).
 * The shop itself moves pending -> processing (a verified payment) and pending -> cancelled (an
 * expired hold); the owner moves a paid order through fulfilment, cancels an unpaid one, and refunds
 * a paid one in full or in part. Anything else is refused, so no screen or API call can skip a step.
 */
import { statusLabel, type OrderStatus } from './orders';

export const OWNER_ACTIONS = ['ship', 'out_for_delivery', 'deliver', 'cancel', 'refund'] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

export interface OrderState {
  status: OrderStatus;
  totalPence: number;
  refundedPence: number;
  outForDeliveryAt: Date | null;
}

const FROM: Record<OwnerAction, readonly OrderStatus[]> = {
  ship: ['processing'],
  out_for_delivery: ['shipped'],
  // Delivered, or completed without a parcel (collected in person): either way the order is done.
  deliver: ['processing', 'shipped'],
  cancel: ['pending'],
  refund: ['processing', 'shipped', 'completed'],
};

export const ACTION_LABELS: Record<OwnerAction, string> = {
  ship: 'Mark shipped',
  out_for_delivery: 'Mark out for delivery',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
};

/** Why an action cannot be taken on an order in this state, or null when it can. */
export function actionRefusal(order: OrderState, action: OwnerAction): string | null {
  if (!FROM[action].includes(order.status)) {
    return `An order that is ${statusLabel(order.status).toLowerCase()} cannot be ${PAST[action]}.`;
  }
  if (action === 'out_for_delivery' && order.outForDeliveryAt) return 'This order is already out for delivery.';
  if (action === 'refund' && refundablePence(order) <= 0) return 'This order has been refunded in full already.';
  return null;
}

const PAST: Record<OwnerAction, string> = {
  ship: 'shipped',
  out_for_delivery: 'sent out for delivery',
  deliver: 'marked delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};

export function allowedActions(order: OrderState): OwnerAction[] {
  return OWNER_ACTIONS.filter((action) => actionRefusal(order, action) === null);
}

/** What is left to refund: the total less what has gone back already. */
export function refundablePence(order: Pick<OrderState, 'totalPence' | 'refundedPence'>): number {
  return Math.max(0, order.totalPence - order.refundedPence);
}

/** The status an allowed action leaves the order in. A partial refund keeps the status it had. */
export function statusAfter(order: OrderState, action: OwnerAction, refundPence = 0): OrderStatus {
  switch (action) {
    case 'ship':
    case 'out_for_delivery':
      return 'shipped';
    case 'deliver':
      return 'completed';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return order.refundedPence + refundPence >= order.totalPence ? 'refunded' : order.status;
  }
}
