import { isPaidStatus, ORDER_STATUSES } from './orders';

describe('order statuses', () => {
  it('count an order paid once it is processing or completed, and never before or after failing', () => {
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['processing', 'completed']);
  });
});
