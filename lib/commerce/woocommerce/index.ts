/**
 * The WooCommerce back end behind the commerce port (docs/adr/0025, docs/adr/0026): the catalogue
 * from the store through the snapshot, carts and order bookkeeping in the shop's database, orders
 * and stock in WooCommerce.
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import type { CommercePort } from '../types';
import { wooCommerceCarts } from './carts';
import { wooCommerceCatalogue } from './catalogue';
import { catalogueSnapshot, type SnapshotOptions } from './catalogue-snapshot';
import { storeClient } from './client';
import { wooCommerceOrders } from './orders';
import type { WooCommerceSettings } from './settings';

export function wooCommerceBackend(settings: WooCommerceSettings, getDb: () => Database, options: SnapshotOptions): CommercePort {
  const client = storeClient(settings);
  return {
    ...wooCommerceCatalogue(client, catalogueSnapshot(client, options)),
    ...wooCommerceCarts(getDb, client),
    ...wooCommerceOrders(getDb, client, settings.url),
  };
}
