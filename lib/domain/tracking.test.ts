import { TRACKING_STEPS, trackingView } from './tracking';

describe('trackingView', () => {
  it('uses the six steps', () => {
    expect(TRACKING_STEPS).toEqual(['Order Placed', 'Processing', 'Shipped', 'In Transit', 'Out for Delivery', 'Delivered']);
  });

  it('puts each real status as far along as the shop can vouch for', () => {
    expect(trackingView({ status: 'pending' })).toMatchObject({ kind: 'timeline', reached: 0 });
    expect(trackingView({ status: 'processing' })).toMatchObject({ kind: 'timeline', reached: 1 });
    expect(trackingView({ status: 'completed' })).toMatchObject({ kind: 'timeline', reached: 5 });
  });

  it('shows a shipped parcel in transit with its carrier, and out for delivery only once that is known', () => {
    expect(trackingView({ status: 'shipped', carrier: 'Royal Mail', outForDeliveryAt: null })).toEqual({
      kind: 'timeline',
      reached: 3,
      note: 'Dispatched with Royal Mail: it is on its way to you.',
    });
    expect(trackingView({ status: 'shipped', carrier: 'DPD', outForDeliveryAt: new Date() })).toMatchObject({ reached: 4 });
  });

  it('shows a stopped order as stopped, not as progress', () => {
    expect(trackingView({ status: 'cancelled' }).kind).toBe('stopped');
    expect(trackingView({ status: 'failed' }).kind).toBe('stopped');
    expect(trackingView({ status: 'refunded' })).toMatchObject({ kind: 'stopped', note: expect.stringContaining('refunded in full') });
  });
});
