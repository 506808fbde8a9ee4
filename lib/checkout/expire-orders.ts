/**
 * Pending orders not paid within their hold (60 minutes) are cancelled and their stock released.
 * Their payment is cancelled with the provider first, so a shopper cannot pay for an order whose
 * items went back on the shelf; one that turns out to have been paid is marked paid instead. Orders
 * a WooCommerce store holds for a checkout that failed before the shop recorded them are cancelled
 * too (abandoned): nobody was given their number, so nobody can pay for them.
 */
import { commerce } from '@/lib/commerce';
import { refreshOrderProducts } from '@/lib/cache/refresh-products';
import { paymentProvider } from '@/lib/payments';
import { settleFromIntent } from './settle-payment';

const BATCH = 50;

export async function expirePendingOrders(now = new Date()): Promise<{ cancelled: number[]; paid: number[]; abandoned: number[] }> {
  const cancelled: number[] = [];
  const paid: number[] = [];
  const provider = paymentProvider();
  for (const order of await commerce().listExpiredOrders(now, BATCH)) {
    if (order.paymentIntentId) {
      const intent = await provider.cancelIntent(order.paymentIntentId);
      if (intent?.status === 'succeeded') {
        if ((await settleFromIntent(intent)).ok) paid.push(order.id);
        continue;
      }
    }
    if (await commerce().cancelOrder(order.id)) {
      cancelled.push(order.id);
      refreshOrderProducts(order);
    }
  }
  // After the expiries, so a store failing this sweep never holds them up.
  const abandoned: number[] = [];
  for (const order of await commerce().cancelUnrecordedOrders(now)) {
    abandoned.push(order.id);
    refreshOrderProducts(order);
  }
  return { cancelled, paid, abandoned };
}
