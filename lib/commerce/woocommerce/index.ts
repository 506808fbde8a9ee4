/**
 * The WooCommerce back end behind the commerce port (docs/adr/0025, docs/adr/0026): the catalogue
 * from the store through the snapshot, carts and order bookkeeping in the shop's database, orders,
 * stock and discount codes (coupons) in WooCommerce.
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import { errorFields, logger } from '@/lib/log';
import type { CommercePort } from '../types';
import { wooCommerceCarts } from './carts';
import { wooCommerceCatalogue } from './catalogue';
import { catalogueSnapshot, type SnapshotOptions } from './catalogue-snapshot';
import { storeClient } from './client';
import { coalescedStoreReads, forgettingOnWrite } from './coalesced-reads';
import { wooCommerceDiscounts } from './coupons';
import { wooCommerceOrders } from './orders';
import { recordSeenShapes } from './product-shapes';
import { refreshCatalogueShape, refreshProducts } from '@/lib/cache/refresh-products';
import type { WooCommerceSettings } from './settings.mjs';
import { wooCommerceOwner } from './store-admin';
import type { StoreProduct } from './store-records';
import { catalogueShape } from './webhooks';

export function wooCommerceBackend(settings: WooCommerceSettings, getDb: () => Database, options: SnapshotOptions): CommercePort {
  const client = storeClient(settings);
  // The shapes deliveries are compared with (product-shapes.ts). A read that finds one changed
  // refreshes the listings as that product's delivery would; failing to note them costs at most one
  // refresh of every listing at the next delivery, so it never holds up the read.
  const onRead = (records: readonly StoreProduct[]) => {
    const shapes = records.flatMap((record) => {
      const shape = catalogueShape(record);
      return shape === null ? [] : [{ productId: record.id, shape }];
    });
    recordSeenShapes(getDb(), shapes)
      .then((changed) => {
        if (changed.length === 0) return;
        refreshProducts(changed);
        refreshCatalogueShape();
      })
      .catch((error: unknown) => logger('commerce').warn(errorFields(error), 'could not note the catalogue’s shapes'));
  };
  // Pages rendered from the last good copy during a store outage are rendered again once it is back.
  const onRecovered = ({ products, whole }: { products: number[]; whole: boolean }) => {
    refreshProducts(products);
    if (whole) refreshCatalogueShape();
  };
  const cartReads = coalescedStoreReads(client);
  const discounts = wooCommerceDiscounts(client, settings.url);
  // The shop's own orders and cancellations change stock and coupons' uses: its carts read that at once.
  const writer = forgettingOnWrite(client, {
    forgetAll() {
      cartReads.forgetAll();
      discounts.forgetAll();
    },
  });
  return {
    ...wooCommerceCatalogue(client, catalogueSnapshot(client, { onRead, onRecovered, ...options })),
    ...wooCommerceCarts(getDb, writer, cartReads),
    ...wooCommerceOrders(getDb, writer, settings.url),
    ...wooCommerceOwner(settings.url),
    // WooCommerce's own coupons: WooCommerce decides (coupons.ts).
    quoteDiscount: discounts.quoteDiscount,
  };
}
