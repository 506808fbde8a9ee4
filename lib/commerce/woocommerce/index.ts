/**
 * The WooCommerce back end behind the commerce port (docs/adr/0025, docs/adr/0026): the catalogue
 * from the store through the snapshot, carts and order bookkeeping in the shop's database, orders
 * and stock in WooCommerce.
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import { errorFields, logger } from '@/lib/log';
import type { CommercePort } from '../types';
import { wooCommerceCarts } from './carts';
import { wooCommerceCatalogue } from './catalogue';
import { catalogueSnapshot, type SnapshotOptions } from './catalogue-snapshot';
import { storeClient } from './client';
import { wooCommerceOrders } from './orders';
import { recordFirstShapes } from './product-shapes';
import type { WooCommerceSettings } from './settings';
import type { StoreProduct } from './store-records';
import { catalogueShape } from './webhooks';

export function wooCommerceBackend(settings: WooCommerceSettings, getDb: () => Database, options: SnapshotOptions): CommercePort {
  const client = storeClient(settings);
  // The shapes a first delivery is compared with (product-shapes.ts). Failing to note them costs at
  // most one refresh of every listing at that delivery, so it never holds up the read.
  const onWholeRead = (records: readonly StoreProduct[]) => {
    const shapes = records.flatMap((record) => {
      const shape = catalogueShape(record);
      return shape === null ? [] : [{ productId: record.id, shape }];
    });
    recordFirstShapes(getDb(), shapes).catch((error: unknown) => logger('commerce').warn(errorFields(error), 'could not note the catalogue’s shapes'));
  };
  return {
    ...wooCommerceCatalogue(client, catalogueSnapshot(client, { onWholeRead, ...options })),
    ...wooCommerceCarts(getDb, client),
    ...wooCommerceOrders(getDb, client, settings.url),
  };
}
