import { TRACKING_STEPS, trackingView } from './tracking';

describe('trackingView', () => {
  it('uses the six steps', () => {
    expect(TRACKING_STEPS).toEqual(['Order Placed', 'Processing', 'Shipped', 'In Transit', 'Out for Delivery', 'Delivered']);
  });

  it('puts each real status as far along as the shop can vouch for', () => {
    expect(trackingView('pending')).toMatchObject({ kind: 'timeline', reached: 0 });
    expect(trackingView('processing')).toMatchObject({ kind: 'timeline', reached: 1 });
    expect(trackingView('completed')).toMatchObject({ kind: 'timeline', reached: 2 });
  });

  it('shows a stopped order as stopped, not as progress', () => {
    expect(trackingView('cancelled').kind).toBe('stopped');
    expect(trackingView('failed').kind).toBe('stopped');
  });
});
