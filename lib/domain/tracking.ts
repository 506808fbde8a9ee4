/**
 * Track Order (docs/product/decisions.md#track-order): where an order's real status puts it on the
 * six steps. The shop records payment and fulfilment; carrier scans are not known, so an order
 * shows as far as the shop itself can vouch for.
 */
export const TRACKING_STEPS = ['Order Placed', 'Processing', 'Shipped', 'In Transit', 'Out for Delivery', 'Delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export type TrackingView =
  | { kind: 'timeline'; reached: number; note: string }
  | { kind: 'stopped'; note: string };

export function trackingView(status: string): TrackingView {
  switch (status) {
    case 'pending':
      return { kind: 'timeline', reached: 0, note: 'We have your order and are waiting for its payment to clear.' };
    case 'processing':
      return { kind: 'timeline', reached: 1, note: 'Paid, and being packed by hand in our workshop (1-2 working days).' };
    case 'completed':
      return { kind: 'timeline', reached: 2, note: 'Dispatched: it is with the carrier and on its way to you.' };
    case 'cancelled':
      return { kind: 'stopped', note: 'This order was cancelled, and any payment taken has been refunded.' };
    default:
      return { kind: 'stopped', note: 'This order could not be completed. Please contact us and we will put it right.' };
  }
}
