/**
 * Receiving one WooCommerce webhook delivery (POST /api/webhooks/woocommerce, docs/adr/0026):
 * refused unless signed with WOOCOMMERCE_WEBHOOK_SECRET and new, then the cache tags of what it
 * changed are expired, so the pages showing it (and the catalogue snapshot) are read afresh from
 * the store on their next request, on every instance. Whether a product's change touches every
 * listing is told from the shape the shop recorded for it at its last delivery (store_product_shapes):
 * the snapshot cannot tell, since by the time it is asked it may already hold the new state.
 */
import 'server-only';
import { refreshCatalogueShape, refreshProducts } from '@/lib/cache/refresh-products';
import { scopedDb } from '@/lib/db/unit-of-work';
import { storeWebhookDeliveries } from '@/lib/db/schema';
import { recordedShape, recordShape } from './product-shapes';
import { ShopError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { commerceBackendChoice } from './settings.mjs';
import { changeOfDelivery, checkDelivery, productOfDelivery, shapeOfDelivery, type StoreChange } from './webhooks';

export type WebhookOutcome = { received: 'ping' } | { received: 'delivery'; topic: string; refreshed: StoreChange };

export async function receiveStoreWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome> {
  const choice = commerceBackendChoice(process.env);
  if (!choice.ok || choice.backend !== 'woocommerce') throw new ShopError('not_found', 'not_found', 'This shop does not run on WooCommerce.');
  const check = checkDelivery(rawBody, headers.get('x-wc-webhook-signature'), choice.settings.webhookSecret);
  if (check.kind === 'ping') return { received: 'ping' };
  if (check.kind === 'forged') throw new ShopError('unauthorized', 'invalid_signature', 'This delivery is not signed with the shop’s webhook secret.');
  const topic = headers.get('x-wc-webhook-topic') ?? '';
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw new ShopError('invalid', 'invalid_body', 'The delivery is not JSON.');
  }
  const fresh = await scopedDb().insert(storeWebhookDeliveries).values({ digest: check.digest, topic: topic.slice(0, 100) }).onConflictDoNothing().returning({ digest: storeWebhookDeliveries.digest });
  if (fresh.length === 0) throw new ShopError('conflict', 'already_received', 'This delivery was received before.');
  const id = productOfDelivery(topic, payload);
  const before = id === null ? undefined : await recordedShape(scopedDb(), id);
  const refreshed = changeOfDelivery(topic, payload, before);
  const after = shapeOfDelivery(topic, payload);
  if (id !== null && after !== null) await recordShape(scopedDb(), id, after);
  refreshProducts(refreshed.productIds);
  if (refreshed.shape) refreshCatalogueShape();
  // What each delivery changed, for an owner asking why a page did (or did not) change.
  logger('woocommerce').info({ topic, product: id, before, after, refreshed }, 'webhook received');
  return { received: 'delivery', topic, refreshed };
}
