/**
 * WooCommerce's webhooks (docs/adr/0026): `product.created`, `.updated`, `.deleted`, `.restored`
 * and `order.updated`, posted to /api/webhooks/woocommerce. Each delivery is signed: the base64
 * HMAC-SHA256 of the raw body with the webhook's secret, in X-WC-Webhook-Signature. A delivery only
 * tells the shop what changed; what the pages show is then read from the store itself, never from
 * the delivery, so a forged one is refused by its signature and a replayed one could change nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Product } from '../types';
import { isShown, toProduct, type StoreProduct } from './store-records';

/** What WooCommerce sends when a webhook is made or switched on: `webhook_id=N`, unsigned. */
const PING = /^webhook_id=\d+$/;

export const WEBHOOK_TOPICS = ['product.created', 'product.updated', 'product.deleted', 'product.restored', 'order.updated'] as const;

export type DeliveryCheck = { kind: 'ping' } | { kind: 'signed'; digest: string } | { kind: 'forged' };

export function checkDelivery(rawBody: string, signature: string | null, secret: string): DeliveryCheck {
  if (!signature) return PING.test(rawBody) ? { kind: 'ping' } : { kind: 'forged' };
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
  return { kind: 'signed', digest: createHash('sha256').update(rawBody, 'utf8').digest('hex') };
}

export interface StoreChange {
  /** Products whose pages and listings show something else now. */
  productIds: number[];
  /** Whether the catalogue's shape changed: which products are shown, their names, categories or tags. */
  shape: boolean;
}

const NO_CHANGE: StoreChange = { productIds: [], shape: false };

const shapeOf = (product: Pick<Product, 'slug' | 'name' | 'category' | 'tags' | 'featured'>) =>
  JSON.stringify([product.slug, product.name, product.category.slug, [...product.tags].sort(), product.featured]);

/**
 * What a delivery changed. `shown`: the product as the storefront shows it now (null when it is not
 * shown), to tell a price or stock change (its own pages) from a change of shape (every listing).
 */
export function changeOfDelivery(topic: string, payload: unknown, shown: Product | null): StoreChange {
  const record = payload as Partial<StoreProduct> & { line_items?: { product_id?: unknown }[] };
  if (topic === 'order.updated') {
    const ids = (Array.isArray(record.line_items) ? record.line_items : []).map((item) => item?.product_id).filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
    return { productIds: [...new Set(ids)], shape: false };
  }
  if (!topic.startsWith('product.') || !Number.isSafeInteger(record.id) || (record.id as number) < 1) return NO_CHANGE;
  const id = record.id as number;
  if (topic !== 'product.updated') return { productIds: [id], shape: true };
  const complete = typeof record.status === 'string' && typeof record.type === 'string' && Array.isArray(record.categories) && Array.isArray(record.tags) && Array.isArray(record.images) && Array.isArray(record.attributes);
  if (!complete) return { productIds: [id], shape: true };
  const nowShown = isShown(record as StoreProduct);
  const shape = nowShown !== (shown !== null) || (nowShown && shown !== null && shapeOf(toProduct(record as StoreProduct, [])) !== shapeOf(shown));
  return { productIds: [id], shape };
}
