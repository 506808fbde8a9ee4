/** A checkout as the browser sends it (docs/product/rules.md#order), for the order and payment tests. */
import { eq } from 'drizzle-orm';
import { POST as createOrder } from '@/app/api/create-order/route';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { ADDRESS } from './address';
import type { Shopper } from './shopper';

export { ADDRESS };

export interface LineItem {
  product_id: number;
  quantity: number;
  meta_data?: { key: string; value: string }[];
  name?: string;
  price?: string;
}

export function orderBody(lineItems: LineItem[], country = 'GB') {
  const address = { ...ADDRESS, country };
  return { shipping: address, billing: address, line_items: lineItems, payment_method: 'woocommerce_payments' };
}

export interface CreatedOrder {
  id: number;
  order_key: string;
  total: string;
  status: string;
}

export function placeOrder(shopper: Shopper, body: unknown) {
  return shopper.call<CreatedOrder>(createOrder, '/api/create-order', { method: 'POST', body });
}

export async function orderRow(id: number) {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Winds an order's clock past its hold, as if an hour had gone by. */
export async function ageOrder(id: number): Promise<void> {
  await getDb().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));
}
