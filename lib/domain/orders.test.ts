import { isPaidStatus, ORDER_STATUSES } from './orders';

describe('order statuses', () => {
  it('count an order paid once the processor took its payment, and never before or after failing', () => {
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['processing', 'shipped', 'completed', 'refunded']);
  });
});
