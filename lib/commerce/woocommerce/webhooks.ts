/**
 * WooCommerce's webhooks (docs/adr/0026): `product.created`, `.updated`, `.deleted`, `.restored`
 * and `order.updated`, posted to /api/webhooks/woocommerce. Each delivery is signed: the base64
 * HMAC-SHA256 of the raw body with the webhook's secret, in X-WC-Webhook-Signature. A delivery only
 * tells the shop what changed; what the pages show is then read from the store itself, never from
 * the delivery, so a forged one is refused by its signature and a replayed one could change nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/** The product a product.* delivery is about, or null. */
export function productOfDelivery(topic: string, payload: unknown): number | null {
  const id = (payload as { id?: unknown } | null)?.id;
  return topic.startsWith('product.') && Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

/**
 * What of a product the catalogue's shape depends on, as one text: whether the storefront shows it,
 * and its slug, name, category, tags and featured flag. null when the record does not say.
 */
export function catalogueShape(payload: unknown): string | null {
  const record = payload as Partial<StoreProduct> | null;
  const complete =
    !!record &&
    typeof record.status === 'string' &&
    typeof record.type === 'string' &&
    Array.isArray(record.categories) &&
    Array.isArray(record.tags) &&
    Array.isArray(record.images) &&
    Array.isArray(record.attributes);
  if (!complete) return null;
  if (!isShown(record as StoreProduct)) return 'not shown';
  const product = toProduct(record as StoreProduct, []);
  return JSON.stringify([product.slug, product.name, product.category.slug, [...product.tags].sort(), product.featured]);
}

/** A delivery's product's shape after the change it reports. */
export function shapeOfDelivery(topic: string, payload: unknown): string | null {
  return topic === 'product.deleted' ? 'not shown' : catalogueShape(payload);
}

/**
 * What a delivery changed. `before` is the product's shape as the shop last recorded it (undefined
 * when it has none): a price or stock change refreshes the product's own pages and the listings
 * showing it; a change of shape (shown or hidden, renamed, recategorised, retagged), or one the
 * shop cannot tell, refreshes every listing too.
 */
export function changeOfDelivery(topic: string, payload: unknown, before: string | undefined): StoreChange {
  if (topic === 'order.updated') {
    const items = (payload as { line_items?: { product_id?: unknown }[] } | null)?.line_items;
    const ids = (Array.isArray(items) ? items : []).map((item) => item?.product_id).filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
    return { productIds: [...new Set(ids)], shape: false };
  }
  const id = productOfDelivery(topic, payload);
  if (id === null) return NO_CHANGE;
  const after = shapeOfDelivery(topic, payload);
  return { productIds: [id], shape: after === null || before === undefined || after !== before };
}
