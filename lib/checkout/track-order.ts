/** Track Order: a real order, found only by its number together with its e-mail address. */
import { commerce } from '@/lib/commerce';
import { penceToDecimal } from '@/lib/domain/money';
import { trackingView, type TrackingView } from '@/lib/domain/tracking';
import { ShopError } from '@/lib/errors';

export interface TrackedOrder {
  id: number;
  status: string;
  placedAt: string;
  itemCount: number;
  /** What the order came to, after any code (decimal text, as the API gives money). */
  total: string;
  /** The code it was priced with: what it took off the goods and the shipping it waived; null without one. */
  discount: { code: string; amount: string; shipping: string } | null;
  view: TrackingView;
}

// One message for a wrong number and a wrong e-mail alike: it must not confirm that an order exists.
const NOT_FOUND = "We couldn't find an order with that number and e-mail address. Please check both against your confirmation and try again.";

export async function trackOrder(orderNumber: number, email: string): Promise<TrackedOrder> {
  const order = await commerce().findOrderForTracking(orderNumber, email);
  if (!order) throw new ShopError('not_found', 'order_not_found', NOT_FOUND);
  return {
    id: order.id,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    total: penceToDecimal(order.totalPence),
    discount: order.discount
      ? { code: order.discount.code, amount: penceToDecimal(order.discount.discountPence), shipping: penceToDecimal(order.discount.shippingDiscountPence) }
      : null,
    view: trackingView(order),
  };
}
