/**
 * Spec 4 checkout flow: create the order, create its payment intent, keep the pending order in
 * session storage and go to the payment page. The server prices everything; the names and prices
 * sent here are the spec's shape only.
 */
import type { CartItem } from '@/lib/cart/types';
import type { AddressFields } from '@/lib/domain/checkout';
import { parseSelectedVariations, unitPricePence } from '@/lib/domain/cart';
import { penceToDecimal } from '@/lib/domain/money';
import { poundsToPence } from '@/lib/domain/shipping';
import { savePendingOrder, type PendingOrder } from '@/lib/checkout/pending-order';
import { apiRequest } from '@/lib/http/client';

export const PAYMENT_METHOD = 'woocommerce_payments';

export function orderRequest(items: readonly CartItem[], addresses: { shipping: AddressFields; billing: AddressFields }) {
  return {
    shipping: addresses.shipping,
    billing: addresses.billing,
    line_items: items.map((item) => ({
      product_id: item.productId,
      quantity: item.quantity,
      name: item.product.name,
      price: penceToDecimal(unitPricePence(item)),
      meta_data: Object.entries(parseSelectedVariations(item.selectedVariations)).map(([key, value]) => ({ key, value })),
    })),
    payment_method: PAYMENT_METHOD,
  };
}

export async function placeOrderAndStartPayment(
  items: readonly CartItem[],
  addresses: { shipping: AddressFields; billing: AddressFields },
): Promise<PendingOrder> {
  const order = await apiRequest<{ id?: number; order_key?: string; total?: string }>('/api/create-order', {
    method: 'POST',
    body: orderRequest(items, addresses),
  });
  if (!order?.id || !order.order_key || !order.total) throw new Error('Order creation succeeded but no order ID returned');
  const payment = await apiRequest<{ clientSecret?: string }>('/api/create-payment-intent', {
    method: 'POST',
    body: { amount: poundsToPence(Number(order.total)), orderId: order.id, orderKey: order.order_key, currency: 'gbp' },
  });
  if (!payment?.clientSecret) throw new Error('Failed to create payment intent');
  const pending = { id: order.id, orderKey: order.order_key, total: order.total, clientSecret: payment.clientSecret };
  savePendingOrder(pending);
  return pending;
}
