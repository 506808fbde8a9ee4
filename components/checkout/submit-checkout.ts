/**
 * The checkout's one call: create the order, then go to its payment page, whose address names it
 * (docs/adr/0010). The server prices everything; the names and prices sent here are the API's shape
 * only.
 */
import type { CartItem } from '@/lib/cart/types';
import type { AddressFields } from '@/lib/domain/checkout';
import { penceToDecimal } from '@/lib/domain/money';
import type { OrderReference } from '@/lib/domain/order-links';
import { apiRequest } from '@/lib/http/client';

export function orderRequest(items: readonly CartItem[], addresses: { shipping: AddressFields; billing: AddressFields }) {
  return {
    shipping: addresses.shipping,
    billing: addresses.billing,
    line_items: items.map((item) => ({
      product_id: item.productId,
      quantity: item.quantity,
      name: item.name,
      price: penceToDecimal(item.unitPricePence),
      meta_data: Object.entries(item.options).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Creates the order; the payment page it leads to starts the order's payment on the server. */
export async function placeOrder(items: readonly CartItem[], addresses: { shipping: AddressFields; billing: AddressFields }): Promise<OrderReference> {
  const order = await apiRequest<{ id?: number; order_key?: string }>('/api/create-order', {
    method: 'POST',
    body: orderRequest(items, addresses),
  });
  if (!order?.id || !order.order_key) throw new Error('Order creation succeeded but no order ID returned');
  return { id: order.id, key: order.order_key };
}
