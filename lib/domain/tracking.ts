/**
 * Track Order (docs/product/decisions.md#track-order): where an order's real status puts it on the
 * six steps. The shop records payment and the owner records fulfilment (shipped with a carrier,
 * out for delivery when the carrier says so, delivered), so an order shows as far as the shop can
 * vouch for, and never further.
 */
export const TRACKING_STEPS = ['Order Placed', 'Processing', 'Shipped', 'In Transit', 'Out for Delivery', 'Delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export type TrackingView =
  | { kind: 'timeline'; reached: number; note: string }
  | { kind: 'stopped'; note: string };

export interface TrackingFacts {
  status: string;
  carrier?: string | null;
  outForDeliveryAt?: Date | null;
}

export function trackingView({ status, carrier, outForDeliveryAt }: TrackingFacts): TrackingView {
  switch (status) {
    case 'pending':
      return { kind: 'timeline', reached: 0, note: 'We have your order and are waiting for its payment to clear.' };
    case 'processing':
      return { kind: 'timeline', reached: 1, note: 'Paid, and being packed by hand in our workshop (1-2 working days).' };
    case 'shipped':
      // Once the carrier has it, it is in transit; "out for delivery" only when the owner has heard so.
      return outForDeliveryAt
        ? { kind: 'timeline', reached: 4, note: 'Out for delivery: it should reach you today.' }
        : { kind: 'timeline', reached: 3, note: `Dispatched${carrier ? ` with ${carrier}` : ''}: it is on its way to you.` };
    case 'completed':
      return { kind: 'timeline', reached: 5, note: 'Delivered. We hope you love it.' };
    case 'refunded':
      return { kind: 'stopped', note: 'This order has been refunded in full. The money reaches your card in 5-10 working days.' };
    case 'cancelled':
      return { kind: 'stopped', note: 'This order was cancelled, and any payment taken has been refunded.' };
    default:
      return { kind: 'stopped', note: 'This order could not be completed. Please contact us and we will put it right.' };
  }
}
