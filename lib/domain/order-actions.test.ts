import { actionRefusal, allowedActions, refundablePence, statusAfter, type OrderState } from './order-actions';

const order = (status: OrderState['status'], extra: Partial<OrderState> = {}): OrderState => ({
  status,
  totalPence: 5000,
  refundedPence: 0,
  outForDeliveryAt: null,
  ...extra,
});

describe('owner actions on an order', () => {
  it('offers each status only the moves the order state machine allows', () => {
    expect(allowedActions(order('pending'))).toEqual(['cancel']);
    expect(allowedActions(order('processing'))).toEqual(['ship', 'deliver', 'refund']);
    expect(allowedActions(order('shipped'))).toEqual(['out_for_delivery', 'deliver', 'refund']);
    expect(allowedActions(order('shipped', { outForDeliveryAt: new Date() }))).toEqual(['deliver', 'refund']);
    expect(allowedActions(order('completed'))).toEqual(['refund']);
    for (const stopped of ['cancelled', 'failed', 'refunded'] as const) expect(allowedActions(order(stopped))).toEqual([]);
  });

  it('says why an illegal move is refused', () => {
    expect(actionRefusal(order('pending'), 'ship')).toBe('An order that is awaiting payment cannot be shipped.');
    expect(actionRefusal(order('processing'), 'cancel')).toBe('An order that is processing cannot be cancelled.');
    expect(actionRefusal(order('completed', { refundedPence: 5000 }), 'refund')).toBe('This order has been refunded in full already.');
  });

  it('refunds in part without changing the status, and in full to refunded', () => {
    expect(statusAfter(order('shipped'), 'refund', 1000)).toBe('shipped');
    expect(statusAfter(order('shipped', { refundedPence: 1000 }), 'refund', 4000)).toBe('refunded');
    expect(refundablePence(order('completed', { refundedPence: 1200 }))).toBe(3800);
  });

  it('moves fulfilment forward', () => {
    expect(statusAfter(order('processing'), 'ship')).toBe('shipped');
    expect(statusAfter(order('shipped'), 'out_for_delivery')).toBe('shipped');
    expect(statusAfter(order('processing'), 'deliver')).toBe('completed');
    expect(statusAfter(order('pending'), 'cancel')).toBe('cancelled');
  });
});
